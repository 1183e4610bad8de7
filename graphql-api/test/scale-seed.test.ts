import crypto from 'node:crypto';
import supertest from 'supertest';
import { intervalKindSql, SCALE_PASSWORD, seedScale } from '../bench/scale-seed';
import { count, signedUpAgent, sql, testClock } from './factories';
import { startTestApp, type TestApp } from './test-app';

// Issue 40, item 1: the scale seeder writes what the triggers and the ratings would have kept. A small service is
// seeded, then every aggregate is recounted from its source rows (each query answers the rows where the two differ),
// before and after a seeded learner rates a card through the API.

const LEARNERS = 120;
const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
let seeded: { firstUserId: number; lastUserId: number };
let schemaBefore: Schema;

jest.setTimeout(240_000);

type Schema = { indexes: string[]; constraints: string[]; unlogged: string[] };

/**
 * The schema's indexes and constraints, and its unlogged tables (`public_request_buckets` is one by design): the
 * seeder drops and unlogs some while it writes.
 */
async function schema(): Promise<Schema> {
  const names = async (query: string) => (await sql<{ name: string }>(t, query)).map((row) => row.name);
  return {
    indexes: await names(`select indexdef as name from pg_indexes where schemaname = 'public' order by 1`),
    constraints: await names(
      `select conrelid::regclass || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as name from pg_constraint
        where connamespace = 'public'::regnamespace order by 1`,
    ),
    unlogged: await names(
      `select relname as name from pg_class where relnamespace = 'public'::regnamespace and relpersistence = 'u'`,
    ),
  };
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  schemaBefore = await schema();
  seeded = await seedScale(t.databaseUrl, { learners: LEARNERS, now: clock.now() });
});
afterAll(() => t.stop());

/** Each aggregate recounted from its source rows: the rows where the kept table and the recount differ. */
const recounts: Record<string, string> = {
  'folders counters': `
    select f.id, f.card_count, f.new_count, f.easy_count, f.good_count, f.hard_count, f.studied_count, f.suspended_count
      from folders f
    except
    select f.id, count(c.id), count(c.id) filter (where c.difficulty = 'new'),
           count(c.id) filter (where c.difficulty = 'easy'), count(c.id) filter (where c.difficulty = 'good'),
           count(c.id) filter (where c.difficulty = 'hard'), count(c.id) filter (where c.review_count > 0),
           count(c.id) filter (where c.suspended)
      from folders f left join cards c on c.folder_id = f.id group by f.id`,
  // Every row's learner is its parent's (issue 40 item 6: the tables are distributable by user_id).
  "cards' and child rows' learners": `
    select 'cards', c.id from cards c join folders f on f.id = c.folder_id where c.user_id <> f.user_id
    union all
    select 'media_chunks', m.id from media_chunks k join media m on m.id = k.media_id where k.user_id <> m.user_id
    union all
    select 'card_intervals', f.id from card_intervals k join folders f on f.id = k.folder_id where k.user_id <> f.user_id
    union all
    select 'card_due_days', f.id from card_due_days k join folders f on f.id = k.folder_id where k.user_id <> f.user_id`,
  card_intervals: `
    (select user_id, folder_id, kind, interval, cards from card_intervals
     except select user_id, folder_id, ${intervalKindSql('c')}, interval, count(*) from cards c group by 1, 2, 3, 4)
    union all
    (select user_id, folder_id, ${intervalKindSql('c')}, interval, count(*) from cards c group by 1, 2, 3, 4
     except select user_id, folder_id, kind, interval, cards from card_intervals)`,
  card_due_days: `
    (select user_id, folder_id, day, cards from card_due_days
     except select user_id, folder_id, (next_review_at at time zone 'UTC')::date, count(*) from cards
             where next_review_at is not null and not suspended group by 1, 2, 3)
    union all
    (select user_id, folder_id, (next_review_at at time zone 'UTC')::date, count(*) from cards
      where next_review_at is not null and not suspended group by 1, 2, 3
     except select user_id, folder_id, day, cards from card_due_days)`,
  review_days: `
    with recount as (
      select user_id, folder_id, study_day as day, count(*) as reviews, count(*) filter (where first) as new_cards,
             count(*) filter (where rating = 'hard') as hard, count(*) filter (where rating = 'medium') as medium,
             count(*) filter (where rating = 'easy') as easy,
             count(*) filter (where not first and interval_before < 21) as young_due,
             count(*) filter (where not first and interval_before < 21 and rating <> 'hard') as young_passed,
             count(*) filter (where not first and interval_before >= 21) as mature_due,
             count(*) filter (where not first and interval_before >= 21 and rating <> 'hard') as mature_passed,
             coalesce(sum(duration_ms), 0) as duration_ms, count(duration_ms) as timed
        from (select r.*, coalesce((r.card_before->>'reviewCount')::int = 0, false) as first from reviews r) r
       group by 1, 2, 3),
    kept as (
      select user_id, folder_id, day, reviews::bigint, new_cards::bigint, hard::bigint, medium::bigint, easy::bigint,
             young_due::bigint, young_passed::bigint, mature_due::bigint, mature_passed::bigint, duration_ms::numeric,
             timed::bigint
        from review_days)
    (select * from kept except select * from recount) union all (select * from recount except select * from kept)`,
  study_days: `
    with recount as (
      select user_id, study_day as day, count(*)::int as reviews,
             (count(*) filter (where (card_before->>'reviewCount')::int = 0))::int as new_cards
        from reviews group by 1, 2)
    (select user_id, day, reviews, new_cards from study_days except select * from recount)
    union all (select * from recount except select user_id, day, reviews, new_cards from study_days)`,
  'reviews.study_day': `
    select r.id from reviews r join users u on u.id = r.user_id
     where r.study_day <> ((r.reviewed_at at time zone u.time_zone) - interval '4 hours')::date`,
  'community_folders counts': `
    select cf.id from community_folders cf
     where cf.card_count <> (select count(*) from community_cards c where c.community_folder_id = cf.id)
        or cf.copies_count <> (select count(*) from folders f where f.community_folder_id = cf.id)`,
  "every card's note is its learner's, in its folder": `
    select c.id from cards c join folders f on f.id = c.folder_id left join notes n on n.id = c.note_id
     where n.id is null or n.user_id <> f.user_id or n.folder_id <> c.folder_id`,
  'notes without cards': 'select n.id from notes n where not exists (select 1 from cards c where c.note_id = n.id)',
  "each learner's cards and reviews point at their own rows": `
    select r.id from reviews r join cards c on c.id = r.card_id join folders f on f.id = c.folder_id
     where r.folder_id <> c.folder_id or r.user_id <> f.user_id`,
  'schedules follow the last rating': `
    select c.id from cards c
     where c.review_count <> (select count(*) from reviews r where r.card_id = c.id)
        or c.last_reviewed_at is distinct from (select max(r.reviewed_at) from reviews r where r.card_id = c.id)`,
};

