/**
 * The scale seeder (issue 40, item 1): `node -r @swc-node/register bench/scale-seed.ts [learners]` (from graphql-api/)
 * writes N learners (default 100 000; the argument or SCALE_LEARNERS) with data shaped like a real service's into a
 * migrated database: SCALE_DB_DIR=<folder> (an embedded PostgreSQL kept there, what `bench/scale.ts` reuses), else
 * BENCH_DATABASE_URL or DATABASE_URL. Learners are added after those already seeded, so a database grows from 20 000
 * to 100 000 by running it again with the difference.
 *
 * Everything is written by set-based SQL, a batch of learners per transaction: no statement per learner or per card.
 * For the bulk rows (notes, cards, reviews) the batch's connection runs with `session_replication_role = replica`,
 * which skips the per-row foreign-key checks (each one locks the row it points at) and the triggers; the seeder then
 * writes what the triggers would have kept, one grouped statement per table — `folders`' counters, `card_intervals`,
 * `card_due_days`, `review_days` — and `study_days` as ratings keep it. The test (scale-seed.test.ts) recounts every
 * one of them against the source rows.
 *
 * The shape: a fifth of the learners tried and left (0–39 cards); the rest have a log-normal number of cards (median
 * 350, so about 300 over everyone), and one learner in 10 000 has 20 000–25 000. Each card has its own note (Básica;
 * a third with tags), 15 % are new, the others have 1–6 ratings (about 3 a card) spread since the card was made,
 * within two years; the card's schedule follows its last rating. Besides: study days, a study session a day studied
 * for some, a browser session for most, personal access tokens and media for a few, and a community of published
 * folders (one learner in 30 publishes one, up to 5 000) with three copies each by other learners.
 */

import fs from 'node:fs';
import os from 'node:os';
import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { Client } from 'pg';
import { mikroOrmConfig } from '../src/config/mikro-orm.config';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrate } from '../src/db/migrate';

/** The password every seeded learner signs in with (`escala<n>@example.com`). */
export const SCALE_PASSWORD = 'escala-password';
/** Learners per transaction: each batch's rows in one go, small enough for the transition tables and temp tables. */
const BATCH = 1_000;
/** One learner in this many published a community folder. */
const PUBLISHER_EVERY = 30;
const MAX_COMMUNITY_FOLDERS = 5_000;
const COPIES_PER_FOLDER = 3;
/** The community keeps the first cards of each published folder: enough for its copies to be real. */
const COMMUNITY_CARDS_PER_FOLDER = 100;

export type ScaleSeedOptions = {
  learners: number;
  /** "Now" for the data: reviews reach up to it. */
  now?: Date;
  log?: (line: string) => void;
};

export type ScaleSeedResult = { firstUserId: number; lastUserId: number; seconds: number };

/** The rating of a card's `k`-th review: hard 10 %, medium 70 %, easy 20 %, fixed by the card and k. */
const rating = (card: string, k: string) =>
  `(case when (${card} * 31 + (${k}) * 17) % 10 = 0 then 'hard' when (${card} * 31 + (${k}) * 17) % 10 < 8 then 'medium' else 'easy' end)`;
/** The interval (days) after a card's `k`-th review: a lapse goes back to a day, a recall grows it to a year. */
const intervalAfter = (card: string, k: string) =>
  `(case when ${rating(card, k)} = 'hard' then 1 else least(365, ceil(power(2.2, ${k})))::int end)`;
/** When a card's `k`-th of `n` reviews happened: evenly between its making and `now`. */
const reviewedAt = (k: string) => `(c.created_at + (c.now_at - c.created_at) * ((${k})::float8 / (c.reviews + 1)))`;

/** The kind `card_intervals` files a card under (migration card_intervals: new, learning, young, mature). */
export const intervalKindSql = (c: string) =>
  `case when ${c}.review_count = 0 then 0 when ${c}.state in (1, 3) then 1 when ${c}.interval < 21 then 2 else 3 end`;

/** The columns `cardsWithAggregates` needs of each inserted card. */
const CARD_AGGREGATE_COLUMNS =
  'user_id, folder_id, difficulty, review_count, suspended, state, interval, next_review_at';

