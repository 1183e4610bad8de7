import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestPasswordResetDocument } from '@/__generated__/graphql';
import { renderRoute } from '@/testing/render-route';
import { toasts } from '@/testing/test-utils';
import { ResetPasswordRoute } from './reset-password';

const sent = 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.';

async function submit(email: string) {
  if (email) await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
}

test('has a way back to the login page', () => {
  renderRoute(<ResetPasswordRoute />, { path: '/reset-password' });

  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
});

test('asks for a valid e-mail', async () => {
  renderRoute(<ResetPasswordRoute />, { path: '/reset-password' });

  await submit('');
  expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
  await submit('ana@@example');
  expect(await screen.findByText('Correo electrónico no válido')).toBeInTheDocument();
});

test('confirms that a link was sent if the account exists, in a toast and on the page', async () => {
  const mocks = [
    {
      request: { query: RequestPasswordResetDocument, variables: { email: 'ana@example.com' } },
      result: { data: { requestPasswordReset: { __typename: 'MessageResult' as const, message: sent } } },
    },
  ];
  renderRoute(<ResetPasswordRoute />, { path: '/reset-password', mocks });

  await submit('ana@example.com');

  expect(await toasts().findByText('Revisa tu correo')).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(sent);
  expect(screen.queryByRole('button', { name: 'Enviar enlace' })).not.toBeInTheDocument();
});

test('shows the server\'s message, or "Restablecimiento fallido", when the request fails', async () => {
  const variables = { email: 'ana@example.com' };
  const mocks = [
    {
      request: { query: RequestPasswordResetDocument, variables },
      result: { errors: [{ message: 'Demasiados intentos. Prueba de nuevo en 15 minutos.' }] },
    },
    { request: { query: RequestPasswordResetDocument, variables }, error: new TypeError('Failed to fetch') },
  ];
  renderRoute(<ResetPasswordRoute />, { path: '/reset-password', mocks });

  await submit('ana@example.com');
  expect(await toasts().findByText('Demasiados intentos. Prueba de nuevo en 15 minutos.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
  expect(await toasts().findByText('Restablecimiento fallido')).toBeInTheDocument();
});
