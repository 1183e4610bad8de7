import { folderWithCards, graphqlAs, graphqlData, learnerIn } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { noteInputMessages } from './note.schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const createNote = `mutation ($folderId: ID!, $input: CreateNoteInput!) {
  createNote(folderId: $folderId, input: $input) {
    note { id fields tags noteType { name kind fields } cards { id ord empty } }
    folders { id cardCount stats { totalCards dueCards } }
    viewer { id stats { cardsDueToday } }
  }
}`;

describe('GraphQL notes', () => {
  it('creates a cloze note, answering its folder stats; Card.note and Folder.notes (by tag) read it', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, ['sol']);
    const data = await graphqlData(agent, createNote, {
      folderId: folder.id,
      input: {
        noteType: 'Cloze',
        fields: ['{{c1::Madrid}} es la capital de {{c2::España}}', ''],
        tags: ['geo::capitales'],
      },
    });
    const { note, folders, viewer } = data.createNote;
    expect(note).toMatchObject({ tags: ['geo::capitales'], noteType: { name: 'Huecos', kind: 'cloze' } });
    expect(note.cards.map((card: { ord: number }) => card.ord)).toEqual([0, 1]);
    // The two cards of a two-card note are siblings: not studied the same day.
    expect(folders).toEqual([{ id: String(folder.id), cardCount: 3, stats: { totalCards: 3, dueCards: 2 } }]);
    expect(viewer.stats.cardsDueToday).toBe(2);

    const card = await graphqlData(agent, 'query ($id: ID!) { card(id: $id) { note { id fields } } }', {
      id: note.cards[1].id,
    });
    expect(card.card.note.id).toBe(note.id);

    const page = await graphqlData(
      agent,
      'query ($id: ID!, $tag: String) { folder(id: $id) { notes(tag: $tag) { nodes { id } hasNextPage } } }',
      { id: folder.id, tag: 'geo::*' },
    );
    expect(page.folder.notes).toEqual({ nodes: [{ id: note.id }], hasNextPage: false });

    const removed = await graphqlData(
      agent,
      'mutation ($id: ID!) { deleteNote(id: $id) { deletedNoteId deletedCardIds folders { id cardCount } } }',
      { id: note.id },
    );
    expect(removed.deleteNote).toMatchObject({ deletedNoteId: note.id, folders: [{ cardCount: 1 }] });
    expect(removed.deleteNote.deletedCardIds).toHaveLength(2);
  });

  it("answers another learner's note as null and their note type as NOT_FOUND", async () => {
    const ana = await learnerIn(t);
    const bea = await learnerIn(t);
    const { folder } = await folderWithCards(ana.agent, []);
    const { createNote: made } = await graphqlData(ana.agent, createNote, {
      folderId: folder.id,
      input: { noteType: 'Basic', fields: ['a', 'b'] },
    });
    expect(
      (await graphqlData(bea.agent, 'query ($id: ID!) { note(id: $id) { id } }', { id: made.note.id })).note,
    ).toBeNull();
    const types = await graphqlData(ana.agent, '{ noteTypes { id builtin } }');
    const answer = await graphqlAs(bea.agent, 'mutation ($id: ID!) { deleteNoteType(id: $id) { deletedNoteTypeId } }', {
      id: types.noteTypes[0].id,
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: noteInputMessages.noteTypeNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('edits a note type, asking first (CONFLICT) when cards would go', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, []);
    const { createNoteType: type } = await graphqlData(
      agent,
      'mutation { createNoteType(name: "Vocabulario", from: "Basic (and reversed card)") { id templates { name question answer } } }',
    );
    await graphqlData(agent, createNote, { folderId: folder.id, input: { noteType: type.id, fields: ['a', 'b'] } });
    const update = `mutation ($id: ID!, $input: UpdateNoteTypeInput!) {
      updateNoteType(id: $id, input: $input) { noteType { fields templates { name } } deletedCards folders { id cardCount } }
    }`;
    const input = { templates: [{ ...type.templates[0], from: 0 }] };
    const asked = await graphqlAs(agent, update, { id: type.id, input });
    expect(asked.errors?.[0]).toMatchObject({
      message: noteInputMessages.confirmCards(1),
      extensions: { code: 'CONFLICT' },
    });
    const done = await graphqlData(agent, update, { id: type.id, input: { ...input, confirm: true } });
    expect(done.updateNoteType).toMatchObject({ deletedCards: 1, folders: [{ id: String(folder.id), cardCount: 1 }] });
  });

  it('previews an edit of a type on the first note of it, writing nothing; with none, on the field names', async () => {
    const ana = await learnerIn(t);
    const { agent } = ana;
    const { folder } = await folderWithCards(agent, []);
    const { createNoteType: type } = await graphqlData(
      agent,
      'mutation { createNoteType(name: "Vocabulario", from: "Basic (and reversed card)") { id fields } }',
    );
    const preview = `query ($id: ID!, $input: UpdateNoteTypeInput) {
      noteTypePreview(id: $id, input: $input) { note { id fields } cards { ord front back } }
    }`;
    const empty = await graphqlData(agent, preview, { id: type.id });
    expect(empty.noteTypePreview.note).toBeNull();
    expect(empty.noteTypePreview.cards.map((card: { ord: number; front: string }) => [card.ord, card.front])).toEqual([
      [0, '«Anverso»'],
      [1, '«Reverso»'],
    ]);

    const { createNote: made } = await graphqlData(agent, createNote, {
      folderId: folder.id,
      input: { noteType: type.id, fields: ['sol', 'sun'] },
    });
    await graphqlData(agent, createNote, {
      folderId: folder.id,
      input: { noteType: type.id, fields: ['luna', 'moon'] },
    });
    // Templates being written: the first note, rendered through them.
    const edited = await graphqlData(agent, preview, {
      id: type.id,
      input: {
        templates: [{ name: 'Solo', question: '{{Reverso}}', answer: '{{Anverso}}', from: 0 }],
      },
    });
    expect(edited.noteTypePreview.note).toEqual({ id: made.note.id, fields: ['sol', 'sun'] });
    expect(edited.noteTypePreview.cards).toEqual([{ ord: 0, front: 'sun', back: 'sol' }]);
    // Fields renamed and swapped: the note's text follows its fields, the templates follow the names.
    const swapped = await graphqlData(agent, preview, {
      id: type.id,
      input: {
        fields: [
          { name: 'Palabra', from: 1 },
          { name: 'Significado', from: 0 },
        ],
      },
    });
    expect(swapped.noteTypePreview.cards.map((card: { front: string }) => card.front)).toEqual(['sol', 'sun']);
    // Nothing was written: the type and the note's cards are as they were.
    const after = await graphqlData(agent, 'query ($id: ID!) { noteType(id: $id) { fields templates { name } } }', {
      id: type.id,
    });
    expect(after.noteType).toEqual({
      fields: ['Anverso', 'Reverso'],
      templates: [{ name: 'Tarjeta 1' }, { name: 'Tarjeta 2' }],
    });
    const card = await graphqlData(agent, 'query ($id: ID!) { card(id: $id) { front } }', {
      id: made.note.cards[0].id,
    });
    expect(card.card.front).toBe('sol');

    // What a save refuses, the preview refuses in the same words; another learner's type is missing.
    const refused = await graphqlAs(agent, preview, {
      id: type.id,
      input: { templates: [{ name: 'Solo', question: '{{Nada}}', answer: '{{Anverso}}', from: 0 }] },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Nada'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const bea = await learnerIn(t);
    const foreign = await graphqlAs(bea.agent, preview, { id: type.id });
    expect(foreign.errors?.[0]).toMatchObject({
      message: noteInputMessages.noteTypeNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lists, renames and deletes tags', async () => {
    const { agent } = await learnerIn(t);
    const { folder } = await folderWithCards(agent, []);
    const { createNote: made } = await graphqlData(agent, createNote, {
      folderId: folder.id,
      input: { noteType: 'Basic', fields: ['a', 'b'], tags: ['verbo'] },
    });
    await graphqlData(
      agent,
      'mutation ($ids: [ID!]!) { tagNotes(noteIds: $ids, add: ["gramática::verbos"]) { id tags } }',
      {
        ids: [made.note.id],
      },
    );
    expect((await graphqlData(agent, '{ tags { tag notes } }')).tags).toEqual([
      { tag: 'gramática::verbos', notes: 1 },
      { tag: 'verbo', notes: 1 },
    ]);
    const renamed = await graphqlData(
      agent,
      'mutation { renameTag(from: "gramática", to: "lengua") { notes tags { tag } } }',
    );
    expect(renamed.renameTag).toEqual({ notes: 1, tags: [{ tag: 'lengua::verbos' }, { tag: 'verbo' }] });
    const deleted = await graphqlData(agent, 'mutation { deleteTag(tag: "verbo") { notes tags { tag } } }');
    expect(deleted.deleteTag).toEqual({ notes: 1, tags: [{ tag: 'lengua::verbos' }] });
  });
});