async function differences() {
  const found: Record<string, number> = {};
  for (const [name, query] of Object.entries(recounts))
    found[name] = (await sql<{ n: number }>(t, `select count(*)::int as n from (${query}) x`))[0].n;
  return found;
}

const nothingDiffers = Object.fromEntries(Object.keys(recounts).map((name) => [name, 0]));

it('writes learners with the long-tailed shape asked for, and rows of every kind', async () => {
  expect(seeded.lastUserId - seeded.firstUserId + 1).toBe(LEARNERS);
  const [shape] = await sql<{ median: number; most: number; cards: number; reviews: number }>(
    t,
    `select percentile_cont(0.5) within group (order by n)::int as median, max(n)::int as most,
            sum(n)::int as cards, (select count(*)::int from reviews) as reviews
       from (select u.id, count(c.id) as n from users u left join folders f on f.user_id = u.id
               left join cards c on c.folder_id = f.id where u.email like 'escala%' group by u.id) x`,
  );
  expect(shape.median).toBeGreaterThanOrEqual(150);
  expect(shape.median).toBeLessThanOrEqual(450);
  // Learner 7 is the one in 10 000 with 20 000 or more.
  expect(shape.most).toBeGreaterThanOrEqual(20_000);
  expect(shape.reviews / shape.cards).toBeGreaterThan(2.5);
  expect(shape.reviews / shape.cards).toBeLessThan(3.5);
  for (const table of [
    'note_types',
    'notes',
    'study_days',
    'study_sessions',
    'sessions',
    'api_tokens',
    'media',
    'media_chunks',
    'community_folders',
    'community_cards',
  ])
    expect([table, (await sql<{ n: number }>(t, `select count(*)::int as n from ${table}`))[0].n]).not.toEqual([
      table,
      0,
    ]);
  expect((await sql<{ n: number }>(t, `select count(*)::int as n from notes where tags <> '{}'`))[0].n).toBeGreaterThan(
    0,
  );
  expect(
    (await sql<{ n: number }>(t, 'select count(*)::int as n from folders where community_folder_id is not null'))[0].n,
  ).toBeGreaterThan(0);
});

it('leaves every index, constraint and logged table as the migrations made them', async () => {
  expect(schemaBefore.unlogged).not.toContain('reviews');
  expect(schemaBefore.indexes).toContain('CREATE UNIQUE INDEX reviews_pkey ON public.reviews USING btree (id)');
  expect(await schema()).toEqual(schemaBefore);
});

it('keeps every aggregate the triggers and the ratings keep, recounted from the source rows', async () => {
  expect(await differences()).toEqual(nothingDiffers);
});

it('gives learners who sign in and study, and what their rating changes stays consistent', async () => {
  const agent = supertest.agent(t.app);
  const login = await agent.post('/api/auth/login').send({ email: 'escala7@example.com', password: SCALE_PASSWORD });
  expect(login.status).toBe(200);
  const due = await agent.get('/api/cards/review');
  expect(due.status).toBe(200);
  const [card] = due.body as { id: number }[];
  const rated = await agent
    .post(`/api/cards/${card.id}/review`)
    .send({ difficulty: 'hard', clientId: crypto.randomUUID() });
  expect(rated.status).toBe(200);
  expect(await differences()).toEqual(nothingDiffers);
});

it('refuses a database that holds anybody but seeded learners, writing nothing', async () => {
  await signedUpAgent(t);
  const users = await count(t, 'users');
  const reviews = await count(t, 'reviews');
  await expect(seedScale(t.databaseUrl, { learners: 1, now: clock.now() })).rejects.toThrow(
    /1 usuarios que no son de la semilla de escala/,
  );
  expect(await count(t, 'users')).toBe(users);
  expect(await count(t, 'reviews')).toBe(reviews);
  expect((await schema()).unlogged).toEqual(schemaBefore.unlogged);
});
