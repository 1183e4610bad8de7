import { folderMessages } from '@api/modules/folders/folder.schema';
import { importMessages } from '@api/modules/imports/import.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportFoldersDocument, ImportNoteTypesDocument } from '@/__generated__/graphql';
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

const noteTypesMock = {
  request: { query: ImportNoteTypesDocument },
  result: {
    data: {
      noteTypes: [
        { __typename: 'NoteType' as const, id: '1', name: 'Básica', builtin: 'basic', fields: ['Anverso', 'Reverso'] },
        { __typename: 'NoteType' as const, id: '4', name: 'Huecos', builtin: 'cloze', fields: ['Texto', 'Extra'] },
        {
          __typename: 'NoteType' as const,
          id: '12',
          name: 'Vocabulario',
          builtin: null,
          fields: ['Palabra', 'Traducción', 'Ejemplo'],
        },
      ],
    },
  },
  maxUsageCount: 5,
};

function renderImport(path = '/import', mocks: object[] = [foldersMock, noteTypesMock]) {
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

  await userEvent.selectOptions(screen.getByLabelText('Columna 1: notas'), 'Nada (no se importa)');
  await userEvent.selectOptions(screen.getByLabelText('Columna 2: inglés'), 'Anverso');
  await userEvent.selectOptions(screen.getByLabelText('Columna 3: español'), 'Reverso');
  expect(screen.getByRole('columnheader', { name: 'inglés Anverso' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'español Reverso' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'notas' })).toBeInTheDocument();
});

/** What the form sends: fetch is made to fail as a lost connection would, after its body has been kept. */
async function submitted(): Promise<Record<string, FormDataEntryValue>> {
  const original = globalThis.fetch;
  const sent = jest.fn((_url: string, _init: { body: FormData }) => Promise.reject(new TypeError('Failed to fetch')));
  globalThis.fetch = sent as unknown as typeof fetch;
  try {
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo subir el archivo');
  } finally {
    globalThis.fetch = original;
  }
  expect(sent).toHaveBeenCalledTimes(1);
  const form = sent.mock.calls[0][1].body;
  return Object.fromEntries([...form.entries()].filter(([name]) => name !== 'text'));
}

test('columns map to the chosen note type’s fields, its tags or nothing; the preview marks each', async () => {
  renderImport();
  await paste('palabra;ejemplo;etiquetas;traducción;otra\ndog;The dog barks.;inglés animales;perro;x');
  await screen.findByRole('table');
  await userEvent.selectOptions(await screen.findByLabelText('Tipo de nota'), 'Vocabulario');
  // By position at first: the type's three fields, the rest nothing.
  expect(screen.getByLabelText('Columna 1: palabra')).toHaveDisplayValue('Palabra');
  expect(screen.getByLabelText('Columna 4: traducción')).toHaveDisplayValue('Nada (no se importa)');

  await userEvent.selectOptions(screen.getByLabelText('Columna 2: ejemplo'), 'Ejemplo');
  await userEvent.selectOptions(screen.getByLabelText('Columna 3: etiquetas'), 'Etiquetas');
  await userEvent.selectOptions(screen.getByLabelText('Columna 4: traducción'), 'Traducción');
  expect(screen.getByRole('columnheader', { name: 'ejemplo Ejemplo' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'etiquetas Etiquetas' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'traducción Traducción' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'otra' })).toBeInTheDocument();

  expect(await submitted()).toEqual({
    delimiter: ';',
    hasHeader: 'true',
    noteTypeId: '12',
    fieldColumns: '[0,3,1]',
    tagsColumn: '2',
    folderName: 'Importación',
  });
});

test('a mapping that fills a field twice, or leaves the first field without a column, is refused before sending', async () => {
  renderImport();
  await paste('sol,sun,clima');
  await screen.findByRole('table');
  await screen.findByRole('option', { name: 'Huecos' });

  await userEvent.selectOptions(screen.getByLabelText('Columna 3'), 'Anverso');
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  expect(screen.getByRole('alert')).toHaveTextContent('El campo «Anverso» tiene dos columnas: elige solo una');

  await userEvent.selectOptions(screen.getByLabelText('Columna 1'), 'Nada (no se importa)');
  await userEvent.selectOptions(screen.getByLabelText('Columna 3'), 'Etiquetas');
  await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
  expect(screen.getByRole('alert')).toHaveTextContent(importMessages.firstFieldColumn);

  // "Básica" from two columns is sent as before notes; with a tags column, as a mapping.
  await userEvent.selectOptions(screen.getByLabelText('Columna 1'), 'Anverso');
  expect(await submitted()).toMatchObject({ noteTypeId: '1', fieldColumns: '[0,1]', tagsColumn: '2' });
  await userEvent.selectOptions(screen.getByLabelText('Columna 3'), 'Nada (no se importa)');
  const basic = await submitted();
  expect(basic).toMatchObject({ frontColumn: '0', backColumn: '1' });
  expect(basic).not.toHaveProperty('fieldColumns');
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
