import supertest from 'supertest';
import { folderWithCards, graphqlData, signedUpAgent, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// Community folders carry their notes, note types and tags (issue 38 item 7, DESIGN §16).

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { SIGNUPS_PER_IP_PER_HOUR: '1000' } });
});
afterAll(() => t.stop());

type Agent = supertest.Agent;
type NoteRow = { id: number; guid: string; fields: string[]; tags: string[]; type: string; builtin: string | null };
type CardRow = { id: number; note_guid: string; template_ord: number; front: string; back: string };

async function author() {
  const learner = await signedUpAgent(t);
  await learner.agent.put('/api/user/settings').send({ publicName: 'Profe Marta' }).expect(200);
  return learner;
}

const publish = (agent: Agent, folderId: number) =>
  agent.post(`/api/folders/${folderId}/publish`).send({ title: 'Capitales y animales' }).expect(200);

const notesOf = (folderId: number) =>
  sql<NoteRow>(
    t,
    `select n.id, n.guid, n.fields, n.tags, nt.name as type, nt.builtin from notes n
       join note_types nt on nt.id = n.note_type_id where n.folder_id = ? order by n.id`,
    [folderId],
  );

const cardsOf = (folderId: number) =>
  sql<CardRow>(
    t,
    `select c.id, n.guid as note_guid, c.template_ord, c.front, c.back from cards c join notes n on n.id = c.note_id
      where c.folder_id = ? order by c.id`,
    [folderId],
  );

/** What a note and its cards look like whoever owns them: type, fields, tags, and each card's ordinal and sides. */
async function contentOf(folderId: number) {
  const cards = await cardsOf(folderId);
  return (await notesOf(folderId)).map((note) => ({
    type: note.type,
    builtin: note.builtin,
    fields: note.fields,
    tags: note.tags,
    cards: cards
      .filter((card) => card.note_guid === note.guid)
      .map((card) => ({ ord: card.template_ord, front: card.front, back: card.back })),
  }));
}

/**
 * An author's folder: a cloze note with two gaps, and a note of a custom "Vocabulario" type with two templates
 * (renamed fields), both tagged; published.
 */
async function publishedFolder() {
  const owner = await author();
  const { folder } = await folderWithCards(owner.agent, []);
  const cloze = await owner.agent
    .post('/api/notes')
    .send({
      folderId: folder.id,
      noteType: 'Cloze',
      fields: ['{{c1::Madrid}} es la capital de {{c2::España::país}}', 'Geografía'],
      tags: ['geo::capitales'],
    })
    .expect(201);
  const { body: type } = await owner.agent
    .post('/api/note-types')
    .send({ name: 'Vocabulario', from: 'Basic (and reversed card)' })
    .expect(201);
  await owner.agent
    .put(`/api/note-types/${type.id}`)
    .send({
      fields: [
        { name: 'Palabra', from: 0 },
        { name: 'Traducción', from: 1 },
      ],
    })
    .expect(200);
  const vocab = await owner.agent
    .post('/api/notes')
    .send({ folderId: folder.id, noteType: type.id, fields: ['perro', 'dog'], tags: ['animales', 'inglés'] })
    .expect(201);
  const { slug } = (await publish(owner.agent, folder.id)).body;
  return { owner, folderId: folder.id as number, slug: slug as string, cloze: cloze.body, vocab: vocab.body, type };
}

async function copyAs(agent: Agent, slug: string): Promise<number> {
  const data = await graphqlData(
    agent,
    'mutation ($slug: String!) { copyCommunityFolder(slug: $slug) { folder { id } } }',
    {
      slug,
    },
  );
  return Number(data.copyCommunityFolder.folder.id);
}

describe('publishing a folder of notes', () => {
  it('snapshots its notes, the note types they use and their tags; each community card names its note and template', async () => {
    const { folderId } = await publishedFolder();
    const [cf] = await sql<{ id: number }>(t, 'select id from community_folders where source_folder_id = ?', [
      folderId,
    ]);
    const types = await sql(
      t,
      'select name, kind, fields, builtin, jsonb_array_length(templates) as templates from community_note_types where community_folder_id = ? order by name',
      [cf.id],
    );
    expect(types).toEqual([
      { name: 'Huecos', kind: 'cloze', fields: ['Texto', 'Extra'], builtin: 'cloze', templates: 1 },
      { name: 'Vocabulario', kind: 'standard', fields: ['Palabra', 'Traducción'], builtin: null, templates: 2 },
    ]);
    const authorNotes = await notesOf(folderId);
    const notes = await sql(
      t,
      'select guid, fields, tags from community_notes where community_folder_id = ? order by id',
      [cf.id],
    );
    expect(notes).toEqual(authorNotes.map(({ guid, fields, tags }) => ({ guid, fields, tags })));
    const cards = await sql(
      t,
      `select cn.guid, cc.template_ord, cc.front, cc.back from community_cards cc join community_notes cn on cn.id = cc.note_id
        where cc.community_folder_id = ? order by cc.position`,
      [cf.id],
    );
    expect(cards).toEqual(
      (await cardsOf(folderId)).map((card) => ({
        guid: card.note_guid,
        template_ord: card.template_ord,
        front: card.front,
        back: card.back,
      })),
    );
  });
});

