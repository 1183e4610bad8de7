import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CreateFolderDocument, FoldersDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { folder, userStats } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { FolderDialog } from './folder-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <FolderDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const created = folder({ id: '7', name: 'Biología', description: null });
const createMock = (input: { name: string; description: string | null }): MockLink.MockedResponse => ({
  request: { query: CreateFolderDocument, variables: { input } },
  result: {
    data: {
      createFolder: {
        __typename: 'CreateFolderPayload',
        folder: created,
        viewer: { __typename: 'User', id: '1', stats: userStats({ totalFolders: 1 }) },
      },
    },
  },
});

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.findByRole('dialog', { name: 'Nueva carpeta' });
}

test('asks for a name, with the shared message, and starts at the name field', async () => {
  renderWithProviders(<Harness />);
  await open();
  expect(screen.getByLabelText('Nombre')).toHaveFocus();

  await userEvent.type(screen.getByLabelText('Nombre'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await screen.findByText('Se requiere el nombre de la carpeta')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(/^Se requiere el nombre de la carpeta/);
});

test("counts the name against its limit, and refuses a longer paste with the API's message instead of cutting it", async () => {
  const sent = jest.fn(() => ({}));
  renderWithProviders(<Harness />, {
    mocks: [{ ...createMock({ name: 'x'.repeat(300), description: null }), result: sent }],
  });
  await open();
  const name = screen.getByLabelText('Nombre');
  expect(name).toHaveAccessibleDescription('0 / 255 caracteres');

  await userEvent.click(name);
  await userEvent.paste('x'.repeat(300));
  expect(name).toHaveValue('x'.repeat(300));
  expect(screen.getByText('300 / 255 caracteres')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await screen.findByText('El nombre de la carpeta no puede tener más de 255 caracteres')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Nueva carpeta' })).toBeInTheDocument();
  expect(toasts().queryByText('Carpeta creada con éxito')).not.toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
});

test('sends the trimmed name and a null description, adds the folder to the list and closes', async () => {
  const cache = createCache();
  cache.writeQuery({ query: FoldersDocument, data: { folders: [] } });
  renderWithProviders(<Harness />, { mocks: [createMock({ name: 'Biología', description: null })], cache });
  await open();

  await userEvent.type(screen.getByLabelText('Nombre'), '  Biología  ');
  await userEvent.type(screen.getByLabelText('Descripción (opcional)'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await toasts().findByText('Carpeta creada con éxito')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(cache.readQuery({ query: FoldersDocument })?.folders.map((f) => f.name)).toEqual(['Biología']);
  // Focus goes back to what opened the dialog.
  expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
});

test('keeps a description, trimmed', async () => {
  renderWithProviders(<Harness />, {
    mocks: [createMock({ name: 'Biología', description: 'La célula' })],
    cache: new InMemoryCache(),
  });
  await open();

  await userEvent.type(screen.getByLabelText('Nombre'), 'Biología');
  await userEvent.type(screen.getByLabelText('Descripción (opcional)'), ' La célula ');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await toasts().findByText('Carpeta creada con éxito')).toBeInTheDocument();
});

test('says so when the folder could not be created, and stays open', async () => {
  const mocks = [
    {
      request: { query: CreateFolderDocument, variables: { input: { name: 'Biología', description: null } } },
      error: new TypeError('Failed to fetch'),
    },
  ];
  renderWithProviders(<Harness />, { mocks });
  await open();

  await userEvent.type(screen.getByLabelText('Nombre'), 'Biología');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await toasts().findByText('Error al crear la carpeta')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Nueva carpeta' })).toBeInTheDocument();
});

test('a new opening starts empty', async () => {
  renderWithProviders(<Harness />);
  await open();
  await userEvent.type(screen.getByLabelText('Nombre'), 'Borrador');
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await open();
  expect(screen.getByLabelText('Nombre')).toHaveValue('');
});
