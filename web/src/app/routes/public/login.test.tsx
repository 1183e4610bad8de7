import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDocument } from '@/__generated__/graphql';
import { renderRoute } from '@/testing/render-route';
import { currentPath, toasts } from '@/testing/test-utils';
import { LoginRoute } from './login';

const user = {
  __typename: 'User' as const,
  id: '1',
  email: 'ana@example.com',
  firstName: null,
  lastName: null,
  remindersEnabled: true,
};
const input = { email: 'ana@example.com', password: 'secreto123' };

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

test('links to the password reset and to registration', () => {
  renderRoute(<LoginRoute />, { path: '/login' });

  expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/reset-password');
  expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
});

test('asks for a valid e-mail and a password', async () => {
  renderRoute(<LoginRoute />, { path: '/login' });

  await fillAndSubmit('', '');
  expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
  expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Correo electrónico no válido');

  await fillAndSubmit('ana@', '');
  expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
});

test('signs in: a toast, the viewer known at once, and home after about 100 ms', async () => {
  const mocks = [
    {
      request: { query: LoginDocument, variables: { input } },
      result: { data: { login: { ...user, timeZone: 'UTC' } } },
    },
  ];
  renderRoute(<LoginRoute />, { path: '/login', mocks });

  await fillAndSubmit('  Ana@Example.com ', 'secreto123');

  expect(await toasts().findByText('Inicio de sesión correcto')).toBeInTheDocument();
  expect(await screen.findByText('Inicio de ana@example.com')).toBeInTheDocument();
  expect(currentPath()).toBe('/');
});

test('signs in and goes back to the community page it came from, never to another site', async () => {
  const mocks = [
    {
      request: { query: LoginDocument, variables: { input } },
      result: { data: { login: { ...user, timeZone: 'UTC' } } },
    },
  ];
  renderRoute(<LoginRoute />, { path: '/login?volver=%2Fcomunidad%2Fverbos-ab12', mocks });
  await fillAndSubmit('ana@example.com', 'secreto123');
  await waitFor(() => expect(currentPath()).toBe('/comunidad/verbos-ab12'));
});

test('a "volver" outside this site is ignored: home after signing in', async () => {
  const mocks = [
    {
      request: { query: LoginDocument, variables: { input } },
      result: { data: { login: { ...user, timeZone: 'UTC' } } },
    },
  ];
  renderRoute(<LoginRoute />, { path: '/login?volver=%2F%2Fevil.example%2F', mocks });
  await fillAndSubmit('ana@example.com', 'secreto123');
  expect(await screen.findByText('Inicio de ana@example.com')).toBeInTheDocument();
  expect(currentPath()).toBe('/');
});

test("shows the server's message when signing in fails", async () => {
  const mocks = [
    {
      request: { query: LoginDocument, variables: { input } },
      result: { errors: [{ message: 'Correo o contraseña incorrectos', extensions: { code: 'UNAUTHENTICATED' } }] },
    },
  ];
  renderRoute(<LoginRoute />, { path: '/login', mocks });

  await fillAndSubmit(input.email, input.password);

  expect(await toasts().findByText('Correo o contraseña incorrectos')).toBeInTheDocument();
  expect(toasts().getByText('Error')).toHaveClass('sr-only');
  expect(toasts().queryByText('No autorizado')).not.toBeInTheDocument();
  expect(currentPath()).toBe('/login');
});

test('falls back to "Inicio de sesión fallido" when the server sent no message', async () => {
  const mocks = [{ request: { query: LoginDocument, variables: { input } }, error: new TypeError('Failed to fetch') }];
  renderRoute(<LoginRoute />, { path: '/login', mocks });

  await fillAndSubmit(input.email, input.password);

  expect(await toasts().findByText('Inicio de sesión fallido')).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
});