describe('copying a folder of notes', () => {
  it('gives the learner their own types, the same notes (guid, fields, tags) and cards with the same sides', async () => {
    const { folderId, slug } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const typesBefore = await sql<{ n: number }>(t, 'select count(*)::int as n from note_types where user_id = ?', [
      learner.userId,
    ]);
    const copyId = await copyAs(learner.agent, slug);

    const authorContent = await contentOf(folderId);
    expect(await contentOf(copyId)).toEqual(authorContent);
    expect(authorContent.map((note) => note.cards.length)).toEqual([2, 2]);
    // The cloze note is of the learner's own "Huecos"; the custom type is theirs now, one more type.
    const mine = await notesOf(copyId);
    const types = await sql<{ id: number; name: string; builtin: string | null; fields: string[]; templates: unknown }>(
      t,
      'select id, name, builtin, fields, templates from note_types where user_id = ? order by id',
      [learner.userId],
    );
    expect(types).toHaveLength(typesBefore[0].n + 1);
    const [authorType] = await sql<{ templates: unknown }>(
      t,
      `select nt.templates from note_types nt join notes n on n.note_type_id = nt.id where n.folder_id = ? and nt.builtin is null`,
      [folderId],
    );
    expect(types.at(-1)).toMatchObject({ name: 'Vocabulario', builtin: null, fields: ['Palabra', 'Traducción'] });
    expect(types.at(-1)?.templates).toEqual(authorType.templates);
    expect((await notesOf(folderId)).map((note) => note.guid)).toEqual(mine.map((note) => note.guid));
    // The cards are the learner's, new, and study like any other.
    const cards = (await learner.agent.get(`/api/folders/${copyId}/cards`).expect(200)).body;
    expect(cards.map((card: { difficulty: string }) => card.difficulty)).toEqual(['new', 'new', 'new', 'new']);
  });

  it('a later copy of the same folder reuses the copied type, and gives notes whose guid the learner has new guids', async () => {
    const { slug } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const first = await copyAs(learner.agent, slug);
    const types = await sql(t, 'select id from note_types where user_id = ?', [learner.userId]);
    const second = await copyAs(learner.agent, slug);
    expect(await sql(t, 'select id from note_types where user_id = ?', [learner.userId])).toEqual(types);
    expect(await contentOf(second)).toEqual(await contentOf(first));
    const guids = [...(await notesOf(first)), ...(await notesOf(second))].map((note) => note.guid);
    expect(new Set(guids).size).toBe(4);
    const [{ n }] = await sql<{ n: number }>(
      t,
      'select count(*)::int as n from notes where folder_id = ? and community_guid is not null',
      [second],
    );
    expect(n).toBe(2);
  });

  it('copies a snapshot taken before notes (no note on its cards) as cards with "Básica" notes, as before', async () => {
    const owner = await author();
    const { folder } = await folderWithCards(owner.agent, ['uno', 'dos']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const [cf] = await sql<{ id: number }>(t, 'select id from community_folders where slug = ?', [slug]);
    // What the migration leaves of a snapshot published before it.
    await sql(t, 'update community_cards set note_id = null, template_ord = null where community_folder_id = ?', [
      cf.id,
    ]);
    await sql(t, 'delete from community_note_types where community_folder_id = ?', [cf.id]);
    expect(await sql(t, 'select id from community_notes where community_folder_id = ?', [cf.id])).toEqual([]);

    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    expect(await contentOf(copyId)).toEqual([
      {
        type: 'Básica',
        builtin: 'basic',
        fields: ['uno', 'uno-es'],
        tags: [],
        cards: [{ ord: 0, front: 'uno', back: 'uno-es' }],
      },
      {
        type: 'Básica',
        builtin: 'basic',
        fields: ['dos', 'dos-es'],
        tags: [],
        cards: [{ ord: 0, front: 'dos', back: 'dos-es' }],
      },
    ]);
    expect(await sql(t, 'select community_key is not null as keyed from cards where folder_id = ?', [copyId])).toEqual([
      { keyed: true },
      { keyed: true },
    ]);
  });
});

/** The learner edits their copy of the vocabulary type (a field of their own, «Ejemplo»): that type and its note. */
async function withOwnField(agent: Agent, copyId: number) {
  const [, myVocab] = await notesOf(copyId);
  const myType = await noteTypeOf(myVocab.id);
  await agent
    .put(`/api/note-types/${myType.id}`)
    .send({
      fields: [
        { name: 'Palabra', from: 0 },
        { name: 'Traducción', from: 1 },
        { name: 'Ejemplo', from: null },
      ],
    })
    .expect(200);
  return { myVocab, myType };
}

const pendingUpdate = async (agent: Agent, folderId: number) =>
  (await agent.get(`/api/folders/${folderId}/community-update`).expect(200)).body.update;

describe('updating a copy of a folder of notes', () => {
  it("matches notes by guid: a changed note's fields and tags re-render its cards in place, a new note comes in, the learner's edited note stays", async () => {
    const { owner, folderId, slug, cloze, vocab, type } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [myCloze, myVocab] = await notesOf(copyId);
    const before = await cardsOf(copyId);
    const reviewed = (
      await learner.agent.post(`/api/cards/${before[0].id}/review`).send({ difficulty: 'medium' }).expect(200)
    ).body;
    await learner.agent
      .put(`/api/notes/${myVocab.id}`)
      .send({ fields: ['perro', 'dog (mi versión)'] })
      .expect(200);

    await owner.agent
      .put(`/api/notes/${cloze.id}`)
      .send({
        fields: ['{{c1::Madrid}} es la capital de {{c2::España::país}}', 'Geografía de Europa'],
        tags: ['geo::capitales', 'europa'],
      })
      .expect(200);
    await owner.agent
      .put(`/api/notes/${vocab.id}`)
      .send({ fields: ['perro', 'hound'] })
      .expect(200);
    await owner.agent
      .post('/api/notes')
      .send({ folderId, noteType: type.id, fields: ['gato', 'cat'], tags: ['animales'] })
      .expect(201);
    await publish(owner.agent, folderId);

    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({
      fromVersion: 1,
      toVersion: 2,
      added: 2,
      updated: 2,
      conflicting: 2,
      deleted: 0,
    });
    await learner.agent.post(`/api/folders/${copyId}/community-update`).send({}).expect(200);

    const authorContent = await contentOf(folderId);
    const mine = await contentOf(copyId);
    expect(mine[0]).toEqual(authorContent[0]);
    expect(mine[0]).toMatchObject({
      fields: [expect.any(String), 'Geografía de Europa'],
      tags: ['geo::capitales', 'europa'],
    });
    expect(mine[0].cards[0].back).toContain('Geografía de Europa');
    expect(mine[1]).toMatchObject({ type: 'Vocabulario', fields: ['perro', 'dog (mi versión)'] });
    expect(mine[2]).toEqual(authorContent[2]);
    const notes = await notesOf(copyId);
    expect(notes.map((note) => note.id).slice(0, 2)).toEqual([myCloze.id, myVocab.id]);
    expect(notes[2].guid).toBe((await notesOf(folderId))[2].guid);
    // The re-rendered cards are the same cards: the one studied keeps its schedule and history.
    const after = (await learner.agent.get(`/api/folders/${copyId}/cards`).expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(after.find((card) => card.id === before[0].id)).toMatchObject({
      reviewCount: 1,
      nextReviewAt: reviewed.nextReviewAt,
    });
    expect(after).toHaveLength(6);
    expect(await pendingUpdate(learner.agent, copyId)).toBeNull();
    // The learner's copy of the custom type served the new note too: still one "Vocabulario".
    expect(await sql(t, `select name from note_types where user_id = ? and builtin is null`, [learner.userId])).toEqual(
      [{ name: 'Vocabulario' }],
    );
  });

  it("replaces the learner's edited note, and removes a note the author deleted, only when asked", async () => {
    const { owner, folderId, slug, cloze, vocab } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [, myVocab] = await notesOf(copyId);
    await learner.agent
      .put(`/api/notes/${myVocab.id}`)
      .send({ tags: ['mío'] })
      .expect(200);
    await owner.agent
      .put(`/api/notes/${vocab.id}`)
      .send({ fields: ['perro', 'hound'] })
      .expect(200);
    await owner.agent.delete(`/api/notes/${cloze.id}`).expect(204);
    await publish(owner.agent, folderId);
    const edited = await graphqlData(
      learner.agent,
      'query ($id: ID!) { communityUpdate(folderId: $id) { conflicting deleted editedCards { front authorFront authorBack } } }',
      { id: copyId },
    );
    expect(edited.communityUpdate).toMatchObject({ conflicting: 2, deleted: 2 });
    expect(edited.communityUpdate.editedCards.map((card: { authorBack: string }) => card.authorBack)).toEqual([
      'hound',
      'perro',
    ]);

    await learner.agent
      .post(`/api/folders/${copyId}/community-update`)
      .send({ overwriteEdited: true, removeDeleted: true })
      .expect(200);
    expect(await contentOf(copyId)).toEqual(await contentOf(folderId));
  });

  it("keeps a note the author deleted as the learner's own when not asked to remove it", async () => {
    const { owner, folderId, slug, cloze } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    await owner.agent.delete(`/api/notes/${cloze.id}`).expect(204);
    await publish(owner.agent, folderId);
    await learner.agent.post(`/api/folders/${copyId}/community-update`).send({}).expect(200);
    const notes = await sql(t, 'select community_guid from notes where folder_id = ? order by id', [copyId]);
    expect(notes).toEqual([{ community_guid: null }, { community_guid: expect.any(String) }]);
    expect(await cardsOf(copyId)).toHaveLength(4);
  });

  it('brings a copy made before notes up to date card by card, and adds new notes whole', async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['uno', 'dos']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const [cf] = await sql<{ id: number }>(t, 'select id from community_folders where slug = ?', [slug]);
    await sql(t, 'update community_cards set note_id = null, template_ord = null where community_folder_id = ?', [
      cf.id,
    ]);
    await sql(t, 'delete from community_note_types where community_folder_id = ?', [cf.id]);
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);

    await owner.agent.put(`/api/cards/${cards[0].id}`).send({ front: 'uno (nuevo)', back: 'uno-es' }).expect(200);
    await owner.agent
      .post('/api/notes')
      .send({
        folderId: folder.id,
        noteType: 'Cloze',
        fields: ['{{c1::tres}} y {{c2::cuatro}}', ''],
        tags: ['números'],
      })
      .expect(201);
    await publish(owner.agent, folder.id);
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({
      added: 2,
      updated: 1,
      conflicting: 0,
      deleted: 0,
    });
    await learner.agent.post(`/api/folders/${copyId}/community-update`).send({}).expect(200);
    const content = await contentOf(copyId);
    expect(content.map((note) => note.cards.map((card) => card.front))).toEqual([
      ['uno (nuevo)'],
      ['dos'],
      (await contentOf(folder.id))[2].cards.map((card) => card.front),
    ]);
    expect(content[2]).toMatchObject({ builtin: 'cloze', tags: ['números'] });
  });
});

