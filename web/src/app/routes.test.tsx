import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DashboardDocument,
  FolderDocument,
  FoldersDocument,
  PendingFolderReviewsDocument,
  PendingReviewsDocument,
  StoreDocument,
  StudyFolderDocument,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { clearSessionHint } from '@/lib/session-hint';
import { cardPage, folder, userStats } from '@/testing/fixtures';
import { setSessionHint } from '@/testing/session-hint';
import { ana, CurrentPath, currentPath, renderWithProviders, toasts, viewerMock } from '@/testing/test-utils';
import { FocusOnNavigation } from './focus-on-navigation';
import { AppRoutes } from './routes';

const history = folder({ id: '4', name: 'Historia' });

/** What each signed-in screen asks for, answered with a little data. */
const screenMocks: MockLink.MockedResponse[] = [
  { request: { query: DashboardDocument }, result: { data: { viewer: { ...ana, stats: userStats() } } } },
  { request: { query: PendingReviewsDocument }, result: { data: { folders: [history], dueCards: [] } } },
  {
    request: { query: PendingFolderReviewsDocument, variables: { folderId: '4' } },
    result: { data: { folder: { ...history, dueCards: [] } } },
  },
  { request: { query: FoldersDocument }, result: { data: { folders: [history] } } },
  {
    request: { query: FolderDocument, variables: { id: '4', search: null, leech: false } },
    result: { data: { folder: { ...history, cards: cardPage([]) } } },
  },
  {
    request: { query: StudyFolderDocument, variables: { folderId: '4' } },
    result: {
      data: {
        viewer: {
          ...ana,
          studySettings: { __typename: 'StudySettings', typeAnswers: false, distinguishEnye: true, leechThreshold: 8 },
        },
        folder: { ...history, studyCards: { __typename: 'StudyCards', practice: true, cards: [] } },
      },
    },
  },
  { request: { query: StoreDocument }, result: { data: { storeTemplates: [] } } },
];

function renderApp(path: string, viewer: typeof ana | null) {
  renderWithProviders(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { path, mocks: [viewerMock(viewer), ...(viewer ? screenMocks : [])], cache: createCache() },
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
  ])('%s is public, titled after its screen, with the skip link first', async (path, title) => {
    renderApp(path, null);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(currentPath()).toBe(path);
    expect(document.title).toBe(`${title} · Repaso`);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveFocus();
  });

  test('an unknown path shows the 404 page', async () => {
    renderApp('/no-existe', null);

    expect(await screen.findByRole('heading', { level: 1, name: '404 Página no encontrada' })).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Repaso');
  });
});

describe('signed in', () => {
  test('/ shows the dashboard in the frame', async () => {
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
    ['/dashboard', 'Tu panel de estudio', 'Inicio · Repaso'],
    ['/pending-reviews', 'Revisiones pendientes', 'Revisiones pendientes · Repaso'],
    ['/pending-reviews/4', 'Historia', 'Revisiones pendientes: Historia · Repaso'],
    ['/folders', 'Tus carpetas', 'Carpetas · Repaso'],
    ['/folders/4', 'Historia', 'Historia · Repaso'],
    ['/study/4', 'No hay cartas para revisar', 'Estudiar: Historia · Repaso'],
    ['/store', 'Tienda', 'Tienda · Repaso'],
  ])('%s shows its screen in the frame, with its own document title', async (path, heading, title) => {
    renderApp(path, ana);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('ana@example.com');
    expect(document.title).toBe(title);
  });

  test('the skip link comes first and moves focus to the main content', async () => {
    renderApp('/folders', ana);
    await screen.findByRole('heading', { level: 1, name: 'Tus carpetas' });

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test("after a navigation, focus moves to the new screen's main heading", async () => {
    renderWithProviders(
      <>
        <FocusOnNavigation />
        <AppRoutes />
      </>,
      { path: '/folders', mocks: [viewerMock(ana), ...screenMocks], cache: createCache() },
    );
    await screen.findByRole('heading', { level: 1, name: 'Tus carpetas' });

    const nav = within(screen.getByRole('navigation', { name: 'Navegación principal' }));
    await userEvent.click(nav.getByRole('link', { name: 'Tienda' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toHaveFocus());
    await userEvent.click(nav.getByRole('link', { name: 'Carpetas' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Tus carpetas' })).toHaveFocus());
  });
});
