import crypto from 'node:crypto';
import { Client } from 'pg';
import type supertest from 'supertest';
import { webDocuments } from '../src/graphql/__generated__/web-documents';
import { watchStatements } from './count-statements';
import { folderWithCards, learnerIn, sql, testClock } from './factories';
import { writeHistory } from './synthetic-learner';
import { startTestApp, type TestApp } from './test-app';

// Issue 40, item 2: a rating's statements touch only that learner's rows, whatever the service holds beside them.
// Every statement a rating runs (over REST and over GraphQL, as the web sends it), and every statement the triggers of
// its writes run, is planned by PostgreSQL's own auto_explain as it runs: the plans PostgreSQL really used, nested ones
// included, on a database where 2 000 other learners have their folders, cards, due days, reminders and study days and
// the planner has statistics. None may read a shared table whole (a sequential scan): that would make every rating
// slower as the service grows. (`card_intervals`' trigger did, deleting its empty counters over the whole table, until
// migration card_intervals_scoped; with that migration's `down` this test fails on it.)

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

jest.setTimeout(120_000);

const OTHER_LEARNERS = 2_000;
const OTHER_FOLDERS = 4_000;
const OTHER_CARDS = 12_000;
const OTHER_REVIEWS = 12_000;

/**
 * Every shared table crowded by others, as a service's would be: learners with their sessions, study days, study
 * sessions, folders, cards in every state, interval and due day, their reminders, and one with a long review
 * history. Then ANALYZE, so the planner knows (on tables of a few rows a sequential scan is rightly the cheapest plan,
 * and on a table where one learner owns nearly every row, so is reading that learner's rows).
 */
async function crowdTheDatabase() {
  const learners = await sql<{ id: number }>(
    t,
    `insert into users (email, password_hash) select 'otro' || g || '@example.com', 'x' from generate_series(1, ?) g
     returning id`,
    [OTHER_LEARNERS],
  );
  const learnerIds = `{${learners.map((learner) => learner.id).join(',')}}`;
  await sql(
    t,
    `insert into sessions (sid, sess, expire)
     select 'otra-' || id, json_build_object('userId', id), ?::timestamptz + interval '30 days' from unnest(?::int[]) id`,
    [clock.now(), learnerIds],
  );
  await sql(
    t,
    `insert into study_days (user_id, day, reviews, new_cards)
     select id, ?::date - d, 20, 5 from unnest(?::int[]) id cross join generate_series(1, 10) d`,
    [clock.now(), learnerIds],
  );
  const folders = await sql<{ id: number }>(
    t,
    `insert into folders (name, user_id) select 'Otra ' || g, (?::int[])[1 + g % ?] from generate_series(1, ?) g
     returning id`,
    [learnerIds, OTHER_LEARNERS, OTHER_FOLDERS],
  );
  const folderIds = `{${folders.map((folder) => folder.id).join(',')}}`;
  // Card n in folder n % OTHER_FOLDERS, due n / OTHER_FOLDERS days from 2 days ago: every (folder, day) its own.
  await sql(
    t,
    `insert into cards (front, back, folder_id, review_count, state, interval, last_reviewed_at, next_review_at,
                        stability, fsrs_difficulty)
     select 'f' || n, 'b', (?::int[])[1 + n % ?], n % 4, n % 4, 1 + n % 90,
            case when n % 4 > 0 then ?::timestamptz - (n % 30) * interval '1 day' end,
            case when n % 4 > 0 then ?::timestamptz + (n / ? - 2) * interval '1 day' end,
            case when n % 4 > 0 then 1 + n % 90 end, case when n % 4 > 0 then 1 + n % 9 end
       from generate_series(1, ?) n`,
    [folderIds, OTHER_FOLDERS, clock.now(), clock.now(), OTHER_FOLDERS, OTHER_CARDS],
  );
  await sql(
    t,
    `insert into email_reminders (user_id, card_id, difficulty, scheduled_at)
     select f.user_id, c.id, 'good', c.next_review_at from cards c join folders f on f.id = c.folder_id
      where c.next_review_at is not null`,
  );
  await sql(
    t,
    `insert into study_sessions (user_id, folder_id, cards_studied, started_at)
     select f.user_id, f.id, 10, ?::timestamptz - interval '1 day' from folders f`,
    [clock.now()],
  );
  await writeHistory((query, params) => sql(t, query, params), learners[0].id, OTHER_REVIEWS, clock.now());
  await sql(t, 'analyze');
}

