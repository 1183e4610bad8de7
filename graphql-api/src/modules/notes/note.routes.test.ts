import { folderWithCards, learnerIn, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { noteInputMessages } from './note.schema';
import { noteMessages } from './note.write';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

async function learnerWithFolder() {
  const { agent, userId } = await learnerIn(t);
  const { folder } = await folderWithCards(agent, []);
  return { agent, userId, folderId: folder.id as number };
}

const cardsOf = (noteId: number) =>
  sql<{ id: number; template_ord: number; front: string; back: string; empty: boolean; folder_id: number }>(
    t,
    'select id, template_ord, front, back, empty, folder_id from cards where note_id = ? order by template_ord',
    [noteId],
  );

describe('/api/notes', () => {
  it('creates a note of a built-in type by its Anki name, with its cards, and reads it back', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const created = await agent.post('/api/notes').send({
      folderId,
      noteType: 'Basic (and reversed card)',
      fields: { Anverso: 'sol', Reverso: 'sun' },
      tags: ['clima', 'Clima'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ folderId, fields: ['sol', 'sun'], tags: ['clima'] });
    expect(created.body.cards.map((card: { ord: number }) => card.ord)).toEqual([0, 1]);
    const read = await agent.get(`/api/notes/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    // The SPEC's card list sees its cards as before.
    const cards = await agent.get(`/api/folders/${folderId}/cards`);
    expect(cards.body.map((card: { front: string }) => card.front)).toEqual(['sol', 'sun']);
  });

  it('edits a cloze note: existing cards re-rendered in place, a new gap a new card, a gone gap kept as empty', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const created = await agent
      .post('/api/notes')
      .send({ folderId, noteType: 'Cloze', fields: ['{{c1::Madrid}} y {{c2::Lisboa}}', ''] });
    expect(created.status).toBe(201);
    const [c1, c2] = created.body.cards;
    const edited = await agent
      .put(`/api/notes/${created.body.id}`)
      .send({ fields: ['{{c1::Madrid}} y {{c3::Roma}}', 'capitales'] });
    expect(edited.status).toBe(200);
    expect(edited.body.cards).toEqual([
      { id: c1.id, ord: 0, empty: false },
      { id: c2.id, ord: 1, empty: true },
      { id: expect.any(Number), ord: 2, empty: false },
    ]);
    const [first] = await cardsOf(created.body.id);
    expect(first.back).toContain('capitales');
  });

  it('moves a note and its cards to another folder, and deletes it with its cards', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const other = (await agent.post('/api/folders').send({ name: 'Otra' })).body;
    const { body: note } = await agent
      .post('/api/notes')
      .send({ folderId, noteType: 'Básica y al revés', fields: ['a', 'b'] });
    const moved = await agent.put(`/api/notes/${note.id}`).send({ folderId: other.id });
    expect(moved.body.folderId).toBe(other.id);
    expect((await cardsOf(note.id)).map((card) => card.folder_id)).toEqual([other.id, other.id]);
    const folders = await sql<{ id: number; card_count: number }>(
      t,
      'select id, card_count from folders where id in (?, ?) order by id',
      [folderId, other.id],
    );
    expect(folders.map((folder) => folder.card_count)).toEqual([0, 2]);

    expect((await agent.delete(`/api/notes/${note.id}`)).status).toBe(204);
    expect(await cardsOf(note.id)).toEqual([]);
    expect((await agent.get(`/api/notes/${note.id}`)).status).toBe(404);
  });

  it("pages a folder's notes, filtered by a tag and its children", async () => {
    const { agent, folderId } = await learnerWithFolder();
    for (const tags of [['gramática::verbos'], ['gramática'], ['vocabulario'], ['Gramática::Verbos::irregulares']])
      await agent.post('/api/notes').send({ folderId, noteType: 'Basic', fields: [tags[0], 'x'], tags });
    const verbs = await agent.get('/api/notes').query({ folderId, tag: 'gramática::verbos' });
    expect(verbs.body.notes.map((note: { fields: string[] }) => note.fields[0])).toEqual([
      'gramática::verbos',
      'Gramática::Verbos::irregulares',
    ]);
    const under = await agent.get('/api/notes').query({ folderId, tag: 'gramática::*' });
    expect(under.body.notes).toHaveLength(2);
    const page = await agent.get('/api/notes').query({ folderId, limit: 3 });
    expect(page.body.notes).toHaveLength(3);
    const rest = await agent.get('/api/notes').query({ folderId, limit: 3, cursor: page.body.nextCursor });
    expect(rest.body).toMatchObject({ notes: [{ fields: ['Gramática::Verbos::irregulares', 'x'] }], nextCursor: null });
  });

  it('refuses bad notes in Spanish with nothing written', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const cases: [object, number, string][] = [
      [{ noteType: 'Basic', fields: ['', 'b'] }, 400, noteMessages.noCard],
      [{ noteType: 'Cloze', fields: ['{{c0::a}}'] }, 400, noteMessages.clozeOrdinal('0')],
      [{ noteType: 'Cloze', fields: ['{{c10000::a}}'] }, 400, noteMessages.clozeOrdinal('10000')],
      [{ noteType: 'Basic', fields: ['a'.repeat(1_000_001), 'b'] }, 400, noteMessages.fieldTooLong('Anverso')],
      [{ noteType: 'Basic', fields: ['a', 'b'], tags: ['con espacio'] }, 400, noteMessages.tagInvalid('con espacio')],
      [
        { noteType: 'Basic', fields: { Nada: 'a' } },
        400,
        noteInputMessages.unknownField('Nada', ['Anverso', 'Reverso']),
      ],
      [{ noteType: 'No existe', fields: ['a'] }, 404, noteInputMessages.noteTypeNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await agent.post('/api/notes').send({ folderId, ...body });
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await sql(t, 'select id from notes where folder_id = ?', [folderId])).toEqual([]);
  });

  it("answers another learner's note, note type and folder as missing (404)", async () => {
    const ana = await learnerWithFolder();
    const bea = await learnerWithFolder();
    const { body: note } = await ana.agent
      .post('/api/notes')
      .send({ folderId: ana.folderId, noteType: 'Basic', fields: ['a', 'b'] });
    const [anaType] = await sql<{ id: number }>(
      t,
      "select id from note_types where user_id = ? and builtin = 'cloze'",
      [ana.userId],
    );
    expect((await bea.agent.get(`/api/notes/${note.id}`)).status).toBe(404);
    expect((await bea.agent.put(`/api/notes/${note.id}`).send({ tags: ['x'] })).status).toBe(404);
    expect((await bea.agent.delete(`/api/notes/${note.id}`)).status).toBe(404);
    expect((await bea.agent.get(`/api/note-types/${anaType.id}`)).status).toBe(404);
    const foreignType = await bea.agent
      .post('/api/notes')
      .send({ folderId: bea.folderId, noteType: anaType.id, fields: ['{{c1::a}}'] });
    expect(foreignType.status).toBe(404);
    const foreignFolder = await bea.agent
      .post('/api/notes')
      .send({ folderId: ana.folderId, noteType: 'Basic', fields: ['a', 'b'] });
    expect(foreignFolder.status).toBe(404);
    const foreignMove = await ana.agent.put(`/api/notes/${note.id}`).send({ folderId: bea.folderId });
    expect(foreignMove.status).toBe(404);
    expect((await bea.agent.post('/api/notes/tags').send({ noteIds: [note.id], add: ['x'] })).status).toBe(404);
    expect((await ana.agent.get(`/api/notes/${note.id}`)).body).toMatchObject({ folderId: ana.folderId, tags: [] });
  });
});

describe('/api/tags', () => {
  it('lists tags with counts, tags notes, renames a tag with its children, deletes one everywhere', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const ids: number[] = [];
    for (const tags of [['verbo', 'gramática::verbos'], ['gramática::verbos::irregulares'], ['Verbo']]) {
      const { body } = await agent.post('/api/notes').send({ folderId, noteType: 'Basic', fields: ['a', 'b'], tags });
      ids.push(body.id);
    }
    expect((await agent.get('/api/tags')).body).toEqual([
      { tag: 'gramática::verbos', notes: 1 },
      { tag: 'gramática::verbos::irregulares', notes: 1 },
      { tag: 'Verbo', notes: 2 },
    ]);
    const tagged = await agent
      .post('/api/notes/tags')
      .send({ noteIds: [ids[1], ids[2]], add: ['ñu'], remove: ['VERBO'] });
    expect(tagged.body).toEqual({ noteIds: [ids[1], ids[2]] });
    expect((await agent.get(`/api/notes/${ids[2]}`)).body.tags).toEqual(['ñu']);

    const renamed = await agent.put('/api/tags').send({ from: 'Gramática::Verbos', to: 'lengua::verbos' });
    expect(renamed.body).toEqual({ notes: 2 });
    expect((await agent.get(`/api/notes/${ids[1]}`)).body.tags).toEqual(['lengua::verbos::irregulares', 'ñu']);
    expect((await agent.get(`/api/notes/${ids[0]}`)).body.tags).toEqual(['verbo', 'lengua::verbos']);

    expect((await agent.delete('/api/tags').query({ tag: 'lengua' })).body).toEqual({ notes: 2 });
    expect((await agent.get('/api/tags')).body).toEqual([
      { tag: 'verbo', notes: 1 },
      { tag: 'ñu', notes: 2 },
    ]);
    expect((await agent.delete('/api/tags').query({ tag: 'nada' })).status).toBe(404);
    const bad = await agent.put('/api/tags').send({ from: 'verbo', to: 'dos palabras' });
    expect([bad.status, bad.body.message]).toEqual([400, noteMessages.tagInvalid('dos palabras')]);
  });
});

describe('/api/note-types', () => {
  it('lists the built-ins, adds a copy, renames a field (templates follow) and reorders fields', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const list = await agent.get('/api/note-types');
    expect(list.body.map((type: { builtin: string }) => type.builtin)).toEqual([
      'basic',
      'basic_reversed',
      'basic_optional_reversed',
      'cloze',
    ]);
    const copy = await agent.post('/api/note-types').send({ name: 'Vocabulario', from: 'Basic (and reversed card)' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Vocabulario',
      builtin: null,
      fields: ['Anverso', 'Reverso'],
      noteCount: 0,
    });
    expect((await agent.post('/api/note-types').send({ name: 'vocabulario', from: 'Basic' })).status).toBe(409);

    const { body: note } = await agent
      .post('/api/notes')
      .send({ folderId, noteType: copy.body.id, fields: ['perro', 'dog'] });
    const renamed = await agent.put(`/api/note-types/${copy.body.id}`).send({
      name: 'Vocabulario inglés',
      fields: [{ name: 'Inglés', from: 1 }, { name: 'Español', from: 0 }, { name: 'Ejemplo' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Vocabulario inglés',
      fields: ['Inglés', 'Español', 'Ejemplo'],
      deletedCards: 0,
    });
    expect(renamed.body.templates[0].question).toBe('{{Español}}');
    expect((await agent.get(`/api/notes/${note.id}`)).body.fields).toEqual(['dog', 'perro', '']);
    expect((await cardsOf(note.id)).map((card) => card.front)).toEqual(['perro', 'dog']);
  });

  it('asks first (409, how many) before a change deletes cards, and refuses a type left without a question', async () => {
    const { agent, folderId } = await learnerWithFolder();
    const { body: type } = await agent.post('/api/note-types').send({ name: 'Dos', from: 'Basic (and reversed card)' });
    const { body: note } = await agent.post('/api/notes').send({ folderId, noteType: type.id, fields: ['a', 'b'] });
    const [forward] = type.templates;

    const drop = { templates: [{ ...forward, from: 0 }] };
    const asked = await agent.put(`/api/note-types/${type.id}`).send(drop);
    expect([asked.status, asked.body.message]).toEqual([409, noteInputMessages.confirmCards(1)]);
    expect(await cardsOf(note.id)).toHaveLength(2);
    const confirmed = await agent.put(`/api/note-types/${type.id}`).send({ ...drop, confirm: true });
    expect(confirmed.body.deletedCards).toBe(1);
    expect((await cardsOf(note.id)).map((card) => card.template_ord)).toEqual([0]);

    const noQuestion = await agent.put(`/api/note-types/${type.id}`).send({ fields: [{ name: 'Reverso', from: 1 }] });
    expect([noQuestion.status, noQuestion.body.message]).toEqual([
      400,
      noteInputMessages.templateUnknownField('Tarjeta 1', 'Anverso'),
    ]);
    const loop = await agent
      .put(`/api/note-types/${type.id}`)
      .send({ templates: [{ name: 'T', question: `${'{{#Anverso}}'.repeat(150)}x`, answer: '', from: 0 }] });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toMatch(/^La plantilla del tipo de nota no se puede componer/);
    const tooMany = await agent
      .put(`/api/note-types/${type.id}`)
      .send({ fields: Array.from({ length: 500 }, (_, i) => ({ name: `Campo ${i}` })) });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, noteInputMessages.fieldsCount]);
    expect((await agent.get(`/api/note-types/${type.id}`)).body.fields).toEqual(['Anverso', 'Reverso']);

    const inUse = await agent.delete(`/api/note-types/${type.id}`);
    expect([inUse.status, inUse.body.message]).toEqual([409, noteInputMessages.noteTypeInUse(1)]);
    expect((await agent.delete(`/api/note-types/${type.id}`).query({ confirm: 'true' })).status).toBe(204);
    expect((await agent.get(`/api/notes/${note.id}`)).status).toBe(404);
    const [basic] = (await agent.get('/api/note-types')).body;
    expect((await agent.delete(`/api/note-types/${basic.id}`)).status).toBe(409);
  });
});