/**
 * `insertCards` (an `insert into cards … returning ${CARD_AGGREGATE_COLUMNS}`) with what the `cards` triggers keep
 * for its rows, in one statement over them: their folders' counters, `card_intervals` and `card_due_days`, written
 * whole (the folders are new: nothing there yet).
 */
const cardsWithAggregates = (insertCards: string) => `
  with c as (${insertCards}),
  counters as (
    update folders f set card_count = x.cards, new_count = x.new, easy_count = x.easy, good_count = x.good,
           hard_count = x.hard, studied_count = x.studied, suspended_count = x.suspended
      from (select folder_id, count(*) as cards,
                   count(*) filter (where difficulty = 'new') as new,
                   count(*) filter (where difficulty = 'easy') as easy,
                   count(*) filter (where difficulty = 'good') as good,
                   count(*) filter (where difficulty = 'hard') as hard,
                   count(*) filter (where review_count > 0) as studied,
                   count(*) filter (where suspended) as suspended
              from c group by folder_id) x
     where f.id = x.folder_id),
  intervals as (
    insert into card_intervals (user_id, folder_id, kind, interval, cards)
    select c.user_id, c.folder_id, ${intervalKindSql('c')}, c.interval, count(*) from c group by 1, 2, 3, 4)
  insert into card_due_days (user_id, folder_id, day, cards)
  select user_id, folder_id, (next_review_at at time zone 'UTC')::date, count(*) from c
   where next_review_at is not null and not suspended group by 1, 2, 3`;

/** Runs a statement, and with SCALE_TRACE=1 prints how long it took (after its first words). */
async function run<T extends object = Record<string, unknown>>(db: Client, text: string, values: unknown[] = []) {
  const started = performance.now();
  const result = await db.query<T>(text, values);
  if (process.env.SCALE_TRACE)
    console.log(
      `  ${(performance.now() - started).toFixed(0).padStart(7)} ms  ${text.replace(/\s+/g, ' ').trim().slice(0, 70)}`,
    );
  return result;
}