/** A plan node as auto_explain's JSON gives it. */
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
type Explained = { text: string; plan: PlanNode };

/**
 * Runs `work` with auto_explain on every connection it uses: each statement's plan (a trigger's statements too) comes
 * back to the client as a notice, read here. The app's pool connects as a superuser in the tests, which may LOAD it.
 */
async function explainedStatements(work: () => Promise<unknown>): Promise<Explained[]> {
  const explaining = new WeakSet<Client>();
  const plans: Explained[] = [];
  const onNotice = (notice: { message?: string }) => {
    const json = notice.message?.match(/plan:\s*(\{[\s\S]*\})\s*$/)?.[1];
    if (!json) return;
    const explained = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
    plans.push({ text: explained['Query Text'], plan: explained.Plan });
  };
  await watchStatements((client, send) => {
    if (explaining.has(client)) return;
    explaining.add(client);
    client.on('notice', onNotice);
    // Queued before the statement itself, on the same connection.
    void send.call(
      client,
      `load 'auto_explain'; set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
       set auto_explain.log_format = json; set auto_explain.log_level = notice`,
    );
  }, work);
  return plans;
}

const sharedTables = async () =>
  (
    await sql<{ name: string }>(
      t,
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'`,
    )
  ).map((row) => row.name);

/** The tables a plan reads whole. */
function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

const isWrite = (text: string) => /^\s*(insert|update|delete|merge)\b|\)\s*(insert|update|delete)\b/i.test(text);

const reviewCardHash = Object.keys(webDocuments).find((hash) =>
  webDocuments[hash].startsWith('mutation ReviewCard('),
) as string;

async function rateOverBoth(agent: supertest.Agent, cardIds: number[], studySessionId: string) {
  const rest = await agent
    .post(`/api/cards/${cardIds[0]}/review`)
    .send({ difficulty: 'medium', clientId: crypto.randomUUID(), studySessionId });
  expect(rest.status).toBe(200);
  const graphql = await agent
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .send({
      operationName: 'ReviewCard',
      variables: { cardId: String(cardIds[1]), rating: 'HARD', clientId: crypto.randomUUID(), studySessionId },
      extensions: { persistedQuery: { version: 1, sha256Hash: reviewCardHash } },
    });
  expect(graphql.body.errors).toBeUndefined();
}

describe("a rating's statements on a crowded database", () => {
  it('read no shared table whole: each write, each statement of its triggers and each read goes by an index', async () => {
    await crowdTheDatabase();
    const { agent } = await learnerIn(t);
    const { folder, cards } = await folderWithCards(agent, ['uno', 'dos', 'tres']);
    const session = await agent.post('/api/study-sessions').send({ folderId: folder.id }).expect(201);
    const cardIds = cards.map((card: { id: number }) => card.id);
    // A first rating of each kind warms the connections and plpgsql's plan caches up, as a running server has them.
    await rateOverBoth(agent, cardIds, String(session.body.id));

    const statements = await explainedStatements(() => rateOverBoth(agent, cardIds, String(session.body.id)));
    // The rating's own writes (the review, the card, the study day, the reminder) and those of their triggers (the
    // folder's counters, the due days, the intervals, the review days) are all there, and so is what it reads.
    const writes = statements.filter((statement) => isWrite(statement.text));
    expect(writes.length).toBeGreaterThanOrEqual(10);
    expect(writes.some((statement) => /^\s*delete from card_intervals/.test(statement.text))).toBe(true);
    const shared = new Set(await sharedTables());
    const scans = statements.flatMap((statement) =>
      sequentialScans(statement.plan)
        .filter((table) => shared.has(table))
        .map((table) => `${table}: ${statement.text.replace(/\s+/g, ' ').slice(0, 160)}`),
    );
    expect(scans).toEqual([]);
  });
});
