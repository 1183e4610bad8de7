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