const applyUpdate = (
  agent: Agent,
  folderId: number,
  options: { removeDeleted?: boolean; overwriteEdited?: boolean } = {},
) =>
  graphqlData(
    agent,
    `mutation ($id: ID!, $removeDeleted: Boolean, $overwriteEdited: Boolean) {
       applyCommunityUpdate(folderId: $id, removeDeleted: $removeDeleted, overwriteEdited: $overwriteEdited) {
         update { added updated conflicting deleted } folder { id cardCount } } }`,
    { id: folderId, ...options },
  );

const noteTypeOf = (noteId: number) =>
  sql<{ id: number; name: string; builtin: string | null; fields: string[]; templates: { question: string }[] }>(
    t,
    `select nt.id, nt.name, nt.builtin, nt.fields, nt.templates from note_types nt join notes n on n.note_type_id = nt.id
      where n.id = ?`,
    [noteId],
  ).then(([row]) => row);

describe('a later version reaches a copied note the learner moved', () => {
  it("finds it by its community guid in the learner's other folder, only for that copy: same note, same cards, schedule kept", async () => {
    const { owner, folderId, slug, vocab } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyA = await copyAs(learner.agent, slug);
    const copyB = await copyAs(learner.agent, slug);
    const { folder: mine } = await folderWithCards(learner.agent, []);
    const [, movedNote] = await notesOf(copyA);
    const [, noteOfB] = await notesOf(copyB);
    await learner.agent.put(`/api/notes/${movedNote.id}`).send({ folderId: mine.id }).expect(200);
    const movedCards = await cardsOf(mine.id);
    expect(movedCards).toHaveLength(2);
    const reviewed = (
      await learner.agent.post(`/api/cards/${movedCards[0].id}/review`).send({ difficulty: 'medium' }).expect(200)
    ).body;
    // Another learner's copy of the same note is no business of this one's update.
    const other = await signedUpAgent(t);
    const otherCopy = await copyAs(other.agent, slug);
    const otherBefore = await contentOf(otherCopy);

    await owner.agent
      .put(`/api/notes/${vocab.id}`)
      .send({ fields: ['perro', 'hound'], tags: ['animales'] })
      .expect(200);
    await publish(owner.agent, folderId);
    expect(await pendingUpdate(learner.agent, copyA)).toMatchObject({
      added: 0,
      updated: 2,
      conflicting: 0,
      deleted: 0,
    });
    expect((await applyUpdate(learner.agent, copyA)).applyCommunityUpdate.update).toMatchObject({
      added: 0,
      updated: 2,
    });

    // It stays where the learner put it, the same note and cards, with the author's new fields and tags.
    expect(await notesOf(copyA)).toHaveLength(1);
    const [moved] = await notesOf(mine.id);
    expect(moved).toMatchObject({ id: movedNote.id, fields: ['perro', 'hound'], tags: ['animales'] });
    const after = await cardsOf(mine.id);
    expect(after.map((card) => card.id)).toEqual(movedCards.map((card) => card.id));
    expect(after.map((card) => card.back).join(' ')).toContain('hound');
    const studied = (await learner.agent.get(`/api/folders/${mine.id}/cards`).expect(200)).body.find(
      (card: { id: number }) => card.id === movedCards[0].id,
    );
    expect(studied).toMatchObject({ reviewCount: 1, nextReviewAt: reviewed.nextReviewAt });
    const [{ n }] = await sql<{ n: number }>(
      t,
      'select count(*)::int as n from notes where user_id = ? and community_guid = ?',
      [learner.userId, movedNote.guid],
    );
    expect(n).toBe(2); // the moved note and copy B's: none came back as new
    // Copy B's note is copy B's: untouched until B itself is updated, then it follows too.
    expect((await notesOf(copyB))[1]).toMatchObject({ id: noteOfB.id, fields: ['perro', 'dog'] });
    expect(await pendingUpdate(learner.agent, copyB)).toMatchObject({ updated: 2 });
    await learner.agent.post(`/api/folders/${copyB}/community-update`).send({}).expect(200);
    expect((await notesOf(copyB))[1]).toMatchObject({ id: noteOfB.id, fields: ['perro', 'hound'] });
    expect((await notesOf(mine.id))[0]).toMatchObject({ id: movedNote.id, fields: ['perro', 'hound'] });
    expect(await contentOf(otherCopy)).toEqual(otherBefore);
  });

  it("keeps a moved note the learner edited, and replaces it when asked; one the author deleted stays the learner's own", async () => {
    const { owner, folderId, slug, cloze, vocab } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const { folder: mine } = await folderWithCards(learner.agent, []);
    const [myCloze, myVocab] = await notesOf(copyId);
    for (const note of [myCloze, myVocab]) {
      await learner.agent.put(`/api/notes/${note.id}`).send({ folderId: mine.id }).expect(200);
    }
    await learner.agent
      .put(`/api/notes/${myVocab.id}`)
      .send({ fields: ['perro', 'perrito'] })
      .expect(200);
    await owner.agent
      .put(`/api/notes/${vocab.id}`)
      .send({ fields: ['perro', 'hound'] })
      .expect(200);
    await owner.agent.delete(`/api/notes/${cloze.id}`).expect(204);
    await publish(owner.agent, folderId);
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({ added: 0, conflicting: 2, deleted: 2 });

    await applyUpdate(learner.agent, copyId);
    expect((await notesOf(mine.id)).map((note) => note.fields[1])).toEqual(['Geografía', 'perrito']);
    expect(await pendingUpdate(learner.agent, copyId)).toBeNull();

    // A second version: the learner now asks for the author's text and to drop what the author deleted.
    await owner.agent
      .put(`/api/notes/${vocab.id}`)
      .send({ fields: ['perro', 'hound (2)'] })
      .expect(200);
    await publish(owner.agent, folderId);
    await applyUpdate(learner.agent, copyId, { overwriteEdited: true, removeDeleted: true });
    // The cloze note left the community in the first update (kept as the learner's own): it stays.
    expect((await notesOf(mine.id)).map((note) => [note.id, note.fields[1]])).toEqual([
      [myCloze.id, 'Geografía'],
      [myVocab.id, 'hound (2)'],
    ]);
    expect(await sql(t, 'select community_copy_id from notes where id = ?', [myCloze.id])).toEqual([
      { community_copy_id: null },
    ]);
  });

  it('removes a moved note the author deleted when the learner asks to remove deleted cards', async () => {
    const { owner, folderId, slug, cloze } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const { folder: mine } = await folderWithCards(learner.agent, []);
    const [myCloze] = await notesOf(copyId);
    await learner.agent.put(`/api/notes/${myCloze.id}`).send({ folderId: mine.id }).expect(200);
    await owner.agent.delete(`/api/notes/${cloze.id}`).expect(204);
    await publish(owner.agent, folderId);
    await learner.agent.post(`/api/folders/${copyId}/community-update`).send({ removeDeleted: true }).expect(200);
    expect(await notesOf(mine.id)).toEqual([]);
    expect(await notesOf(copyId)).toHaveLength(1);
  });
});

