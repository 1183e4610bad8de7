import { folderWithCards, graphqlAs, graphqlData, signedUpAgent, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// `Folder.studyCards`: what `/study/{id}` opens with, in one answer: the folder's due cards, or, with none due, its
// first 100 cards for practice (those not suspended).

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const session = `query($id: ID!, $tag: String) {
  folder(id: $id) { dueCards { id } studyCards(tag: $tag) { practice cards { id front suspended } } }
}`;
const dueWithTag = 'query($id: ID!, $tag: String) { dueCards(folderId: $id, tag: $tag) { id } }';

type Answer = {
  folder: {
    dueCards: { id: string }[];
    studyCards: { practice: boolean; cards: { id: string; front: string; suspended: boolean }[] };
  } | null;
};

/** Every card of the folder reviewed, next due in a week: nothing is due. */
const nothingDue = (folderId: number) =>
  sql(
    t,
    `update cards set review_count = 1, difficulty = 'good', last_reviewed_at = ?::timestamptz - interval '1 day',
                      next_review_at = ?::timestamptz + interval '7 days'
      where folder_id = ?`,
    [clock.now(), clock.now(), folderId],
  );

describe("a folder's study cards", () => {
  it('are its due cards, as `dueCards` lists them, while any is due', async () => {
    const { agent } = await signedUpAgent(t);
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos', 'tres']);
    await sql(t, `update cards set review_count = 1, next_review_at = ? where id = ?`, [
      new Date(clock.now().getTime() + 86_400_000),
      cards[1].id,
    ]);
    const { folder: answer } = (await graphqlData(agent, session, { id: String(folder.id) })) as Answer;
    expect(answer?.studyCards.practice).toBe(false);
    expect(answer?.studyCards.cards.map((card) => card.front)).toEqual(['uno', 'tres']);
    expect(answer?.studyCards.cards.map((card) => card.id)).toEqual(answer?.dueCards.map((card) => card.id));
  });

  it('with none due, are its first 100 cards in creation order, those not suspended, to practise', async () => {
    const { agent } = await signedUpAgent(t);
    const { folder } = await folderWithCards(agent, []);
    await sql(
      t,
      `insert into cards (front, back, folder_id, created_at)
       select 'carta ' || n, 'dorso ' || n, ?, timestamptz '2026-03-10T11:00:00Z' + n * interval '1 minute'
         from generate_series(1, 104) n`,
      [folder.id],
    );
    await nothingDue(folder.id);
    const [third] = await sql<{ id: number }>(t, `select id from cards where folder_id = ? and front = 'carta 2'`, [
      folder.id,
    ]);
    expect((await agent.post(`/api/cards/${third.id}/suspend`)).status).toBe(200);

    const { folder: answer } = (await graphqlData(agent, session, { id: String(folder.id) })) as Answer;
    expect(answer?.dueCards).toEqual([]);
    expect(answer?.studyCards.practice).toBe(true);
    const fronts = answer?.studyCards.cards.map((card) => card.front);
    expect(fronts).toHaveLength(99);
    expect(fronts?.slice(0, 3)).toEqual(['carta 1', 'carta 3', 'carta 4']);
    expect(fronts?.at(-1)).toBe('carta 100');
    expect(answer?.studyCards.cards.some((card) => card.suspended)).toBe(false);
  });

  it('limited to a tag, are the due cards with it, or, none due, its cards with it to practise', async () => {
    const { agent } = await signedUpAgent(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Gramática' })).body;
    for (const [front, tags] of [
      ['ser', ['gramática::verbos']],
      ['casa', ['vocabulario']],
      ['estar', ['gramática']],
    ] as const)
      expect(
        (await agent.post('/api/notes').send({ folderId: folder.id, noteType: 'Basic', fields: [front, 'x'], tags }))
          .status,
      ).toBe(201);

    const tagged = (await graphqlData(agent, session, { id: String(folder.id), tag: 'gramática' })) as Answer;
    const due = (await graphqlData(agent, dueWithTag, { id: String(folder.id), tag: 'gramática' })) as {
      dueCards: { id: string }[];
    };
    expect(tagged.folder?.studyCards.practice).toBe(false);
    expect(tagged.folder?.studyCards.cards.map((card) => card.front)).toEqual(['ser', 'estar']);
    expect(tagged.folder?.studyCards.cards.map((card) => card.id)).toEqual(due.dueCards.map((card) => card.id));

    await nothingDue(folder.id);
    const practice = (await graphqlData(agent, session, { id: String(folder.id), tag: 'gramática::verbos' })) as Answer;
    expect(practice.folder?.studyCards).toMatchObject({ practice: true, cards: [{ front: 'ser' }] });
  });

  it("of another learner's folder are not there, as the folder is not; a tag too long is refused in Spanish", async () => {
    const { agent: ana } = await signedUpAgent(t);
    const { folder } = await folderWithCards(ana, ['uno']);
    const { agent: bea } = await signedUpAgent(t);
    expect(await graphqlData(bea, session, { id: String(folder.id) })).toEqual({ folder: null });

    // Refused as `dueCards` refuses it, and nothing else answered.
    const tag = 'x'.repeat(201);
    const refused = await graphqlAs(ana, session, { id: String(folder.id), tag });
    const asDueCards = await graphqlAs(ana, dueWithTag, { id: String(folder.id), tag });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors?.[0].message).toBe(asDueCards.errors?.[0].message);
  });
});
