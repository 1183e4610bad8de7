import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoteTypePreviewDocument, NoteTypesDocument, UpdateNoteTypeDocument } from '@/__generated__/graphql';
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

type PreviewInput = {
  fields: { name: string; from: number | null }[];
  templates?: { name: string; question: string; answer: string }[];
};

/**
 * The API's preview as these tests need it: the learner's first «Vocabulario» note (casa, house) through the draft's
 * first two templates, written as `{{Field}}` only; no note of «Huecos»; a template naming a missing field refused.
 */
function previewMock(asked: PreviewInput[] = []) {
  const note = { __typename: 'Note' as const, id: '30', fields: ['casa', 'house', 'Mi casa'] };
  const values: Record<string, string> = { Palabra: 'casa', Significado: 'house', Ejemplo: 'Mi casa' };
  return {
    request: { query: NoteTypePreviewDocument, variables: () => true },
    maxUsageCount: 50,
    result: ({ id, input }: { id: string; input: PreviewInput }) => {
      asked.push(input);
      if (id === '4')
        return {
          data: {
            noteTypePreview: {
              __typename: 'NoteTypePreview' as const,
              note: null,
              cards: [{ __typename: 'NotePreviewCard' as const, ord: 0, front: '**\\[...\\]**', back: '**«Texto»**' }],
            },
          },
        };
      const templates = input.templates ?? vocabulary.templates;
      const fill = (template: string) =>
        template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `?${name}`);
      const missing = templates
        .flatMap((t) => [...`${t.question}${t.answer}`.matchAll(/\{\{(\w+)\}\}/g)])
        .map((match) => match[1])
        .find((name) => !(name in values));
      if (missing)
        return {
          errors: [
            {
              message: `La plantilla «Reconocer» usa el campo «${missing}», que este tipo no tiene`,
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        };
      return {
        data: {
          noteTypePreview: {
            __typename: 'NoteTypePreview' as const,
            note,
            cards: templates.map((template, ord) => ({
              __typename: 'NotePreviewCard' as const,
              ord,
              front: fill(template.question),
              back: fill(template.answer),
            })),
          },
        },
      };
    },
  };
}

function renderNoteTypes(mocks: Parameters<typeof renderRoute>[1]['mocks'], asked: PreviewInput[] = []) {
  renderRoute(<NoteTypesRoute />, {
    path: '/settings/note-types',
    mocks: [...(mocks ?? []), previewMock(asked)],
    cache: createCache(),
  });
}

describe('the live preview of the templates', () => {
  test("shows the cards of the learner's first note of the type, and follows the templates as they are written", async () => {
    const user = userEvent.setup();
    const asked: PreviewInput[] = [];
    renderNoteTypes([listMock], asked);
    const preview = await screen.findByRole('region', { name: 'Vista previa de las tarjetas' });
    expect(within(preview).getByText('Con tu nota «casa», tal como quedaría al guardar.')).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getAllByText('house')).toHaveLength(2);
    // The saved templates are the API's to follow until the learner edits them.
    expect(asked[0]).toEqual({ fields: vocabulary.fields.map((name, from) => ({ name, from })) });

    const question = screen.getByRole('textbox', { name: 'Pregunta de «Producir»' });
    await user.clear(question);
    await user.type(question, '{{{{Ejemplo}}');
    expect(await within(preview).findByText('Mi casa')).toBeInTheDocument();
    expect(asked.at(-1)?.templates?.[1]).toMatchObject({ name: 'Producir', question: '{{Ejemplo}}' });
    // A pause in typing is one request, not one a key.
    expect(asked.length).toBeLessThan(5);
  });

  test('a template the API refuses says why, and the preview comes back once it is mended', async () => {
    const user = userEvent.setup();
    renderNoteTypes([listMock]);
    await screen.findByRole('region', { name: 'Vista previa de las tarjetas' });
    const question = screen.getByRole('textbox', { name: 'Pregunta de «Reconocer»' });
    await user.type(question, '{{{{Audio}}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo preparar la vista previa: La plantilla «Reconocer» usa el campo «Audio», que este tipo no tiene',
    );
    await user.clear(question);
    await user.type(question, '{{{{Palabra}}');
    expect(await screen.findByRole('region', { name: 'Vista previa de las tarjetas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a type with no note yet is previewed with its field names in their places', async () => {
    const user = userEvent.setup();
    renderNoteTypes([listMock]);
    await screen.findByRole('region', { name: 'Vista previa de las tarjetas' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo que editas' }), 'Huecos');
    expect(
      await screen.findByText('Aún no tienes notas de este tipo: los nombres de los campos ocupan su lugar.'),
    ).toBeInTheDocument();
    expect(screen.getByText('«Texto»')).toBeInTheDocument();
  });
});

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