/** Gives the author's "Básica" a third field, "Notas"; answers its id. */
async function basicWithMoreFields(owner: { agent: Agent }) {
  const { body: types } = await owner.agent.get('/api/note-types').expect(200);
  const basic = types.find((type: { builtin: string | null }) => type.builtin === 'basic');
  await owner.agent
    .put(`/api/note-types/${basic.id}`)
    .send({ fields: [{ name: 'Anverso', from: 0 }, { name: 'Reverso', from: 1 }, { name: 'Notas' }] })
    .expect(200);
  return basic.id as number;
}

describe("an author's built-in type with more fields than the learner's", () => {
  it("gives the copy its own type, a copy of the author's named like an import's clash, keeping every field; a later copy reuses it", async () => {
    const owner = await author();
    const { folder } = await folderWithCards(owner.agent, []);
    await basicWithMoreFields(owner);
    await owner.agent
      .post('/api/notes')
      .send({ folderId: folder.id, noteType: 'Básica', fields: ['casa', 'house', 'sustantivo femenino'] })
      .expect(201);
    const { slug } = (await publish(owner.agent, folder.id)).body;

    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [note] = await notesOf(copyId);
    expect(note).toMatchObject({
      type: 'Básica (2)',
      builtin: null,
      fields: ['casa', 'house', 'sustantivo femenino'],
    });
    expect(await contentOf(copyId)).toEqual(
      (await contentOf(folder.id)).map((authors) => ({ ...authors, type: 'Básica (2)', builtin: null })),
    );
    // The learner's own "Básica" is as it was.
    expect(
      await sql(t, `select name, fields from note_types where user_id = ? and builtin = 'basic'`, [learner.userId]),
    ).toEqual([{ name: 'Básica', fields: ['Anverso', 'Reverso'] }]);
    const types = await sql(t, 'select id from note_types where user_id = ? order by id', [learner.userId]);
    const again = await copyAs(learner.agent, slug);
    expect(await sql(t, 'select id from note_types where user_id = ? order by id', [learner.userId])).toEqual(types);
    expect((await notesOf(again))[0]).toMatchObject({ type: 'Básica (2)', fields: note.fields });
  });

  it('moves a copied note to such a type when the author adds the field later: same note and card, every field kept', async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['casa']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [before] = await notesOf(copyId);
    const [card] = await cardsOf(copyId);
    expect(before).toMatchObject({ builtin: 'basic', fields: ['casa', 'casa-es'] });

    await basicWithMoreFields(owner);
    const [authorNote] = await notesOf(folder.id);
    expect(authorNote.guid).toBe(before.guid);
    await owner.agent
      .put(`/api/notes/${authorNote.id}`)
      .send({ fields: ['casa', 'casa-es', 'femenino'] })
      .expect(200);
    expect(cards).toHaveLength(1);
    await publish(owner.agent, folder.id);
    await applyUpdate(learner.agent, copyId);

    const [after] = await notesOf(copyId);
    expect(after).toMatchObject({
      id: before.id,
      type: 'Básica (2)',
      builtin: null,
      fields: ['casa', 'casa-es', 'femenino'],
    });
    expect((await cardsOf(copyId)).map((c) => c.id)).toEqual([card.id]);
  });
});

