import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordDocument, ResetTokenValidDocument } from '@/__generated__/graphql';
import { renderRoute } from '@/testing/render-route';
import { toasts } from '@/testing/test-utils';
import { NewPasswordRoute } from './new-password';

const input = { token: 'abc123', password: 'nueva-clave', confirmPassword: 'nueva-clave' };
const failed = 'No se pudo actualizar la contraseña. Es posible que el enlace haya caducado o sea inválido.';

const tokenCheck = (valid: boolean) => ({
  request: { query: ResetTokenValidDocument, variables: { token: 'abc123' } },
  result: { data: { resetTokenValid: valid } },
});

async function submit(password: string, confirmPassword: string) {
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  if (confirmPassword) await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

test('without a token: the link is invalid, with ways to ask for a new one or to log in', () => {
  renderRoute(<NewPasswordRoute />, { path: '/new-password' });

  expect(screen.getByRole('heading', { level: 1, name: 'Enlace de restablecimiento no válido' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/reset-password');
  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
});

test('with an expired or used token: says so as the page opens, with the way to ask for a new link', async () => {
  renderRoute(<NewPasswordRoute />, { path: '/new-password?token=abc123', mocks: [tokenCheck(false)] });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Enlace de restablecimiento no válido' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Este enlace ha caducado o ya se ha usado/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/reset-password');
  expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
});

test('with a valid token: a new password and its confirmation, with the length hint', async () => {
  renderRoute(<NewPasswordRoute />, { path: '/new-password?token=abc123', mocks: [tokenCheck(true)] });

  expect(screen.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Contraseña')).toHaveAccessibleDescription('Debe tener al menos 8 caracteres.');
  expect(screen.getByLabelText('Confirmar contraseña')).toBeInTheDocument();
});

test('checks the length and that both passwords match', async () => {
  renderRoute(<NewPasswordRoute />, { path: '/new-password?token=abc123', mocks: [tokenCheck(true)] });
  await screen.findByLabelText('Contraseña');

  await submit('corta', 'corta');
  expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('Contraseña'));
  await userEvent.clear(screen.getByLabelText('Confirmar contraseña'));
  await submit('nueva-clave', 'otra-clave');
  expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
});

test('after the change: a toast and the success screen with a way to log in', async () => {
  const mocks = [
    tokenCheck(true),
    {
      request: { query: ResetPasswordDocument, variables: { input } },
      result: {
        data: {
          resetPassword: { __typename: 'MessageResult' as const, message: 'Contraseña actualizada correctamente' },
        },
      },
    },
  ];
  renderRoute(<NewPasswordRoute />, { path: '/new-password?token=abc123', mocks });
  await screen.findByLabelText('Contraseña');

  await submit(input.password, input.confirmPassword);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Contraseña actualizada correctamente' }),
  ).toBeInTheDocument();
  expect(toasts().getByText('Contraseña actualizada correctamente')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
});

test("shows the server's message, or the expired-link text, when the change fails", async () => {
  const mocks = [
    tokenCheck(true),
    {
      request: { query: ResetPasswordDocument, variables: { input } },
      result: {
        errors: [
          {
            message: 'El enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    },
    { request: { query: ResetPasswordDocument, variables: { input } }, error: new TypeError('Failed to fetch') },
  ];
  renderRoute(<NewPasswordRoute />, { path: '/new-password?token=abc123', mocks });
  await screen.findByLabelText('Contraseña');

  await submit(input.password, input.confirmPassword);
  expect(
    await toasts().findByText('El enlace de restablecimiento no es válido o ha caducado. Solicita uno nuevo.'),
  ).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  expect(await toasts().findByText(failed)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Nueva contraseña' })).toBeInTheDocument();
});