/** One batch: learners `from`..`to` (their numbers, 1-based), in the caller's transaction. */
async function seedBatch(db: Client, from: number, to: number, now: Date, passwordHash: string) {
  await run(db, 'set local session_replication_role = origin');
  // Learners (their note types come from the users trigger, left on for this statement): a sign-up day within two
  // years, a time zone among those of Spanish speakers, most with reminders on and yesterday's digest sent.
  await run(
    db,
    `create temp table seed_learner on commit drop as
     with made as (
       insert into users (email, password_hash, first_name, time_zone, is_email_verified, reminders_enabled,
                          last_daily_reminder_sent, created_at, updated_at)
       select 'escala' || g || '@example.com', $3, 'Aprendiz ' || g,
              (array['Europe/Madrid', 'America/Mexico_City', 'America/Bogota', 'America/Argentina/Buenos_Aires',
                     'America/Lima', 'UTC'])[1 + g % 6],
              true, g % 5 <> 0, $4::timestamptz - interval '1 day',
              $4::timestamptz - (730 * random()) * interval '1 day', $4::timestamptz
         from generate_series($1::int, $2::int) g
       returning id, email, time_zone, created_at)
     select m.id as user_id, substr(m.email, 7, position('@' in m.email) - 7)::int as g, m.time_zone, m.created_at,
            n.cards, greatest(1, least(30, n.cards / 120 + 1)) as folders
       from made m
       cross join lateral (
         select case when substr(m.email, 7, position('@' in m.email) - 7)::int % 10000 = 7
                     then 20000 + (m.id * 7919) % 5000
                     when r.a < 0.2 then floor(r.b * 40)::int
                     else least(15000, round(350 * exp(0.6 * sqrt(-2 * ln(1 - r.c)) * cos(2 * pi() * r.b))))::int
                end as cards
           from (select random() + 0 * m.id as a, random() as b, random() as c) r) n`,
    [from, to, passwordHash, now],
  );
  await run(db, 'analyze seed_learner');
  await run(db, 'set local session_replication_role = replica');
  await run(
    db,
    `create temp table seed_folder on commit drop as
     with made as (
       insert into folders (name, description, user_id, front_language, back_language, created_at, updated_at)
       select 'Carpeta ' || f, case when f % 2 = 0 then 'Vocabulario del tema ' || f end, l.user_id, 'es', 'en',
              l.created_at, $1::timestamptz
         from seed_learner l cross join generate_series(1, l.folders) f
       returning id, user_id)
     select m.id as folder_id, m.user_id, row_number() over (partition by m.user_id order by m.id) - 1 as ord
       from made m`,
    [now],
  );
  await run(db, 'analyze seed_folder');
  // Every card planned first (its note's and its own id drawn from their sequences), then notes, cards and reviews
  // read the plan: a card's schedule is what its last rating left.
  await run(
    db,
    `create temp table seed_card on commit drop as
     select nextval(pg_get_serial_sequence('notes', 'id'))::int as note_id,
            nextval(pg_get_serial_sequence('cards', 'id'))::int as card_id,
            l.user_id, l.time_zone, f.folder_id, t.id as note_type_id, n,
            l.created_at + (($1::timestamptz - l.created_at) * random()) as created_at, $1::timestamptz as now_at,
            case when random() < 0.15 then 0 else 1 + floor(random() * 6)::int end as reviews
       from seed_learner l
       cross join generate_series(1, l.cards) n
       join seed_folder f on f.user_id = l.user_id and f.ord = n % l.folders
       join note_types t on t.user_id = l.user_id and t.builtin = 'basic'`,
    [now],
  );
  await run(db, 'analyze seed_card');
  await run(
    db,
    `insert into notes (id, user_id, folder_id, note_type_id, fields, tags, guid, created_at, updated_at)
     select note_id, user_id, folder_id, note_type_id, array['palabra ' || n, 'word ' || n],
            case when n % 3 = 0 then array['vocabulario', 'tema-' || n % 20] else '{}' end,
            'escala-' || note_id, created_at, created_at
       from seed_card`,
  );
  const last = (column: string) => `(case when c.reviews = 0 then null else ${column} end)`;
  await run(
    db,
    cardsWithAggregates(`insert into cards (id, note_id, template_ord, front, back, folder_id, user_id, created_at, updated_at, review_count,
                        last_reviewed_at, next_review_at, interval, ease_factor, difficulty, state, stability,
                        fsrs_difficulty, lapses, suspended, leech)
     select c.card_id, c.note_id, 0, 'palabra ' || c.n, 'word ' || c.n, c.folder_id, c.user_id, c.created_at,
            coalesce(${last(reviewedAt('c.reviews'))}, c.created_at), c.reviews,
            ${last(reviewedAt('c.reviews'))},
            ${last(`${reviewedAt('c.reviews')} + ${intervalAfter('c.card_id', 'c.reviews')} * interval '1 day'`)},
            case when c.reviews = 0 then 2 else ${intervalAfter('c.card_id', 'c.reviews')} end, 250,
            case when c.reviews = 0 then 'new' when ${rating('c.card_id', 'c.reviews')} = 'medium' then 'good'
                 else ${rating('c.card_id', 'c.reviews')} end,
            case when c.reviews = 0 then 0 when ${rating('c.card_id', 'c.reviews')} <> 'hard' then 2
                 when c.reviews = 1 then 1 else 3 end,
            ${last(`${intervalAfter('c.card_id', 'c.reviews')}::float8`)},
            ${last('(3 + c.card_id % 60 / 10.0)::float8')},
            c.reviews / 4, c.card_id % 100 = 0, c.reviews >= 5 and c.card_id % 200 = 1
       from seed_card c
     returning ${CARD_AGGREGATE_COLUMNS}`),
  );
  // With what reviews_days_inserted keeps and what a rating keeps per learner and study day, over the batch's
  // reviews at once.
  await run(
    db,
    `with r as (
       insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before,
                            ease_after, reviewed_at, duration_ms, card_before, study_day)
       select c.user_id, c.card_id, c.folder_id, ${rating('c.card_id', 'k')},
              case when k = 1 then 0 else ${intervalAfter('c.card_id', 'k - 1')} end,
              ${intervalAfter('c.card_id', 'k')}, 250, 250, ${reviewedAt('k')}, 2000 + (c.card_id * k) % 9000,
              jsonb_build_object('reviewCount', k - 1, 'state', case when k = 1 then 0 else 2 end),
              ((${reviewedAt('k')} at time zone c.time_zone) - interval '4 hours')::date
         from seed_card c cross join generate_series(1, c.reviews) k
       returning user_id, folder_id, study_day, rating, interval_before, duration_ms,
                 coalesce((card_before->>'reviewCount')::int = 0, false) as first),
     days as (
       insert into review_days (user_id, folder_id, day, reviews, new_cards, hard, medium, easy, young_due,
                                young_passed, mature_due, mature_passed, duration_ms, timed)
       select user_id, folder_id, study_day, count(*),
              count(*) filter (where first),
              count(*) filter (where rating = 'hard'), count(*) filter (where rating = 'medium'),
              count(*) filter (where rating = 'easy'),
              count(*) filter (where not first and interval_before < 21),
              count(*) filter (where not first and interval_before < 21 and rating <> 'hard'),
              count(*) filter (where not first and interval_before >= 21),
              count(*) filter (where not first and interval_before >= 21 and rating <> 'hard'),
              coalesce(sum(duration_ms), 0), count(duration_ms)
         from r group by 1, 2, 3)
     insert into study_days (user_id, day, reviews, new_cards)
     select user_id, study_day, count(*), count(*) filter (where first) from r group by 1, 2`,
  );
  // A study session on a third of the days studied, a browser session for four learners in five, tokens and media
  // for one in twenty; fits checked within the last two weeks for those with enough history.
  await run(
    db,
    `insert into study_sessions (user_id, folder_id, cards_studied, easy_count, good_count, hard_count, started_at,
                                 completed_at)
     select d.user_id, null, d.reviews, d.reviews / 5, d.reviews * 7 / 10, d.reviews - d.reviews / 5 - d.reviews * 7 / 10,
            d.day + interval '18 hours', d.day + interval '18 hours 20 minutes'
       from study_days d join seed_learner l on l.user_id = d.user_id
      where (d.user_id + extract(doy from d.day)::int) % 3 = 0`,
  );
  await run(
    db,
    `insert into sessions (sid, sess, expire)
     select 'escala-' || l.user_id,
            json_build_object('cookie', json_build_object('originalMaxAge', 2592000000, 'httpOnly', true, 'path', '/'),
                              'userId', l.user_id),
            $1::timestamptz + interval '20 days'
       from seed_learner l where l.g % 5 <> 3`,
    [now],
  );
  await run(
    db,
    `insert into api_tokens (user_id, name, token_hash, created_at, scope)
     select l.user_id, 'Herramienta ' || k, encode(sha256(('escala-token-' || l.user_id || '-' || k)::bytea), 'hex'),
            l.created_at, case when k = 1 then 'read' else 'write' end
       from seed_learner l cross join generate_series(1, 1 + l.g % 2) k where l.g % 20 = 1`,
  );
  await run(
    db,
    `with made as (
       insert into media (user_id, sha256, mime_type, bytes, width, height, created_at)
       select l.user_id, encode(sha256(('escala-media-' || l.user_id || '-' || k)::bytea), 'hex'), 'image/png', 64, 8, 8,
              l.created_at
         from seed_learner l cross join generate_series(1, 1 + l.g % 5) k where l.g % 20 = 2
       returning id, user_id)
     insert into media_chunks (user_id, media_id, seq, data)
     select user_id, id, 0, decode(repeat('ab', 64), 'hex') from made`,
  );
  await run(
    db,
    `update users u set parameters_checked_at = $1::timestamptz - (u.id % 14) * interval '1 day'
       from (select user_id from study_days where user_id in (select user_id from seed_learner)
              group by 1 having sum(reviews) >= 400) s
      where u.id = s.user_id`,
    [now],
  );
}