describe("an author's later edit of a copied type's templates and fields", () => {
  /** The author's "Vocabulario" with its first template asking "¿Qué significa …?" and "Traducción" renamed "Significado". */
  async function editType(owner: { agent: Agent }, typeId: number) {
    await owner.agent
      .put(`/api/note-types/${typeId}`)
      .send({
        fields: [
          { name: 'Palabra', from: 0 },
          { name: 'Significado', from: 1 },
        ],
      })
      .expect(200);
    const { body: renamed } = await owner.agent.get(`/api/note-types/${typeId}`).expect(200);
    await owner.agent
      .put(`/api/note-types/${typeId}`)
      .send({
        templates: renamed.templates.map((template: { name: string; question: string; answer: string }, i: number) => ({
          ...template,
          question: i === 0 ? `¿Qué significa ${template.question}?` : template.question,
          from: i,
        })),
      })
      .expect(200);
  }

  it('reaches an unedited copy of the type: its fields and templates, every card re-rendered in place, schedules kept', async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [, myVocab] = await notesOf(copyId);
    const before = await cardsOf(copyId);
    const vocabCard = before.find((card) => card.note_guid === myVocab.guid && card.template_ord === 0) as CardRow;
    const reviewed = (
      await learner.agent.post(`/api/cards/${vocabCard.id}/review`).send({ difficulty: 'medium' }).expect(200)
    ).body;
    // The learner's edit of the note (not of the type) is theirs and stays; the type's new look reaches it.
    await learner.agent
      .put(`/api/notes/${myVocab.id}`)
      .send({ fields: ['perro', 'perrito'] })
      .expect(200);

    await editType(owner, type.id);
    await publish(owner.agent, folderId);
    await applyUpdate(learner.agent, copyId);

    const mine = await noteTypeOf(myVocab.id);
    const [authorType] = await sql<{ fields: string[]; templates: unknown }>(
      t,
      'select fields, templates from note_types where id = ?',
      [type.id],
    );
    expect(mine).toMatchObject({ name: 'Vocabulario', fields: ['Palabra', 'Significado'] });
    expect(mine.templates).toEqual(authorType.templates);
    const after = await cardsOf(copyId);
    expect(after.map((card) => card.id)).toEqual(before.map((card) => card.id));
    const authorCards = await cardsOf(folderId);
    const authorFront = authorCards.find((card) => card.note_guid === myVocab.guid && card.template_ord === 0)?.front;
    expect(authorFront).toContain('Qué significa');
    expect(after.find((card) => card.id === vocabCard.id)?.front).toBe(authorFront);
    expect((await notesOf(copyId))[1].fields).toEqual(['perro', 'perrito']);
    const cards = (await learner.agent.get(`/api/folders/${copyId}/cards`).expect(200)).body;
    expect(cards.find((card: { id: number }) => card.id === vocabCard.id)).toMatchObject({
      reviewCount: 1,
      nextReviewAt: reviewed.nextReviewAt,
    });
    // The learner's note, edited before, is still theirs: the next version of it asks first.
    expect(await pendingUpdate(learner.agent, copyId)).toBeNull();
    await owner.agent
      .put(`/api/notes/${(await notesOf(folderId))[1].id}`)
      .send({ fields: ['perro', 'hound'] })
      .expect(200);
    await publish(owner.agent, folderId);
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({ conflicting: 2, updated: 0 });
  });

  it("keeps the learner's own edit of the type, unless they ask to replace their edits", async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const { myVocab, myType } = await withOwnField(learner.agent, copyId);
    const edited = await noteTypeOf(myVocab.id);

    await editType(owner, type.id);
    await publish(owner.agent, folderId);
    await applyUpdate(learner.agent, copyId);
    expect(await noteTypeOf(myVocab.id)).toEqual(edited);
    expect((await cardsOf(copyId)).map((card) => card.front).join(' ')).not.toContain('Qué significa');

    await owner.agent
      .put(`/api/notes/${(await notesOf(folderId))[1].id}`)
      .send({ fields: ['perro', 'hound'] })
      .expect(200);
    await publish(owner.agent, folderId);
    await applyUpdate(learner.agent, copyId, { overwriteEdited: true });
    expect(await noteTypeOf(myVocab.id)).toMatchObject({ id: myType.id, fields: ['Palabra', 'Significado'] });
    expect(await contentOf(copyId)).toEqual(await contentOf(folderId));
  });
});

