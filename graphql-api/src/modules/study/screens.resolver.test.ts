import { countStatements } from '../../../test/count-statements';
import { graphqlData, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// The web's study, folder and pending screens over GraphQL: each card's schedule fields (`dueInDays`,
// `nextIntervals`, `retrievability`) read the viewer's settings once per request, not once per card and field.

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const gql = graphqlData;

const scheduleFields = 'id dueInDays retrievability nextIntervals { easy medium hard }';
const studyAll = `{ dueCards(folderId: null) { ${scheduleFields} } folders { id name } }`;
const folderStudy = `query($id: ID!) { folder(id: $id) { id studyCards { practice cards { ${scheduleFields} } } } }`;
const folderScreen = `query($id: ID!) { folder(id: $id) { id cards(first: 100) { edges { node { ${scheduleFields} } } totalCount } } }`;

/**
 * A folder of `count` cards written with SQL: every other one reviewed before (due 1..n days ago, so most overdue
 * first), the rest never reviewed.
 */
async function folderOf(userId: number, count: number) {
  const [folder] = await sql<{ id: number }>(t, 'insert into folders (name, user_id) values (?, ?) returning id', [
    'Repaso',
    userId,
  ]);
  await sql(
    t,
    `insert into cards (front, back, folder_id, created_at, difficulty, review_count, last_reviewed_at, next_review_at,
                        interval, ease_factor)
     select 'frente ' || n, 'dorso ' || n, ?, timestamptz '2026-01-01' + n * interval '1 minute',
            case when n % 2 = 0 then 'good' else 'new' end, case when n % 2 = 0 then 1 + n % 5 else 0 end,
            case when n % 2 = 0 then ?::timestamptz - (3 + n) * interval '1 day' end,
            case when n % 2 = 0 then ?::timestamptz - n * interval '1 day' end,
            3 + n % 7, 230 + n % 40
       from generate_series(1, ?) n`,
    [folder.id, clock.now(), clock.now(), count],
  );
  return folder.id;
}

describe("the screens' card schedules over GraphQL", () => {
  it("take the same number of SQL statements for 4 cards as for 40, on the study screens (all, a folder's) and the folder screen", async () => {
    const few = await learnerIn(t, 'Europe/Madrid');
    const fewFolder = await folderOf(few.userId, 4);
    const many = await learnerIn(t, 'Europe/Madrid');
    const manyFolder = await folderOf(many.userId, 40);

    for (const [query, variables] of [
      [studyAll, () => ({})],
      [folderStudy, (id: number) => ({ id: String(id) })],
      [folderScreen, (id: number) => ({ id: String(id) })],
    ] as const) {
      let answer: Record<string, unknown> = {};
      const forFew = await countStatements(async () => {
        answer = await gql(few.agent, query, variables(fewFolder));
      });
      expect(JSON.stringify(answer)).toContain('"nextIntervals"');
      const forMany = await countStatements(async () => {
        answer = await gql(many.agent, query, variables(manyFolder));
      });
      expect(JSON.stringify(answer).match(/"nextIntervals"/g)).toHaveLength(40);
      expect(forMany).toBe(forFew);
    }
  });

  it("give each card the same schedule as the REST due list (the learner's zone and settings)", async () => {
    const learner = await learnerIn(t, 'America/Mexico_City');
    await learner.agent.put('/api/user/settings').send({ desiredRetention: 0.8 }).expect(200);
    await folderOf(learner.userId, 12);
    const rest = (await learner.agent.get('/api/cards/review').expect(200)).body as Record<string, unknown>[];
    const { dueCards } = await gql(learner.agent, studyAll);
    expect(dueCards).toHaveLength(rest.length);
    expect(dueCards.length).toBeGreaterThan(6);
    expect(dueCards).toEqual(
      rest.map((card) => ({
        id: String(card.id),
        dueInDays: card.dueInDays,
        retrievability: card.retrievability,
        nextIntervals: card.nextIntervals,
      })),
    );
    // Overdue cards say how late they are; never-reviewed ones have no schedule yet.
    expect(dueCards[0].dueInDays).toBeLessThan(0);
    expect(dueCards.at(-1)).toMatchObject({
      dueInDays: null,
      retrievability: null,
      nextIntervals: { hard: 1, medium: 3, easy: 7 },
    });
  });
});