/**
 * The community: one learner in 30 of `from`..`to` publishes their first folder of 20 cards or more (its first 100
 * cards), each published folder copied by three other learners of the range (new cards, each with its note, and the
 * triggers' aggregates of the copies written like the batches').
 */
async function seedCommunity(db: Client, firstUserId: number, lastUserId: number, now: Date) {
  await run(db, 'begin');
  await run(db, 'set local session_replication_role = replica');
  await run(
    db,
    `create temp table seed_published on commit drop as
     with chosen as (
       select distinct on (f.user_id) f.id, f.user_id, f.name, f.description
         from folders f
        where f.user_id between $1::int and $2::int and f.user_id % ${PUBLISHER_EVERY} = 0 and f.card_count >= 20
          and f.community_folder_id is null
        order by f.user_id, f.id
        limit ${MAX_COMMUNITY_FOLDERS}),
     made as (
       insert into community_folders (slug, author_id, source_folder_id, title, description, front_language,
                                      back_language, level, tags, published_at, updated_at)
       select 'mazo-' || c.id, c.user_id, c.id, 'Mazo ' || c.id || ': ' || c.name, coalesce(c.description, ''), 'es',
              'en', (array['A1', 'A2', 'B1', 'B2'])[1 + c.id % 4], array['vocabulario', 'tema-' || c.id % 20],
              $3::timestamptz - (c.id % 300) * interval '1 day', $3::timestamptz - (c.id % 300) * interval '1 day'
         from chosen c
       returning id, source_folder_id)
     select m.id as community_folder_id, m.source_folder_id, row_number() over (order by m.id) - 1 as ord from made m`,
    [firstUserId, lastUserId, now],
  );
  await run(db, 'analyze seed_published');
  await run(
    db,
    `insert into community_cards (community_folder_id, position, card_key, source_card_id, front, back, changed_version)
     select p.community_folder_id, c.position, 'k' || c.id, c.id, c.front, c.back, 1
       from seed_published p
       cross join lateral (select c.id, c.front, c.back, row_number() over (order by c.created_at, c.id) as position
                             from cards c where c.folder_id = p.source_folder_id
                            order by c.created_at, c.id limit ${COMMUNITY_CARDS_PER_FOLDER}) c`,
  );
  const [{ published }] = (
    await run<{ published: number }>(db, 'select count(*)::int as published from seed_published')
  ).rows;
  if (published > 0) {
    // Copy i of published folder p goes to a learner of the range picked from p and i (never its author's).
    await run(
      db,
      `create temp table seed_copy on commit drop as
       with made as (
         insert into folders (name, description, user_id, front_language, back_language, community_folder_id,
                              community_version, created_at, updated_at)
         select cf.title, nullif(cf.description, ''), x.user_id, 'es', 'en', cf.id, 1, $3::timestamptz,
                $3::timestamptz
           from seed_published p join community_folders cf on cf.id = p.community_folder_id
           cross join generate_series(1, ${COPIES_PER_FOLDER}) i
           cross join lateral (select $1::int + (p.ord * 7919 + i * 104729) % ($2::int - $1::int + 1) as user_id) x
           join users u on u.id = x.user_id
          where x.user_id <> cf.author_id
         returning id, user_id, community_folder_id)
       select * from made`,
      [firstUserId, lastUserId, now],
    );
    await run(db, 'analyze seed_copy');
    await run(
      db,
      `create temp table seed_copy_card on commit drop as
       select nextval(pg_get_serial_sequence('notes', 'id'))::int as note_id,
              nextval(pg_get_serial_sequence('cards', 'id'))::int as card_id,
              s.id as folder_id, s.user_id, t.id as note_type_id, cc.card_key, cc.front, cc.back, cc.position
         from seed_copy s
         join community_cards cc on cc.community_folder_id = s.community_folder_id
         join note_types t on t.user_id = s.user_id and t.builtin = 'basic'`,
    );
    await run(
      db,
      `insert into notes (id, user_id, folder_id, note_type_id, fields, guid, created_at, updated_at)
       select note_id, user_id, folder_id, note_type_id, array[front, back], 'escala-' || note_id, $1, $1
         from seed_copy_card`,
      [now],
    );
    await run(
      db,
      cardsWithAggregates(`insert into cards (id, note_id, template_ord, folder_id, user_id, front, back, community_key,
                                              community_hash, created_at, updated_at)
       select card_id, note_id, 0, folder_id, user_id, front, back, card_key,
              encode(sha256(convert_to(front, 'UTF8') || '\\x00'::bytea || convert_to(back, 'UTF8')), 'hex'), $1, $1
         from seed_copy_card order by folder_id, position
       returning ${CARD_AGGREGATE_COLUMNS}`),
      [now],
    );
  }
  await run(
    db,
    `update community_folders cf set card_count = (select count(*) from community_cards c where c.community_folder_id = cf.id),
            copies_count = (select count(*) from folders f where f.community_folder_id = cf.id)
      where cf.id in (select community_folder_id from seed_published)`,
  );
  await run(db, 'commit');
  return published;
}