describe("an author's removal of a copied type's template", () => {
  it('reaches a copy whose cards of it go (removing deleted cards); a learner keeping those cards keeps their type', async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const keeping = await signedUpAgent(t);
    const removing = await signedUpAgent(t);
    const kept = await copyAs(keeping.agent, slug);
    const removed = await copyAs(removing.agent, slug);
    const { body: authorType } = await owner.agent.get(`/api/note-types/${type.id}`).expect(200);
    await owner.agent
      .put(`/api/note-types/${type.id}`)
      .send({ templates: [{ ...authorType.templates[0], from: 0 }], confirm: true })
      .expect(200);
    await publish(owner.agent, folderId);
    expect(await pendingUpdate(keeping.agent, kept)).toMatchObject({ deleted: 1 });

    await applyUpdate(keeping.agent, kept);
    const [, keptVocab] = await notesOf(kept);
    expect((await noteTypeOf(keptVocab.id)).templates).toHaveLength(2);
    expect((await cardsOf(kept)).filter((card) => card.note_guid === keptVocab.guid)).toHaveLength(2);

    await applyUpdate(removing.agent, removed, { removeDeleted: true });
    const [, removedVocab] = await notesOf(removed);
    expect((await noteTypeOf(removedVocab.id)).templates).toEqual([
      {
        name: authorType.templates[0].name,
        question: authorType.templates[0].question,
        answer: authorType.templates[0].answer,
      },
    ]);
    expect(await contentOf(removed)).toEqual(await contentOf(folderId));
  });
});

