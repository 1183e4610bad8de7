import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DeleteNoteDocument,
  FolderNotesDocument,
  FolderNotesPageDocument,
  type NoteItem_NoteFragment,
  NoteMoveFoldersDocument,
  UpdateNoteDocument,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { folder, userStats } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { FolderNotesRoute } from './folder-notes';

const basicType = {
  __typename: 'NoteType' as const,
  id: '1',
  name: 'Básica',
  kind: 'standard',
  fields: ['Anverso', 'Reverso'],
};
const note = (id: string, first: string, tags: string[] = [], cards = 1): NoteItem_NoteFragment => ({
  __typename: 'Note',
  id,
  folderId: '1',
  fields: [first, `${first} (reverso)`],
  tags,
  noteType: basicType,
  cards: Array.from({ length: cards }, (_, ord) => ({
    __typename: 'NoteCard' as const,
    id: `${id}0${ord}`,
    ord,
    empty: false,
  })),
});
const page = (nodes: NoteItem_NoteFragment[], hasNextPage = false) => ({
  __typename: 'NotePage' as const,
  nodes,
  hasNextPage,
  endCursor: nodes.at(-1)?.id ?? null,
});
const tags = [{ __typename: 'Tag' as const, tag: 'verbo', notes: 1 }];
const english = { __typename: 'Folder' as const, id: '1', name: 'Inglés' };
const viewer = { __typename: 'User' as const, id: '1', stats: userStats() };

/** The folder's notes as the API answers them, asked again after each change (the list is dropped from the cache). */
function notesMock(
  answers: { tag?: string | null; pages: ReturnType<typeof page>[] },
  calls: { lists: number },
): MockLink.MockedResponse {
  return {
    request: { query: FolderNotesDocument, variables: { id: '1', tag: answers.tag ?? null } },
    maxUsageCount: 10,
    result: () => {
      const answer = answers.pages[Math.min(calls.lists, answers.pages.length - 1)];
      calls.lists++;
      return { data: { folder: { ...english, notes: answer }, tags } };
    },
  };
}

function renderNotes(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/folders/:id/notes" element={<FolderNotesRoute />} />
      <Route path="*" element={null} />
    </Routes>,
    { path: '/folders/1/notes', mocks, cache: createCache() },
  );
}

/** The notes listed, in order, by their edit buttons' names. */
const items = () =>
  screen
    .queryAllByRole('button', { name: /^Editar la nota/ })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Editar la nota «(.*)»$/, '$1'));

