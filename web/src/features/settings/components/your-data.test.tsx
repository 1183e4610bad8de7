import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DeleteAccountDocument } from '@/__generated__/graphql';
// biome-ignore lint/style/noRestrictedImports: deleting the account ends on the landing route, which this test follows
import { LandingRoute } from '@/app/routes/public/landing';
import { hasSessionHint } from '@/lib/session-hint';
import { setSessionHint } from '@/testing/session-hint';
import { CurrentPath, renderWithProviders } from '@/testing/test-utils';
import { YourData } from './your-data';

const deleteMock = (password: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DeleteAccountDocument, variables: { password } },
  result,
});

function renderYourData(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/settings" element={<YourData />} />
        <Route path="/" element={<LandingRoute />} />
      </Routes>
      <CurrentPath />
    </>,
    { path: '/settings', mocks },
  );
}

/** The router's path, read even while the modal dialog hides the page from assistive technology. */
const currentPath = () => screen.getByRole('status', { name: 'Ruta actual', hidden: true }).textContent;

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
  return within(await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' }));
}

test('offers the whole account as a JSON download', () => {
  renderYourData();
  const section = within(screen.getByRole('region', { name: 'Tus datos' }));
  const link = section.getByRole('link', { name: 'Exportar todo (JSON)' });
  expect(link).toHaveAttribute('href', '/api/account/export');
  expect(link).toHaveAttribute('download');
});

test('offers every folder as an Anki package', () => {
  renderYourData();
  const section = within(screen.getByRole('region', { name: 'Tus datos' }));
  const link = section.getByRole('link', { name: 'Exportar a Anki (.apkg)' });
  expect(link).toHaveAttribute('href', '/api/account/export.apkg');
  expect(link).toHaveAttribute('download');
  expect(section.getByText(/Todas tus carpetas como mazos de Anki/)).toBeInTheDocument();
});

test('asks for the password and a ticked confirmation before sending anything', async () => {
  const sent = jest.fn(() => ({ data: { deleteAccount: true } }));
  renderYourData([deleteMock('', sent)]);
  const dialog = await openDialog();
  expect(dialog.getByLabelText('Tu contraseña')).toHaveFocus();
  expect(dialog.getByText(/No se puede deshacer/)).toBeInTheDocument();

  await userEvent.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));

  expect(await dialog.findByText('La contraseña es obligatoria')).toBeInTheDocument();
  expect(dialog.getByLabelText('Tu contraseña')).toHaveAccessibleDescription('La contraseña es obligatoria');
  expect(
    dialog.getByRole('checkbox', { name: /Entiendo que se borrarán todos mis datos/ }),
  ).toHaveAccessibleDescription('Marca la casilla para confirmar');
  expect(sent).not.toHaveBeenCalled();
});

test("shows the API's refusal of a wrong password under the field and keeps the dialog open", async () => {
  renderYourData([
    deleteMock('no-es-esta', {
      errors: [{ message: 'La contraseña no es correcta', extensions: { code: 'BAD_USER_INPUT' } }],
    }),
  ]);
  const dialog = await openDialog();
  await userEvent.type(dialog.getByLabelText('Tu contraseña'), 'no-es-esta');
  await userEvent.click(dialog.getByRole('checkbox', { name: /Entiendo/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));

  expect(await dialog.findByText('La contraseña no es correcta')).toBeInTheDocument();
  expect(dialog.getByLabelText('Tu contraseña')).toHaveFocus();
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  expect(currentPath()).toBe('/settings');
});

test('deletes the account, forgets the session and opens the landing page with a notice', async () => {
  setSessionHint();
  const sent = jest.fn(() => ({ data: { deleteAccount: true } }));
  renderYourData([deleteMock('contraseña-segura', sent)]);
  const dialog = await openDialog();
  await userEvent.type(dialog.getByLabelText('Tu contraseña'), 'contraseña-segura');
  await userEvent.click(dialog.getByRole('checkbox', { name: /Entiendo/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));

  await waitFor(() => expect(currentPath()).toBe('/'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(sent).toHaveBeenCalledTimes(1);
  expect(hasSessionHint()).toBe(false);
  const notice = await screen.findByRole('status', { name: '' });
  expect(notice).toHaveTextContent('Tu cuenta se ha eliminado');
  expect(screen.getByRole('heading', { level: 1, name: 'Repaso' })).toBeInTheDocument();
  await userEvent.click(within(notice).getByRole('button', { name: 'Cerrar' }));
  expect(notice).toBeEmptyDOMElement();
});

test('cancelling closes the dialog and deletes nothing', async () => {
  const sent = jest.fn(() => ({ data: { deleteAccount: true } }));
  renderYourData([deleteMock('x', sent)]);
  const dialog = await openDialog();
  await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toHaveFocus();
  expect(sent).not.toHaveBeenCalled();
});