/**
 * CPU seconds (user + system) process `pid` has used, from /proc: what the seed costs whatever else the machine runs
 * (0 where /proc or the process cannot be read, as with a remote database).
 */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The tables most rows go to: their indexes are built once after the load rather than row by row during it. */
const BULK_TABLES = ['notes', 'cards', 'reviews'];

/**
 * Drops the indexes of BULK_TABLES that no constraint needs (the trigram GiST indexes of `cards` above all: the
 * slowest to grow a row at a time) and answers how to build them again.
 */
async function dropBulkIndexes(db: Client): Promise<{ name: string; definition: string }[]> {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1::text[])
        and not exists (select 1 from pg_constraint k where k.conindid = (quote_ident(i.indexname))::regclass)`,
    [BULK_TABLES],
  );
  for (const index of rows) await db.query(`drop index ${index.name}`);
  return rows;
}

/** Seeds `options.learners` more learners (numbered after those already there) into the database `url`. */
export async function seedScale(url: string, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    // Writes of the seed need not wait for the disk: a crash midway leaves a database to seed again anyway.
    await db.query('set synchronous_commit = off');
    const [{ pid: backend }] = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    const passwordHash = await hash(SCALE_PASSWORD);
    const [{ seeded }] = (
      await db.query<{ seeded: number }>(
        `select coalesce(max(substr(email, 7, position('@' in email) - 7)::int), 0) as seeded
           from users where email ~ '^escala[0-9]+@example\\.com$'`,
      )
    ).rows;
    let firstUserId = 0;
    let lastUserId = 0;
    const dropped = options.learners > 0 ? await dropBulkIndexes(db) : [];
    try {
      for (let from = seeded + 1; from <= seeded + options.learners; from += BATCH) {
        const to = Math.min(from + BATCH - 1, seeded + options.learners);
        await db.query('begin');
        await seedBatch(db, from, to, now, passwordHash);
        const [ids] = (
          await db.query<{ first: number; last: number }>(
            'select min(user_id) as first, max(user_id) as last from seed_learner',
          )
        ).rows;
        await db.query('commit');
        firstUserId ||= ids.first;
        lastUserId = ids.last;
        log(`learners ${from}–${to} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    } finally {
      // After a failed batch, its transaction is ended first: the indexes come back whatever happened.
      await db.query('rollback');
      await db.query("set maintenance_work_mem = '512MB'");
      for (const index of dropped) await run(db, index.definition);
      log(`indexes built again in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    if (options.learners > 0) {
      const published = await seedCommunity(db, firstUserId, lastUserId, now);
      log(`${published} community folders and their copies in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    await db.query('vacuum analyze');
    const seconds = (performance.now() - started) / 1000;
    log(
      `seeded ${options.learners} learners in ${seconds.toFixed(0)} s (vacuum analyze included); ` +
        `PostgreSQL's CPU for it: ${cpuSeconds(backend).toFixed(0)} s, load average ${os.loadavg()[0].toFixed(1)}`,
    );
    return { firstUserId, lastUserId, seconds };
  } finally {
    await db.end();
  }
}

/** The database the command line seeds: SCALE_DB_DIR's embedded PostgreSQL (started, migrated), or a URL. */
export async function scaleDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = process.env.SCALE_DB_DIR;
  const external = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const db = dir
    ? await startEmbeddedPostgres(dir, (line) => console.error(`[postgres] ${line}`), {
        settings: { max_wal_size: '2GB', checkpoint_timeout: '30min', maintenance_work_mem: '512MB' },
      })
    : external
      ? { url: external, stop: async () => {} }
      : undefined;
  if (!db) throw new Error('SCALE_DB_DIR, BENCH_DATABASE_URL or DATABASE_URL: which database should be seeded?');
  const orm = await MikroORM.init(mikroOrmConfig(db.url));
  try {
    await migrate(orm, db.url);
  } finally {
    await orm.close(true);
  }
  return db;
}

async function main() {
  const learners = Number(process.argv[2] ?? process.env.SCALE_LEARNERS ?? 100_000);
  const db = await scaleDatabase();
  try {
    await seedScale(db.url, { learners, log: (line) => console.log(line) });
  } finally {
    await db.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