describe('a copy made before notes', () => {
  it('follows a card the learner moved to another folder of theirs, where it is, without bringing it back as new', async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['uno', 'dos']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const [cf] = await sql<{ id: number }>(t, 'select id from community_folders where slug = ?', [slug]);
    await sql(t, 'update community_cards set note_id = null, template_ord = null where community_folder_id = ?', [
      cf.id,
    ]);
    await sql(t, 'delete from community_note_types where community_folder_id = ?', [cf.id]);
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const { folder: mine } = await folderWithCards(learner.agent, []);
    const [uno] = await notesOf(copyId);
    await learner.agent.put(`/api/notes/${uno.id}`).send({ folderId: mine.id }).expect(200);

    await owner.agent.put(`/api/cards/${cards[0].id}`).send({ front: 'uno (nuevo)', back: 'uno-es' }).expect(200);
    await publish(owner.agent, folder.id);
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({ added: 0, updated: 1, deleted: 0 });
    await applyUpdate(learner.agent, copyId);
    expect(await contentOf(mine.id)).toEqual([
      {
        type: 'Básica',
        builtin: 'basic',
        fields: ['uno (nuevo)', 'uno-es'],
        tags: [],
        cards: [{ ord: 0, front: 'uno (nuevo)', back: 'uno-es' }],
      },
    ]);
    expect((await notesOf(mine.id))[0].id).toBe(uno.id);
    expect((await contentOf(copyId)).map((note) => note.fields)).toEqual([['dos', 'dos-es']]);
  });

  it("gives a card the author changed its note's fields too, so a later re-render keeps the author's text", async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['uno', 'dos']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const [cf] = await sql<{ id: number }>(t, 'select id from community_folders where slug = ?', [slug]);
    await sql(t, 'update community_cards set note_id = null, template_ord = null where community_folder_id = ?', [
      cf.id,
    ]);
    await sql(t, 'delete from community_note_types where community_folder_id = ?', [cf.id]);
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [, mineDos] = await cardsOf(copyId);
    await learner.agent.put(`/api/cards/${mineDos.id}`).send({ front: 'dos (mío)', back: 'dos-es' }).expect(200);

    await owner.agent.put(`/api/cards/${cards[0].id}`).send({ front: 'uno (nuevo)', back: 'uno-es' }).expect(200);
    await owner.agent.put(`/api/cards/${cards[1].id}`).send({ front: 'dos (nuevo)', back: 'dos-es' }).expect(200);
    await publish(owner.agent, folder.id);
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({ updated: 1, conflicting: 1 });
    await applyUpdate(learner.agent, copyId);

    const agree = async () =>
      (await contentOf(copyId)).map((note) => ({
        fields: note.fields,
        sides: note.cards.map((c) => [c.front, c.back]),
      }));
    expect(await agree()).toEqual([
      { fields: ['uno (nuevo)', 'uno-es'], sides: [['uno (nuevo)', 'uno-es']] },
      { fields: ['dos (mío)', 'dos-es'], sides: [['dos (mío)', 'dos-es']] },
    ]);
    // A re-render of the note (a tag added renders it again) keeps what the card shows.
    const [uno] = await notesOf(copyId);
    await learner.agent
      .put(`/api/notes/${uno.id}`)
      .send({ tags: ['repaso'] })
      .expect(200);
    expect((await agree())[0]).toEqual({ fields: ['uno (nuevo)', 'uno-es'], sides: [['uno (nuevo)', 'uno-es']] });

    // Taken again with their edits replaced: the note follows the card there too.
    await owner.agent.put(`/api/cards/${cards[1].id}`).send({ front: 'dos (otra)', back: 'dos-es' }).expect(200);
    await publish(owner.agent, folder.id);
    await applyUpdate(learner.agent, copyId, { overwriteEdited: true });
    expect((await agree())[1]).toEqual({ fields: ['dos (otra)', 'dos-es'], sides: [['dos (otra)', 'dos-es']] });
  });
});

describe('"Hay cambios" for an edit of a copied type only (no note changed)', () => {
  const pendingOverGraphql = async (agent: Agent, folderId: number) =>
    (
      await graphqlData(
        agent,
        'query ($id: ID!) { communityUpdate(folderId: $id) { added updated conflicting deleted } }',
        { id: folderId },
      )
    ).communityUpdate;

  /** The learner's cards' sides by id. */
  const sidesOf = async (folderId: number) =>
    new Map((await cardsOf(folderId)).map((card) => [card.id, `${card.front}|${card.back}`]));

  it('counts the cards a changed template rewrites, and those a new template adds, as taking it does; asking writes nothing', async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const [, myVocab] = await notesOf(copyId);
    const typeBefore = await noteTypeOf(myVocab.id);
    const before = await sidesOf(copyId);
    const { body: authorType } = await owner.agent.get(`/api/note-types/${type.id}`).expect(200);
    await owner.agent
      .put(`/api/note-types/${type.id}`)
      .send({
        templates: [
          ...authorType.templates.map((template: { question: string }, i: number) => ({
            ...template,
            question: i === 0 ? `¿Qué significa ${template.question}?` : template.question,
            from: i,
          })),
          { name: 'Escribir', question: 'Escribe: {{Traducción}}', answer: '{{Palabra}}', from: null },
        ],
      })
      .expect(200);
    await publish(owner.agent, folderId);

    const pending = await pendingUpdate(learner.agent, copyId);
    expect(pending).toMatchObject({ added: 1, updated: 1, conflicting: 0, deleted: 0 });
    expect(await pendingOverGraphql(learner.agent, copyId)).toEqual({
      added: 1,
      updated: 1,
      conflicting: 0,
      deleted: 0,
    });
    // Asking took the version in a transaction rolled back: nothing of it stays.
    expect(await noteTypeOf(myVocab.id)).toEqual(typeBefore);
    expect(await sidesOf(copyId)).toEqual(before);
    expect(await pendingUpdate(learner.agent, copyId)).toEqual(pending);

    const taken = (await applyUpdate(learner.agent, copyId)).applyCommunityUpdate.update;
    const after = await sidesOf(copyId);
    const rewritten = [...before].filter(([id, sides]) => after.get(id) !== sides).length;
    const added = [...after.keys()].filter((id) => !before.has(id)).length;
    expect({ added, updated: rewritten }).toEqual({ added: 1, updated: 1 });
    expect(taken).toMatchObject({ added, updated: rewritten, conflicting: 0, deleted: 0 });
    expect([...after.values()]).toContainEqual(expect.stringMatching(/^Escribe:\s+dog\|perro$/));
  });

  it('counts nothing for a type the learner edited (taking the version leaves it), and the same over REST', async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    await withOwnField(learner.agent, copyId);
    const before = await sidesOf(copyId);
    const { body: authorType } = await owner.agent.get(`/api/note-types/${type.id}`).expect(200);
    await owner.agent
      .put(`/api/note-types/${type.id}`)
      .send({
        templates: authorType.templates.map((template: { question: string }, i: number) => ({
          ...template,
          question: `¿Qué significa ${template.question}?`,
          from: i,
        })),
      })
      .expect(200);
    await publish(owner.agent, folderId);

    const nothing = { added: 0, updated: 0, conflicting: 0, deleted: 0 };
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject(nothing);
    expect(await pendingOverGraphql(learner.agent, copyId)).toEqual(nothing);
    const { body: taken } = await learner.agent.post(`/api/folders/${copyId}/community-update`).send({}).expect(200);
    expect(taken).toMatchObject(nothing);
    expect(await sidesOf(copyId)).toEqual(before);
  });
});

