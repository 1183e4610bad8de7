import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { clearSessionHint } from '@/lib/session-hint';
import { setSessionHint } from '@/testing/session-hint';
import { ana, CurrentPath, currentPath, renderWithProviders, toasts, viewerMock } from '@/testing/test-utils';
import { AppRoutes } from './routes';

function renderApp(path: string, viewer: typeof ana | null) {
  renderWithProviders(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { path, mocks: [viewerMock(viewer)] },
  );
}

afterEach(() => {
  clearSessionHint();
});

describe('signed out', () => {
  afterEach(() => jest.useRealTimers());

  test.each([
    '/dashboard',
    '/pending-reviews',
    '/pending-reviews/3',
    '/folders',
    '/folders/3',
    '/study',
    '/store',
    '/settings',
  ])('%s shows a toast, then the login page after 500 ms', async (path) => {
    jest.useFakeTimers();
    renderApp(path, null);

    expect(await toasts().findByText('Inicia sesión para continuar.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(499));
    expect(currentPath()).toBe(path);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  test('/ shows the landing page and clears a stale session hint', async () => {
    setSessionHint();
    renderApp('/', null);

    expect(await screen.findAllByRole('link', { name: 'Comenzar' })).toHaveLength(2);
    expect(document.cookie).not.toContain('repaso.signed_in');
  });

  test.each([
    ['/login', 'Iniciar sesión'],
    ['/register', 'Crear cuenta'],
    ['/reset-password', 'Restablecer contraseña'],
    ['/new-password', 'Enlace de restablecimiento no válido'],
    ['/privacy-policy', 'Política de privacidad'],
    ['/terms-of-service', 'Términos de uso'],
  ])('%s is public', async (path, title) => {
    renderApp(path, null);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  test('an unknown path shows the 404 page', async () => {
    renderApp('/no-existe', null);

    expect(await screen.findByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
  });
});

describe('signed in', () => {
  test('/ shows the dashboard placeholder in the frame', async () => {
    renderApp('/', ana);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu panel de estudio' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Repaso' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(header).getByText('A')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Ajustes' })).toHaveAttribute('href', '/settings');
    expect(within(header).getByRole('link', { name: 'Revisiones pendientes' })).toHaveAttribute(
      'href',
      '/pending-reviews',
    );
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  test.each([
    ['/dashboard', 'Tu panel de estudio'],
    ['/pending-reviews/4', 'Revisiones pendientes'],
    ['/folders', 'Tus carpetas'],
    ['/folders/4', 'Carpeta'],
    ['/study/4', 'Sesión de estudio'],
    ['/store', 'Tienda'],
  ])('%s is a placeholder for now', async (path, title) => {
    renderApp(path, ana);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Estará disponible muy pronto/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('ana@example.com');
  });
});
