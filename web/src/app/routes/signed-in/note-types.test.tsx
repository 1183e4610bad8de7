import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoteTypesDocument, UpdateNoteTypeDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { renderRoute } from '@/testing/render-route';
import { ana, toasts } from '@/testing/test-utils';
import { NoteTypesRoute } from './note-types';

const template = (name: string, question: string, answer: string) => ({
  __typename: 'CardTemplate' as const,
  name,
  question,
  answer,
});
const vocabulary = {
  __typename: 'NoteType' as const,
  id: '7',
  name: 'Vocabulario',
  builtin: null,
  kind: 'standard',
  fields: ['Palabra', 'Significado', 'Ejemplo'],
  templates: [
    template('Reconocer', '{{Palabra}}', '{{Significado}}'),
    template('Producir', '{{Significado}}', '{{Palabra}}'),
  ],
  noteCount: 3,
};
const cloze = {
  __typename: 'NoteType' as const,
  id: '4',
  name: 'Huecos',
  builtin: 'cloze',
  kind: 'cloze',
  fields: ['Texto', 'Extra'],
  templates: [template('Huecos', '{{cloze:Texto}}', '{{cloze:Texto}}\n\n{{Extra}}')],
  noteCount: 0,
};
const listMock = {
  request: { query: NoteTypesDocument },
  result: {
    data: {
      noteTypes: [vocabulary, cloze],
      tags: [{ __typename: 'Tag' as const, tag: 'verbos', notes: 2 }],
    },
  },
};
const saved = (fields: string[], templates = vocabulary.templates) => ({
  data: {
    updateNoteType: {
      __typename: 'NoteTypePayload' as const,
      noteType: { ...vocabulary, fields, templates },
      deletedCards: 0,
      folders: [],
      viewer: {
        ...ana,
        stats: {
          __typename: 'UserStats' as const,
          cardsDueToday: 0,
          cardsStudiedToday: 0,
          totalFolders: 1,
          currentStreak: 0,
          newCards: 0,
          hardCards: 0,
          goodCards: 0,
          easyCards: 0,
        },
      },
    },
  },
});

function renderNoteTypes(mocks: Parameters<typeof renderRoute>[1]['mocks']) {
  renderRoute(<NoteTypesRoute />, { path: '/settings/note-types', mocks, cache: createCache() });
}

test('lists the types with their fields and notes, and edits the first', async () => {
  renderNoteTypes([listMock]);
  const list = await screen.findByRole('region', { name: 'Tus tipos' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Vocabulario · 3 campos, 3 notas', 'Huecos · 2 campos, 0 notas']);
  expect(screen.getByRole('combobox', { name: 'Tipo que editas' })).toHaveValue('7');
  expect(screen.getByRole('textbox', { name: 'Campo 2' })).toHaveValue('Significado');
  expect(screen.getByRole('textbox', { name: 'Pregunta de «Producir»' })).toHaveValue('{{Significado}}');
  // A built-in cannot be deleted; one of the learner's own can.
  expect(screen.getByRole('button', { name: 'Eliminar el tipo' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tipo que editas' }), 'Huecos');
  expect(screen.queryByRole('button', { name: 'Eliminar el tipo' })).not.toBeInTheDocument();
  expect(screen.getByText('Es un tipo incorporado: puedes cambiarlo, pero no eliminarlo.')).toBeInTheDocument();
});

test('renames, moves and adds fields, each remembering the field it was; the templates are left to the API', async () => {
  const user = userEvent.setup();
  const fields = [
    { name: 'Palabra', from: 0 },
    { name: 'Ejemplo', from: 2 },
    { name: 'Sentido', from: 1 },
    { name: 'Audio', from: null },
  ];
  renderNoteTypes([
    listMock,
    {
      request: { query: UpdateNoteTypeDocument, variables: { id: '7', input: { fields } } },
      result: saved(fields.map((field) => field.name)),
    },
  ]);
  const second = await screen.findByRole('textbox', { name: 'Campo 2' });
  await user.clear(second);
  await user.type(second, 'Sentido');
  await user.click(screen.getByRole('button', { name: 'Bajar el campo «Sentido»' }));
  await user.type(screen.getByRole('textbox', { name: 'Campo nuevo' }), 'Audio');
  await user.click(screen.getByRole('button', { name: 'Añadir campo' }));
  await user.click(screen.getByRole('button', { name: 'Guardar campos y plantillas' }));
  expect(await toasts().findByText('Tipo de nota guardado; sus tarjetas, al día')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Campo 4' })).toHaveValue('Audio');
});

test('a change that would delete cards is asked first, saying how many, and sent again only when confirmed', async () => {
  const user = userEvent.setup();
  const fields = vocabulary.fields.map((name, index) => ({ name, from: index }));
  const input = {
    fields,
    templates: [{ name: 'Reconocer', question: '{{Palabra}}', answer: '{{Significado}}', from: 0 }],
  };
  renderNoteTypes([
    listMock,
    {
      request: { query: UpdateNoteTypeDocument, variables: { id: '7', input } },
      result: {
        errors: [
          {
            message:
              'Este cambio eliminaría 3 tarjetas con su historial: repítelo con «confirm: true» si es lo que quieres',
            extensions: { code: 'CONFLICT' },
          },
        ],
      },
    },
    {
      request: { query: UpdateNoteTypeDocument, variables: { id: '7', input: { ...input, confirm: true } } },
      result: saved(vocabulary.fields, [vocabulary.templates[0]]),
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Eliminar la plantilla «Producir»' }));
  expect(screen.queryByRole('textbox', { name: 'Pregunta de «Producir»' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Guardar campos y plantillas' }));
  const question = await screen.findByRole('alertdialog', { name: '¿Eliminar tarjetas?' });
  expect(question).toHaveTextContent('Este cambio eliminará 3 tarjetas con su historial. No se puede deshacer.');
  await user.click(within(question).getByRole('button', { name: 'Eliminar y guardar' }));
  expect(await toasts().findByText('Tipo de nota guardado; sus tarjetas, al día')).toBeInTheDocument();
  // One template left: it cannot be deleted.
  expect(screen.queryByRole('button', { name: /^Eliminar la plantilla/ })).not.toBeInTheDocument();
});