describe("the update's answer", () => {
  it('holds every folder whose cards changed, with its figures: the copy and the folder a note was moved to', async () => {
    const { owner, folderId, slug, cloze } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    const { folder: mine } = await folderWithCards(learner.agent, ['uno']);
    const { folder: untouched } = await folderWithCards(learner.agent, ['dos']);
    const [myCloze] = await notesOf(copyId);
    await learner.agent.put(`/api/notes/${myCloze.id}`).send({ folderId: mine.id }).expect(200);
    expect(await cardsOf(mine.id)).toHaveLength(3); // its own card and the cloze note's two

    await owner.agent
      .put(`/api/notes/${cloze.id}`)
      .send({ fields: ['{{c1::Madrid}} es la capital de {{c2::España::país}} ({{c3::Europa}})', 'Geografía'] })
      .expect(200);
    await publish(owner.agent, folderId);
    const data = await graphqlData(
      learner.agent,
      `mutation ($id: ID!) { applyCommunityUpdate(folderId: $id) {
         update { added updated } folder { id cardCount }
         folders { id cardCount stats { totalCards dueCards } } } }`,
      { id: copyId },
    );
    const answer = data.applyCommunityUpdate;
    expect(answer.update).toEqual({ added: 1, updated: 2 });
    const folders = new Map<number, { id: string; cardCount: number }>(
      answer.folders.map((folder: { id: string; cardCount: number }) => [Number(folder.id), folder]),
    );
    expect([...folders.keys()].sort((a, b) => a - b)).toEqual([copyId, mine.id].sort((a, b) => a - b));
    expect(await cardsOf(mine.id)).toHaveLength(4);
    // The figures the folder's page asks for afterwards, gap c3's new card in them.
    const fresh = async (id: number) =>
      (
        await graphqlData(
          learner.agent,
          'query ($id: ID!) { folder(id: $id) { id cardCount stats { totalCards dueCards } } }',
          { id },
        )
      ).folder;
    expect(folders.get(mine.id)).toEqual(await fresh(mine.id));
    expect(folders.get(mine.id)).toMatchObject({ cardCount: 4, stats: { totalCards: 4 } });
    expect(folders.get(copyId)).toEqual(await fresh(copyId));
    expect(folders.has(untouched.id)).toBe(false);
  });
});

describe("an author's rename of a copied type", () => {
  const typeNamesOverGraphql = async (agent: Agent) =>
    (await graphqlData(agent, '{ noteTypes { id name } }')).noteTypes as { id: string; name: string }[];

  it("reaches a copy the learner has not renamed, made unique among the learner's types; a renamed copy keeps the learner's name", async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const untouched = await signedUpAgent(t);
    const renaming = await signedUpAgent(t);
    const clashing = await signedUpAgent(t);
    const untouchedCopy = await copyAs(untouched.agent, slug);
    const renamingCopy = await copyAs(renaming.agent, slug);
    const clashingCopy = await copyAs(clashing.agent, slug);
    const typeOf = async (copyId: number) => noteTypeOf((await notesOf(copyId))[1].id);
    const renamed = await typeOf(renamingCopy);
    await renaming.agent.put(`/api/note-types/${renamed.id}`).send({ name: 'Mis palabras' }).expect(200);
    // The clashing learner already has a type of the author's new name.
    await clashing.agent.post('/api/note-types').send({ name: 'Léxico', from: 'Basic' }).expect(201);

    await owner.agent.put(`/api/note-types/${type.id}`).send({ name: 'Léxico' }).expect(200);
    await publish(owner.agent, folderId);
    await applyUpdate(untouched.agent, untouchedCopy);
    await renaming.agent.post(`/api/folders/${renamingCopy}/community-update`).send({}).expect(200);
    await applyUpdate(clashing.agent, clashingCopy);

    const mine = await typeOf(untouchedCopy);
    expect(mine.name).toBe('Léxico');
    expect(await typeNamesOverGraphql(untouched.agent)).toContainEqual({ id: String(mine.id), name: 'Léxico' });
    const { body: overRest } = await untouched.agent.get(`/api/note-types/${mine.id}`).expect(200);
    expect(overRest.name).toBe('Léxico');
    expect((await typeOf(renamingCopy)).name).toBe('Mis palabras');
    expect((await typeOf(clashingCopy)).name).toBe('Léxico (2)');

    // A later version without a rename leaves each name as it is; the next rename still reaches the unrenamed copies.
    await owner.agent
      .put(`/api/notes/${(await notesOf(folderId))[1].id}`)
      .send({ fields: ['perro', 'hound'] })
      .expect(200);
    await publish(owner.agent, folderId);
    await applyUpdate(clashing.agent, clashingCopy);
    expect((await typeOf(clashingCopy)).name).toBe('Léxico (2)');
    await owner.agent.put(`/api/note-types/${type.id}`).send({ name: 'Vocabulario básico' }).expect(200);
    await publish(owner.agent, folderId);
    await applyUpdate(clashing.agent, clashingCopy);
    await applyUpdate(renaming.agent, renamingCopy);
    expect((await typeOf(clashingCopy)).name).toBe('Vocabulario básico');
    expect((await typeOf(renamingCopy)).name).toBe('Mis palabras');
  });

  it('is not made by asking what an update would do', async () => {
    const { owner, folderId, slug, type } = await publishedFolder();
    const learner = await signedUpAgent(t);
    const copyId = await copyAs(learner.agent, slug);
    await owner.agent.put(`/api/note-types/${type.id}`).send({ name: 'Léxico' }).expect(200);
    await publish(owner.agent, folderId);
    expect(await pendingUpdate(learner.agent, copyId)).toMatchObject({ added: 0, updated: 0 });
    expect((await noteTypeOf((await notesOf(copyId))[1].id)).name).toBe('Vocabulario');
  });
});
