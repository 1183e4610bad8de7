import { folderMessages } from '@api/modules/folders/folder.schema';
import { importMessages } from '@api/modules/imports/import.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportFoldersDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { renderRoute } from '@/testing/render-route';
import { ImportRoute } from './import';

const foldersMock = {
  request: { query: ImportFoldersDocument },
  result: {
    data: {
      folders: [
        { __typename: 'Folder' as const, id: '7', name: 'Verbos' },
        { __typename: 'Folder' as const, id: '9', name: 'Viajes' },
      ],
    },
  },
  maxUsageCount: 5,
};

function renderImport(path = '/import', mocks: object[] = [foldersMock]) {
  renderRoute(<ImportRoute />, { path, mocks: mocks as never, cache: createCache() });
}

async function paste(text: string) {
  await userEvent.click(await screen.findByRole('radio', { name: 'Pegar texto' }));
  fireEvent.change(screen.getByLabelText('Texto'), { target: { value: text } });
}

const cells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

test('previews pasted text: semicolons detected, quoted semicolons and doubled quotes kept, the header recognised', async () => {
  renderImport();
  await paste('Pregunta;Respuesta\n"a; b";"dijo ""hola"""\nsol;sun');

  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.getByLabelText('Separador')).toHaveValue(';');
  expect(screen.getByText('Detectado: punto y coma')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'La primera fila es una cabecera' })).toBeChecked();
  expect(screen.getByRole('columnheader', { name: 'Pregunta Anverso' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Respuesta Reverso' })).toBeInTheDocument();
  expect(cells().slice(1)).toEqual([
    ['a; b', 'dijo "hola"'],
    ['sol', 'sun'],
  ]);
});

test('a chosen delimiter and the header toggle change what the preview shows', async () => {
  renderImport();
  await paste('uno,dos;tres\ncuatro,cinco;seis');
  await screen.findByRole('table');
  expect(cells().slice(1)).toEqual([
    ['uno', 'dos;tres'],
    ['cuatro', 'cinco;seis'],
  ]);
  expect(screen.getByRole('switch', { name: 'La primera fila es una cabecera' })).not.toBeChecked();

  await userEvent.selectOptions(screen.getByLabelText('Separador'), 'Punto y coma');
  expect(cells().slice(1)).toEqual([
    ['uno,dos', 'tres'],
    ['cuatro,cinco', 'seis'],
  ]);
  await userEvent.click(screen.getByRole('switch', { name: 'La primera fila es una cabecera' }));
  expect(screen.getByRole('columnheader', { name: 'uno,dos Anverso' })).toBeInTheDocument();
  expect(cells().slice(1)).toEqual([['cuatro,cinco', 'seis']]);
});

test('the mapping marks which column is the front and which the back', async () => {
  renderImport();
  await paste('notas\tinglés\tespañol\nverbo\tto go\tir');
  await screen.findByRole('table');
  expect(screen.getByLabelText('Separador')).toHaveValue('\t');

  await userEvent.selectOptions(screen.getByLabelText('Columna del anverso'), 'Columna 2: inglés');
  await userEvent.selectOptions(screen.getByLabelText('Columna del reverso'), 'Columna 3: español');
  expect(screen.getByRole('columnheader', { name: 'inglés Anverso' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'español Reverso' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'notas' })).toBeInTheDocument();
});

test('a file that is not UTF-8 says so, in the server’s words, before anything is sent', async () => {
  renderImport();
  const latin1 = new File(
    [new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x3b, 0x63, 0x6f, 0x66, 0x66, 0x65, 0x65])],
    'viejo.csv',
    {
      type: 'text/csv',
    },
  );
  await userEvent.upload(await screen.findByLabelText('Elige un archivo'), latin1);

  expect(await screen.findByRole('alert')).toHaveTextContent(importMessages.invalidUtf8);
  expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
});

test('a file names the new folder; an emptied name is refused with the folder rule’s message', async () => {
  renderImport();
  await userEvent.upload(
    await screen.findByLabelText('Elige un archivo'),
    new File(['front,back\nsol,sun'], 'Astronomía.csv', { type: 'text/csv' }),
  );
  const name = await screen.findByLabelText('Nombre de la carpeta nueva');
  expect(name).toHaveValue('Astronomía');

  await userEvent.clear(name);
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  expect(screen.getByRole('alert')).toHaveTextContent(folderMessages.nameRequired);
});

test('an Anki package needs no preview: each deck becomes a folder', async () => {
  renderImport();
  await userEvent.upload(
    await screen.findByLabelText('Elige un archivo'),
    new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'mazo.apkg'),
  );
  expect(await screen.findByText(/cada mazo será una carpeta nueva/)).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Destino' })).not.toBeInTheDocument();
});

test('opened from a folder (?folderId=9), the cards go into that folder', async () => {
  renderImport('/import?folderId=9');
  await paste('sol,sun');
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Una carpeta existente' })).toBeChecked());
  expect(screen.getByLabelText('Carpeta')).toHaveValue('9');
});

test('offline, the import cannot be sent: the button is disabled and says why', async () => {
  const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  try {
    renderImport();
    await paste('hola;hello\nadiós;goodbye');
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    await userEvent.hover(screen.getByRole('button', { name: 'Importar' }).parentElement as HTMLElement);
    expect((await screen.findAllByText('Necesita conexión a internet')).length).toBeGreaterThan(0);
  } finally {
    // Back to the prototype's getter.
    delete (window.navigator as { onLine?: boolean }).onLine;
    if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
  }
});