test('filtered by a tag, offers «Estudiar» limited to it', async () => {
  const user = userEvent.setup();
  const calls = { lists: 0 };
  renderNotes([
    notesMock({ pages: [page([note('1', 'to be', ['verbo']), note('2', 'house')])] }, calls),
    notesMock({ tag: 'verbo', pages: [page([note('1', 'to be', ['verbo'])])] }, { lists: 0 }),
  ]);
  await screen.findByText('house');
  expect(screen.queryByRole('link', { name: /^Estudiar/ })).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por etiqueta' }), 'verbo (1)');
  await waitFor(() => expect(screen.queryByText('house')).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Estudiar «verbo»' })).toHaveAttribute('href', '/study/1?tag=verbo');
});

test('deletes a note after saying how many cards go with it; the list is read again without it', async () => {
  const user = userEvent.setup();
  const calls = { lists: 0 };
  const deletes: unknown[] = [];
  renderNotes([
    notesMock({ pages: [page([note('1', 'to be', [], 2), note('2', 'house')]), page([note('2', 'house')])] }, calls),
    {
      request: { query: DeleteNoteDocument, variables: { id: '1' } },
      result: (variables) => {
        deletes.push(variables);
        return {
          data: {
            deleteNote: {
              __typename: 'DeleteNotePayload',
              deletedNoteId: '1',
              deletedCardIds: ['100', '101'],
              folders: [folder({ id: '1', stats: { totalCards: 1 } })],
              viewer,
            },
          },
        };
      },
    },
  ]);
  await screen.findByText('to be');

  await user.click(screen.getByRole('button', { name: 'Eliminar la nota «to be»' }));
  const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar la nota?' });
  expect(dialog).toHaveAccessibleDescription(
    'Se eliminarán la nota y 2 tarjetas, con su historial. No se puede deshacer.',
  );
  // Cancelled: nothing asked of the API.
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(deletes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Eliminar la nota «to be»' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
  expect(await toasts().findByText('Nota eliminada con 2 tarjetas')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('to be')).not.toBeInTheDocument());
  expect(screen.getByText('house')).toBeInTheDocument();
  expect(calls.lists).toBe(2);
});

test('moves a note to another of the learner folders, chosen by name; it leaves this list', async () => {
  const user = userEvent.setup();
  const calls = { lists: 0 };
  const moves: unknown[] = [];
  renderNotes([
    notesMock({ pages: [page([note('1', 'to be'), note('2', 'house')]), page([note('2', 'house')])] }, calls),
    {
      request: { query: NoteMoveFoldersDocument },
      result: {
        data: {
          folders: [
            english,
            { __typename: 'Folder', id: '3', name: 'Verbos' },
            { __typename: 'Folder', id: '2', name: 'Historia' },
          ],
        },
      },
    },
    {
      request: { query: UpdateNoteDocument, variables: { id: '1', input: { folderId: '3' } } },
      result: (variables) => {
        moves.push(variables);
        return {
          data: {
            updateNote: {
              __typename: 'NotePayload',
              note: { ...note('1', 'to be'), folderId: '3' },
              folders: [folder({ id: '1', stats: { totalCards: 1 } }), folder({ id: '3', name: 'Verbos' })],
              viewer,
            },
          },
        };
      },
    },
  ]);
  await screen.findByText('to be');

  await user.click(screen.getByRole('button', { name: 'Mover la nota «to be»' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mover la nota' });
  const select = await within(dialog).findByRole('combobox', { name: 'Carpeta' });
  // The other folders, by name: not the one it is in.
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Historia', 'Verbos']);
  await user.selectOptions(select, 'Verbos');
  await user.click(within(dialog).getByRole('button', { name: 'Mover' }));

  expect(await toasts().findByText('Nota movida a «Verbos»')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('to be')).not.toBeInTheDocument());
  expect(moves).toHaveLength(1);
});

test('with no other folder, the move dialog says so', async () => {
  const user = userEvent.setup();
  renderNotes([
    notesMock({ pages: [page([note('1', 'to be')])] }, { lists: 0 }),
    { request: { query: NoteMoveFoldersDocument }, result: { data: { folders: [english] } } },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Mover la nota «to be»' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mover la nota' });
  expect(await within(dialog).findByText('No tienes otra carpeta a la que moverla.')).toBeInTheDocument();
});

test('«Cargar más notas» adds the next page, each after the one before, until there is none', async () => {
  const user = userEvent.setup();
  const pageAfter = (after: string, answer: ReturnType<typeof page>): MockLink.MockedResponse => ({
    request: { query: FolderNotesPageDocument, variables: { id: '1', tag: null, after } },
    result: { data: { folder: { __typename: 'Folder', id: '1', notes: answer } } },
  });
  renderNotes([
    notesMock({ pages: [page([note('1', 'one'), note('2', 'two')], true)] }, { lists: 0 }),
    pageAfter('2', page([note('3', 'three')], true)),
    pageAfter('3', page([note('4', 'four')])),
  ]);
  await screen.findByText('two');
  expect(items()).toEqual(['one', 'two']);

  await user.click(screen.getByRole('button', { name: 'Cargar más notas' }));
  expect(await screen.findByText('three')).toBeInTheDocument();
  expect(items()).toEqual(['one', 'two', 'three']);
  await user.click(await screen.findByRole('button', { name: 'Cargar más notas' }));
  expect(await screen.findByText('four')).toBeInTheDocument();
  expect(items()).toEqual(['one', 'two', 'three', 'four']);
  // The last page says there is none after it.
  await waitFor(() => expect(screen.queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument());
});

test('a page that fails to come says so, and is asked again', async () => {
  const user = userEvent.setup();
  renderNotes([
    notesMock({ pages: [page([note('1', 'one')], true)] }, { lists: 0 }),
    {
      request: { query: FolderNotesPageDocument, variables: { id: '1', tag: null, after: '1' } },
      error: new Error('sin red'),
    },
    {
      request: { query: FolderNotesPageDocument, variables: { id: '1', tag: null, after: '1' } },
      result: { data: { folder: { __typename: 'Folder', id: '1', notes: page([note('2', 'two')]) } } },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Cargar más notas' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar más notas.');
  await user.click(screen.getByRole('button', { name: 'Cargar más notas' }));
  expect(await screen.findByText('two')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});
