import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterDocument } from '@/__generated__/graphql';
import { renderRoute } from '@/testing/render-route';
import { currentPath, toasts } from '@/testing/test-utils';
import { RegisterRoute } from './register';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const input = { email: 'ana@example.com', password: 'secreto123', confirmPassword: 'secreto123', timeZone };
const created = {
  __typename: 'User' as const,
  id: '7',
  email: 'ana@example.com',
  firstName: null,
  lastName: null,
  remindersEnabled: true,
};

async function fillAndSubmit({ email = '', password = '', confirmPassword = '' }) {
  if (email) await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  if (confirmPassword) await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

test('asks for e-mail, password and its confirmation only, and links back to login', () => {
  renderRoute(<RegisterRoute />, { path: '/register' });

  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
  expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
});

test('says that creating the account accepts the terms and the privacy policy, both linked', () => {
  renderRoute(<RegisterRoute />, { path: '/register' });

  const consent = screen.getByText(/^Al crear tu cuenta aceptas/);
  expect(consent).toHaveTextContent(
    'Al crear tu cuenta aceptas los términos del servicio y la política de privacidad.',
  );
  expect(within(consent).getByRole('link', { name: 'términos del servicio' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
  expect(within(consent).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});

test('checks the e-mail, the password length and that both passwords match', async () => {
  renderRoute(<RegisterRoute />, { path: '/register' });

  await fillAndSubmit({ email: 'no-es-un-correo', password: 'corta', confirmPassword: 'distinta' });

  expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
  expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
  expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(/Las contraseñas no coinciden/);
});

test("creates the account with the browser's time zone, then goes home after about 100 ms", async () => {
  const mocks = [
    {
      request: { query: RegisterDocument, variables: { input } },
      result: { data: { register: { ...created, timeZone } } },
    },
  ];
  renderRoute(<RegisterRoute />, { path: '/register', mocks });

  await fillAndSubmit({ email: input.email, password: input.password, confirmPassword: input.password });

  expect(await toasts().findByText('Cuenta creada correctamente')).toBeInTheDocument();
  expect(await screen.findByText('Inicio de ana@example.com')).toBeInTheDocument();
  expect(currentPath()).toBe('/');
});

test("signs up in UTC when the server does not know the browser's time zone", async () => {
  const { timeZone: _browserZone, ...withoutZone } = input;
  const refusal = {
    message: 'Zona horaria no válida',
    extensions: { code: 'BAD_USER_INPUT', issues: [{ path: 'timeZone', message: 'Zona horaria no válida' }] },
  };
  const mocks = [
    { request: { query: RegisterDocument, variables: { input } }, result: { errors: [refusal] } },
    {
      request: { query: RegisterDocument, variables: { input: withoutZone } },
      result: { data: { register: { ...created, timeZone: 'UTC' } } },
    },
  ];
  renderRoute(<RegisterRoute />, { path: '/register', mocks });

  await fillAndSubmit({ email: input.email, password: input.password, confirmPassword: input.password });

  expect(await toasts().findByText('Cuenta creada correctamente')).toBeInTheDocument();
  expect(await screen.findByText('Inicio de ana@example.com')).toBeInTheDocument();
  expect(toasts().queryByText('Zona horaria no válida')).not.toBeInTheDocument();
});

test('shows the server\'s message, or "Error en el registro", when registration fails', async () => {
  const mocks = [
    {
      request: { query: RegisterDocument, variables: { input } },
      result: { errors: [{ message: 'Ya existe una cuenta con ese correo electrónico' }] },
    },
    { request: { query: RegisterDocument, variables: { input } }, error: new TypeError('Failed to fetch') },
  ];
  renderRoute(<RegisterRoute />, { path: '/register', mocks });

  await fillAndSubmit({ email: input.email, password: input.password, confirmPassword: input.password });
  expect(await toasts().findByText('Ya existe una cuenta con ese correo electrónico')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  expect(await toasts().findByText('Error en el registro')).toBeInTheDocument();
  expect(currentPath()).toBe('/register');
});
