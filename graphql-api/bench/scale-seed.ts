/**
 * The scale seeder (issue 40, item 1): `node -r @swc-node/register bench/scale-seed.ts [learners]` (from graphql-api/)
 * writes N learners (default 100 000; the argument or SCALE_LEARNERS) with data shaped like a real service's into a
 * migrated database: SCALE_DB_DIR=<folder> (an embedded PostgreSQL kept there, what `bench/scale.ts` reuses), else
 * BENCH_DATABASE_URL or DATABASE_URL. Learners are added after those already seeded, so a database grows from 20 000
 * to 100 000 by running it again with the difference.
 *
 * Everything is written by set-based SQL, a batch of learners per transaction, the batches spread over
 * SCALE_CONNECTIONS connections (one a core by default): no statement per learner or per card. Each card's plan (its
 * folder, the day it was made, how many ratings) is drawn from its id by PostgreSQL's hash, so notes, cards and reviews
 * each read it from `generate_series` without a table of it; ids come from ranges taken from the sequences. For the
 * bulk rows the connection runs with `session_replication_role = replica`, which skips the per-row foreign-key checks
 * (each one locks the row it points at) and the triggers; the seeder writes what the triggers would have kept in the
 * statement that inserts the rows — `folders`' counters, `card_intervals`, `card_due_days`, `review_days` — and
 * `study_days` as ratings keep it. The bulk tables' indexes that no foreign key needs (their primary keys too, where
 * nothing points at them) are dropped first and built once at the end, spread over the connections. The test
 * (scale-seed.test.ts) recounts every aggregate against the source rows. Each phase's time and rows are printed.
 *
 * The shape: a fifth of the learners tried and left (0–39 cards); the rest have a log-normal number of cards (median
 * 350, so about 300 over everyone), and one learner in 10 000 has 20 000–25 000. Each card has its own note (Básica;
 * a third with tags), 15 % are new, the others have 1–6 ratings (about 3 a card) on days spread evenly from the card's
 * day to two days ago, within two years, each in the learner's afternoon; the card's schedule follows its last rating.
 * Besides: study days, a study session a day studied for some, a browser session for most, personal access tokens and
 * media for a few, and a community of published folders (one learner in 30 publishes one, up to 5 000) with three
 * copies each by other learners.
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
/** Learners per transaction: each batch's rows in one go, small enough for the aggregates to stay in memory. */
const BATCH = 1_000;
/** Connections writing at once: on a quiet machine each keeps a core busy. */
const CONNECTIONS = Math.max(1, Number(process.env.SCALE_CONNECTIONS ?? os.cpus().length));
/** One learner in this many published a community folder. */
const PUBLISHER_EVERY = 30;
const MAX_COMMUNITY_FOLDERS = 5_000;
const COPIES_PER_FOLDER = 3;
/** The community keeps the first cards of each published folder: enough for its copies to be real. */
const COMMUNITY_CARDS_PER_FOLDER = 100;

export type ScaleSeedOptions = {
  learners: number;
  /** "Now" for the data: reviews reach up to two days before it. */
  now?: Date;
  log?: (line: string) => void;
};

export type ScaleSeedResult = { firstUserId: number; lastUserId: number; seconds: number };

/**
 * A number in 0..2^20 - 1 drawn from `x` by PostgreSQL's hash with `seed`: the same for the same row in every
 * statement (a card's plan is read three times), and as evenly spread as random().
 */
const draw = (x: string, seed: number) => `(hashint8extended((${x})::bigint, ${seed}) & 1048575)::int`;
const unit = (x: string, seed: number) => `(${draw(x, seed)} / 1048576.0)`;

/**
 * Time zones of Spanish speakers and their standard offsets (minutes east of UTC). A learner's times are written as
 * local standard time by arithmetic, without a zone lookup a row: what the local day is stays the zone's own answer,
 * because every time is chosen hours away from the day's 04:00 boundary, summer time or not.
 */
const ZONES: [string, number][] = [
  ['Europe/Madrid', 60],
  ['America/Mexico_City', -360],
  ['America/Bogota', -300],
  ['America/Argentina/Buenos_Aires', -180],
  ['America/Lima', -300],
  ['UTC', 0],
];
const zoneOf = (g: string) => `(array[${ZONES.map(([zone]) => `'${zone}'`).join(', ')}])[1 + ${g} % ${ZONES.length}]`;
const offsetOf = (g: string) => `(array[${ZONES.map(([, offset]) => offset).join(', ')}])[1 + ${g} % ${ZONES.length}]`;
/** The instant `minutes` after the start of `day` (a date) in standard time `offset` minutes east of UTC. */
const at = (day: string, minutes: string, offset: string) =>
  `(timestamptz 'epoch' + ((${day} - date 'epoch') * 1440 + ${minutes} - ${offset}) * interval '1 minute')`;

/** The rating of a card's `k`-th review: hard 10 %, medium 70 %, easy 20 %, fixed by the card and k. */
const rating = (card: string, k: string) =>
  `(case when (${card} * 31 + (${k}) * 17) % 10 = 0 then 'hard' when (${card} * 31 + (${k}) * 17) % 10 < 8 then 'medium' else 'easy' end)`;
/** A recall's interval (days) after the k-th review: 2.2^k rounded up, to a year; integers, not numeric power. */
const RECALLED = `(array[${[1, 2, 3, 4, 5, 6].map((k) => Math.min(365, Math.ceil(2.2 ** k))).join(', ')}])`;
/** The interval (days) after a card's `k`-th review: a lapse goes back to a day, a recall grows it to a year. */
const intervalAfter = (card: string, k: string) =>
  `(case when ${rating(card, k)} = 'hard' then 1 else ${RECALLED}[${k}] end)`;
/** The day of card `c`'s `k`-th review: evenly from the day it was made to the learner's last day. */
const reviewDay = (k: string) => `(c.day + (c.last_day - c.day) * (${k}) / (c.reviews + 1))`;
/** When: 13:00–19:59 in the learner's afternoon (standard time), each later review of a day later than the last. */
const reviewedAt = (k: string) => at(reviewDay(k), `720 + (${k}) * 60 + c.minute`, 'c.std_offset');
/** What a rating keeps of the card before it (`card_before`) for the `k`-th review: constants, not built a row. */
const CARD_BEFORE = `(array[${[0, 1, 2, 3, 4, 5]
  .map((count) => `'${JSON.stringify({ reviewCount: count, state: count === 0 ? 0 : 2 })}'::jsonb`)
  .join(', ')}])`;

/**
 * Every card of the batch's learners (`seed_learner`), drawn from its id: its note's and folder's ids (ranges taken
 * for the batch), the day it was made (from the learner's first day to their last), how many ratings it has (none
 * for 15 %, else 1–6) and the minute of the hour its reviews fall on. `offset 0` keeps each column computed once.
 */
const CARD_PLAN = `(
  select p.*, ${at('p.day', `480 + ${draw('p.card_id', 5)} % 60`, 'p.std_offset')} as made_at
    from (select l.user_id, l.std_offset, l.note_type_id, l.last_day, n, l.card_first + n - 1 as card_id,
                 l.note_first + n - 1 as note_id, l.folder_first + n % l.folders as folder_id,
                 l.first_day + ${draw('l.card_first + n - 1', 2)} % (l.last_day - l.first_day + 1) as day,
                 case when ${draw('l.card_first + n - 1', 3)} % 100 < 15 then 0
                      else 1 + ${draw('l.card_first + n - 1', 4)} % 6 end as reviews,
                 ${draw('l.card_first + n - 1', 6)} % 60 as minute
            from seed_learner l cross join generate_series(1, l.cards) n
          offset 0) p
  offset 0)`;

/** The kind `card_intervals` files a card under (migration card_intervals: new, learning, young, mature). */
export const intervalKindSql = (c: string) =>
  `case when ${c}.review_count = 0 then 0 when ${c}.state in (1, 3) then 1 when ${c}.interval < 21 then 2 else 3 end`;

/** The columns `cardsWithAggregates` needs of each inserted card. */
const CARD_AGGREGATE_COLUMNS =
  'user_id, folder_id, difficulty, review_count, suspended, state, interval, next_review_at';

/**
 * `insertCards` (an `insert into cards … returning ${CARD_AGGREGATE_COLUMNS}`) with what the `cards` triggers keep
 * for its rows, in one statement over them: their folders' counters, `card_intervals` and `card_due_days`, written
 * whole (the folders are new: nothing there yet). Answers the cards' count as `rows`.
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
    select c.user_id, c.folder_id, ${intervalKindSql('c')}, c.interval, count(*) from c group by 1, 2, 3, 4),
  due as (
    insert into card_due_days (user_id, folder_id, day, cards)
    select user_id, folder_id, (next_review_at at time zone 'UTC')::date, count(*) from c
     where next_review_at is not null and not suspended group by 1, 2, 3)
  select count(*)::int as rows from c`;

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

/**
 * What each phase took, summed over the connections: its statements' time, the CPU their PostgreSQL backends used
 * (what the seed costs whatever else the machine runs) and the rows written.
 */
type Phases = Map<string, { ms: number; cpu: number; rows: number }>;

/** Each seeding connection's PostgreSQL backend process. */
const backendOf = new WeakMap<Client, number>();

/**
 * Runs a statement as part of `phase` (its time, CPU and rows added: the rows it changed, or its answer's `rows`
 * column), and with SCALE_TRACE=1 prints how long it took (after its first words).
 */
async function run<T extends object = Record<string, unknown>>(
  db: Client,
  phases: Phases,
  phase: string,
  text: string,
  values: unknown[] = [],
) {
  const started = performance.now();
  const cpuBefore = cpuSeconds(backendOf.get(db) ?? 0);
  const result = await db.query<T>(text, values);
  const ms = performance.now() - started;
  const cpu = cpuSeconds(backendOf.get(db) ?? 0) - cpuBefore;
  const counted = (result.rows[0] as { rows?: number } | undefined)?.rows;
  const total = phases.get(phase) ?? { ms: 0, cpu: 0, rows: 0 };
  phases.set(phase, {
    ms: total.ms + ms,
    cpu: total.cpu + cpu,
    rows: total.rows + (counted ?? result.rowCount ?? 0),
  });
  if (process.env.SCALE_TRACE)
    console.log(
      `  ${ms.toFixed(0).padStart(7)} ms ${(cpu * 1000).toFixed(0).padStart(7)} ms CPU  ${text.replace(/\s+/g, ' ').trim().slice(0, 60)}`,
    );
  return result;
}

/**
 * The first of `count` ids taken at once from `table`'s sequence. Under a lock of the seeder's own, so that its
 * connections never take overlapping ranges (the seeder expects no other writer while it runs).
 */
async function takeIds(db: Client, table: string, count: number): Promise<number> {
  if (count === 0) return 0;
  await db.query('select pg_advisory_lock(4040)');
  try {
    const { rows } = await db.query<{ first: string }>(
      `select setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) - $2 + 1
                as first`,
      [table, count],
    );
    return Number(rows[0].first);
  } finally {
    await db.query('select pg_advisory_unlock(4040)');
  }
}

/** One batch: learners `from`..`to` (their numbers, 1-based), in the caller's transaction; answers their ids. */
async function seedBatch(
  db: Client,
  phases: Phases,
  from: number,
  to: number,
  now: Date,
  passwordHash: string,
): Promise<{ first: number; last: number }> {
  const learners = 'learners and folders';
  const today = now.toISOString().slice(0, 10);
  // A learner's first day within two years, the last two days before now: no review falls after now in any zone.
  const firstDay = (g: string, today: string) => `(${today}::date - 2 - ${draw(g, 14)} % 729)`;
  await run(db, phases, learners, 'set local session_replication_role = origin');
  // Learners (their note types come from the users trigger, left on for this statement): a time zone among those of
  // Spanish speakers, most with reminders on and yesterday's digest sent.
  await run(
    db,
    phases,
    learners,
    `create temp table seed_made on commit drop as
     with made as (
       insert into users (email, password_hash, first_name, time_zone, is_email_verified, reminders_enabled,
                          last_daily_reminder_sent, created_at, updated_at)
       select 'escala' || g || '@example.com', $3, 'Aprendiz ' || g, ${zoneOf('g')}, true, g % 5 <> 0,
              $4::timestamptz - interval '1 day', ${at(firstDay('g', '$5'), '420', offsetOf('g'))}, $4::timestamptz
         from generate_series($1::int, $2::int) g
       returning id, email, created_at)
     select m.id as user_id, substr(m.email, 7, position('@' in m.email) - 7)::int as g, m.created_at from made m`,
    [from, to, passwordHash, now, today],
  );
  // Each learner's shape: how many cards (drawn from their number: Box–Muller over two draws), in how many folders.
  await run(
    db,
    phases,
    learners,
    `create temp table seed_shape on commit drop as
     select m.user_id, m.g, m.created_at, ${offsetOf('m.g')} as std_offset, ${firstDay('m.g', '$1')} as first_day,
            $1::date - 2 as last_day, n.cards, greatest(1, least(30, n.cards / 120 + 1)) as folders,
            t.id as note_type_id
       from seed_made m
       join note_types t on t.user_id = m.user_id and t.builtin = 'basic'
       cross join lateral (
         select case when m.g % 10000 = 7 then 20000 + (m.g * 7919) % 5000
                     when ${unit('m.g', 11)} < 0.2 then floor(${unit('m.g', 12)} * 40)::int
                     else least(15000, round(350 * exp(0.6 * sqrt(-2 * ln(1 - ${unit('m.g', 13)}))
                                                       * cos(2 * pi() * ${unit('m.g', 12)}))))::int
                end as cards) n`,
    [today],
  );
  const [{ folders, cards }] = (
    await db.query<{ folders: number; cards: number }>(
      'select coalesce(sum(folders), 0)::int as folders, coalesce(sum(cards), 0)::int as cards from seed_shape',
    )
  ).rows;
  // Ranges of ids in learner order: a learner's folders, notes and cards are consecutive.
  await run(
    db,
    phases,
    learners,
    `create temp table seed_learner on commit drop as
     select s.*, $1::int + sum(folders) over w - folders as folder_first, $2::int + sum(cards) over w - cards as note_first,
            $3::int + sum(cards) over w - cards as card_first
       from seed_shape s window w as (order by s.user_id)`,
    [await takeIds(db, 'folders', folders), await takeIds(db, 'notes', cards), await takeIds(db, 'cards', cards)],
  );
  await run(db, phases, learners, 'set local session_replication_role = replica');
  await run(
    db,
    phases,
    learners,
    `insert into folders (id, name, description, user_id, front_language, back_language, created_at, updated_at)
     select l.folder_first + f, 'Carpeta ' || f + 1, case when f % 2 = 1 then 'Vocabulario del tema ' || f + 1 end,
            l.user_id, 'es', 'en', l.created_at, $1::timestamptz
       from seed_learner l cross join generate_series(0, l.folders - 1) f`,
    [now],
  );
  await run(
    db,
    phases,
    'notes',
    `insert into notes (id, user_id, folder_id, note_type_id, fields, tags, guid, created_at, updated_at)
     select c.note_id, c.user_id, c.folder_id, c.note_type_id, array['palabra ' || c.n, 'word ' || c.n],
            case when c.n % 3 = 0 then array['vocabulario', 'tema-' || c.n % 20] else '{}' end,
            'escala-' || c.note_id, c.made_at, c.made_at
       from ${CARD_PLAN} c`,
  );
  // A card's schedule is what its last rating left.
  const last = (column: string) => `(case when c.reviews = 0 then null else ${column} end)`;
  const lastRating = rating('c.card_id', 'c.reviews');
  const lastInterval = intervalAfter('c.card_id', 'c.reviews');
  await run(
    db,
    phases,
    'cards',
    cardsWithAggregates(`insert into cards (id, note_id, template_ord, front, back, folder_id, user_id, created_at, updated_at,
                        review_count, last_reviewed_at, next_review_at, interval, ease_factor, difficulty, state,
                        stability, fsrs_difficulty, lapses, suspended, leech)
     select c.card_id, c.note_id, 0, 'palabra ' || c.n, 'word ' || c.n, c.folder_id, c.user_id, c.made_at,
            coalesce(${last(reviewedAt('c.reviews'))}, c.made_at), c.reviews, ${last(reviewedAt('c.reviews'))},
            ${last(`${reviewedAt('c.reviews')} + ${lastInterval} * interval '24 hours'`)},
            case when c.reviews = 0 then 2 else ${lastInterval} end, 250,
            case when c.reviews = 0 then 'new' when ${lastRating} = 'medium' then 'good' else ${lastRating} end,
            case when c.reviews = 0 then 0 when ${lastRating} <> 'hard' then 2 when c.reviews = 1 then 1 else 3 end,
            ${last(`${lastInterval}::float8`)}, ${last('(3 + c.card_id % 60 / 10.0)::float8')},
            c.reviews / 4, c.card_id % 100 = 0, c.reviews >= 5 and c.card_id % 200 = 1
       from ${CARD_PLAN} c
     returning ${CARD_AGGREGATE_COLUMNS}`),
  );
  // With what reviews_days_inserted keeps and what a rating keeps per learner and study day, over the batch's
  // reviews at once. A review's study day is its day: its time is hours away from the 04:00 boundary.
  await run(
    db,
    phases,
    'reviews',
    `with r as (
       insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before,
                            ease_after, reviewed_at, duration_ms, card_before, study_day)
       select c.user_id, c.card_id, c.folder_id, ${rating('c.card_id', 'k')},
              case when k = 1 then 0 else ${intervalAfter('c.card_id', 'k - 1')} end,
              ${intervalAfter('c.card_id', 'k')}, 250, 250, ${reviewedAt('k')}, 2000 + (c.card_id * k) % 9000,
              ${CARD_BEFORE}[k], ${reviewDay('k')}
         from ${CARD_PLAN} c cross join generate_series(1, c.reviews) k
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
         from r group by 1, 2, 3),
     studied as (
       insert into study_days (user_id, day, reviews, new_cards)
       select user_id, study_day, count(*), count(*) filter (where first) from r group by 1, 2)
     select count(*)::int as rows from r`,
  );
  // A study session on a third of the days studied, a browser session for four learners in five, tokens and media
  // for one in twenty; fits checked within the last two weeks for those with enough history.
  const other = 'sessions, tokens, media';
  await run(
    db,
    phases,
    other,
    `insert into study_sessions (user_id, folder_id, cards_studied, easy_count, good_count, hard_count, started_at,
                                 completed_at)
     select d.user_id, null, d.reviews, d.reviews / 5, d.reviews * 7 / 10, d.reviews - d.reviews / 5 - d.reviews * 7 / 10,
            d.day + interval '18 hours', d.day + interval '18 hours 20 minutes'
       from study_days d join seed_learner l on l.user_id = d.user_id
      where (d.user_id + extract(doy from d.day)::int) % 3 = 0`,
  );
  await run(
    db,
    phases,
    other,
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
    phases,
    other,
    `insert into api_tokens (user_id, name, token_hash, created_at, scope)
     select l.user_id, 'Herramienta ' || k, encode(sha256(('escala-token-' || l.user_id || '-' || k)::bytea), 'hex'),
            l.created_at, case when k = 1 then 'read' else 'write' end
       from seed_learner l cross join generate_series(1, 1 + l.g % 2) k where l.g % 20 = 1`,
  );
  await run(
    db,
    phases,
    other,
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
    phases,
    other,
    `update users u set parameters_checked_at = $1::timestamptz - (u.id % 14) * interval '1 day'
       from (select user_id from study_days where user_id in (select user_id from seed_learner)
              group by 1 having sum(reviews) >= 400) s
      where u.id = s.user_id`,
    [now],
  );
  const [ids] = (
    await db.query<{ first: number; last: number }>(
      'select min(user_id) as first, max(user_id) as last from seed_learner',
    )
  ).rows;
  return ids;
}

/**
 * The community: one learner in 30 of `from`..`to` publishes their first folder of 20 cards or more (its first 100
 * cards), each published folder copied by three other learners of the range (new cards, each with its note, and the
 * triggers' aggregates of the copies written like the batches'). It runs before the bulk tables' indexes are built
 * again: each statement reads the cards it needs in one pass.
 */
async function seedCommunity(db: Client, phases: Phases, firstUserId: number, lastUserId: number, now: Date) {
  const phase = 'community';
  await run(db, phases, phase, 'begin');
  await run(db, phases, phase, 'set local session_replication_role = replica');
  await run(
    db,
    phases,
    phase,
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
  await run(db, phases, phase, 'analyze seed_published');
  await run(
    db,
    phases,
    phase,
    `insert into community_cards (community_folder_id, position, card_key, source_card_id, front, back, changed_version)
     select p.community_folder_id, c.position, 'k' || c.id, c.id, c.front, c.back, 1
       from seed_published p
       join (select c.id, c.folder_id, c.front, c.back,
                    row_number() over (partition by c.folder_id order by c.created_at, c.id) as position
               from cards c where c.folder_id in (select source_folder_id from seed_published)) c
         on c.folder_id = p.source_folder_id
      where c.position <= ${COMMUNITY_CARDS_PER_FOLDER}`,
  );
  const [{ published }] = (
    await run<{ published: number }>(db, phases, phase, 'select count(*)::int as published from seed_published')
  ).rows;
  if (published > 0) {
    // Copy i of published folder p goes to a learner of the range picked from p and i (never its author's).
    await run(
      db,
      phases,
      phase,
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
    await run(db, phases, phase, 'analyze seed_copy');
    await run(
      db,
      phases,
      phase,
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
      phases,
      phase,
      `insert into notes (id, user_id, folder_id, note_type_id, fields, guid, created_at, updated_at)
       select note_id, user_id, folder_id, note_type_id, array[front, back], 'escala-' || note_id, $1, $1
         from seed_copy_card`,
      [now],
    );
    await run(
      db,
      phases,
      phase,
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
    phases,
    phase,
    `update community_folders cf set card_count = coalesce(k.cards, 0), copies_count = coalesce(f.copies, 0)
       from seed_published p
       left join (select community_folder_id, count(*) as cards from community_cards group by 1) k
         using (community_folder_id)
       left join (select community_folder_id, count(*) as copies from folders
                   where community_folder_id is not null group by 1) f using (community_folder_id)
      where cf.id = p.community_folder_id`,
  );
  await run(db, phases, phase, 'commit');
  return published;
}

/**
 * The tables most rows go to: their indexes are built once after the load rather than row by row during it. The
 * aggregates are among them (`review_days` has a row for about every second review), but not `study_days`: each
 * batch reads its learners' days back by its key (without it, every batch would scan all the days seeded before).
 */
const BULK_TABLES = ['notes', 'cards', 'reviews', 'review_days', 'card_due_days', 'card_intervals'];
/**
 * Those of them no table points at are unlogged while the batches write them: a row then costs no WAL record, and
 * `set logged` writes each table to the WAL once, whole pages, at the end (a crash midway empties them: the seed is
 * run again anyway).
 */
const UNLOGGED_TABLES = ['reviews', 'review_days', 'study_days', 'card_due_days', 'card_intervals'];

type BulkIndex = { table: string; name: string; definition: string; constraint: 'p' | 'u' | null };

/**
 * Drops the indexes of BULK_TABLES that no foreign key needs — the trigram GiST indexes of `cards` above all (the
 * slowest to grow a row at a time), and the primary and unique keys nothing points at (`reviews`', notes' guid) — and
 * answers how to build them again, the slowest first.
 */
async function dropBulkIndexes(db: Client): Promise<BulkIndex[]> {
  const { rows } = await db.query<BulkIndex>(
    `select t.relname as table, x.relname as name, pg_get_indexdef(i.indexrelid) as definition,
            k.contype as constraint
       from pg_index i
       join pg_class t on t.oid = i.indrelid
       join pg_class x on x.oid = i.indexrelid
       left join pg_constraint k on k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u')
      where t.relnamespace = 'public'::regnamespace and t.relname = any($1::text[])
        and not exists (select 1 from pg_constraint o where o.conindid = i.indexrelid and o.contype not in ('p', 'u'))
      order by pg_get_indexdef(i.indexrelid) like '% USING gist %' desc, pg_relation_size(t.oid) desc, x.relname`,
    [BULK_TABLES],
  );
  for (const index of rows)
    await db.query(
      index.constraint ? `alter table ${index.table} drop constraint ${index.name}` : `drop index ${index.name}`,
    );
  return rows;
}

/** Builds a dropped index again, and gives its constraint back the index. */
async function buildIndex(db: Client, phases: Phases, index: BulkIndex) {
  await run(db, phases, 'indexes', index.definition);
  if (index.constraint)
    await run(
      db,
      phases,
      'indexes',
      `alter table ${index.table} add constraint ${index.name} ${index.constraint === 'p' ? 'primary key' : 'unique'}
       using index ${index.name}`,
    );
}

/**
 * Runs `work` on every item, each connection taking the next item when it is done with its last; after a failure no
 * connection takes another, and the first failure is thrown once all have stopped.
 */
async function spread<T>(connections: Client[], items: T[], work: (db: Client, item: T) => Promise<void>) {
  const queue = [...items];
  const failures: unknown[] = [];
  await Promise.all(
    connections.map(async (db) => {
      for (let item = queue.shift(); item !== undefined && failures.length === 0; item = queue.shift())
        await work(db, item).catch((error: unknown) => failures.push(error));
    }),
  );
  if (failures.length > 0) throw failures[0];
}

/** A connection for the seed, with the session settings it writes best with. */
async function connect(url: string): Promise<Client> {
  const db = new Client({ connectionString: url });
  await db.connect();
  // Writes of the seed need not wait for the disk (a crash midway leaves a database to seed again anyway); a batch's
  // aggregates and the index builds get memory enough not to spill to disk.
  await db.query("set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'");
  backendOf.set(db, (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid);
  return db;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Seeds `options.learners` more learners (numbered after those already there) into the database `url`. */
export async function seedScale(url: string, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const phases: Phases = new Map();
  const connections = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect(url)));
  const [db] = connections;
  const stages: [string, number][] = [];
  let stageStarted = performance.now();
  const stage = (name: string) => {
    stages.push([name, performance.now() - stageStarted]);
    stageStarted = performance.now();
  };
  try {
    // Unlogged tables and dropped indexes are fine for a database of the bench's learners only (the seeded ones, and
    // `bench/scale.ts`'s own `escala-…`), never for anybody's data.
    const [{ others }] = (
      await db.query<{ others: number }>(
        `select count(*)::int as others from users where email not like 'escala%@example.com'`,
      )
    ).rows;
    if (others > 0)
      throw new Error(
        `La base de datos tiene ${others} usuarios que no son de la semilla de escala: siembra solo una base de datos de pruebas.`,
      );
    const passwordHash = await hash(SCALE_PASSWORD);
    const [{ seeded }] = (
      await db.query<{ seeded: number }>(
        `select coalesce(max(substr(email, 7, position('@' in email) - 7)::int), 0) as seeded
           from users where email ~ '^escala[0-9]+@example\\.com$'`,
      )
    ).rows;
    let firstUserId = 0;
    let lastUserId = 0;
    const batches: [number, number][] = [];
    for (let from = seeded + 1; from <= seeded + options.learners; from += BATCH)
      batches.push([from, Math.min(from + BATCH - 1, seeded + options.learners)]);
    const dropped = options.learners > 0 ? await dropBulkIndexes(db) : [];
    const unlogged = options.learners > 0 ? UNLOGGED_TABLES : [];
    for (const table of unlogged) await run(db, phases, 'unlogged, then logged', `alter table ${table} set unlogged`);
    try {
      await spread(connections, batches, async (connection, [from, to]) => {
        await connection.query('begin');
        const ids = await seedBatch(connection, phases, from, to, now, passwordHash);
        await connection.query('commit');
        firstUserId = Math.min(firstUserId || ids.first, ids.first);
        lastUserId = Math.max(lastUserId, ids.last);
        log(`learners ${from}–${to} in ${seconds(performance.now() - started)}`);
      });
      stage(`batches of ${BATCH} learners on ${connections.length} connections`);
      if (options.learners > 0) {
        const published = await seedCommunity(db, phases, firstUserId, lastUserId, now);
        log(`${published} community folders and their copies in ${seconds(performance.now() - started)}`);
        stage('community');
      }
    } finally {
      // After a failed batch, its transaction is ended first: the indexes come back whatever happened.
      await Promise.all(connections.map((connection) => connection.query('rollback')));
      await spread(connections, unlogged, (connection, table) =>
        run(connection, phases, 'unlogged, then logged', `alter table ${table} set logged`).then(() => {}),
      );
      stage('tables logged again');
      await spread(connections, dropped, (connection, index) => buildIndex(connection, phases, index));
      stage(`${dropped.length} indexes built again`);
    }
    const { rows: tables } = await db.query<{ name: string }>(
      `select quote_ident(relname) as name from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
        order by pg_relation_size(oid) desc`,
    );
    await spread(connections, tables, (connection, table) =>
      run(connection, phases, 'vacuum analyze', `vacuum analyze ${table.name}`).then(() => {}),
    );
    stage('vacuum analyze');
    const total = performance.now() - started;
    log("phase: statements' time and their backends' CPU, each summed over the connections; rows written");
    for (const [name, phase] of phases)
      log(
        `  ${name.padEnd(24)} ${seconds(phase.ms).padStart(9)} ${seconds(phase.cpu * 1000).padStart(9)} CPU` +
          `  ${phase.rows.toLocaleString('en').padStart(12)} rows`,
      );
    log('wall time:');
    for (const [name, ms] of stages) log(`  ${name.padEnd(44)} ${seconds(ms).padStart(9)}`);
    const cpu = connections.reduce((sum, connection) => sum + cpuSeconds(backendOf.get(connection) ?? 0), 0);
    log(
      `seeded ${options.learners} learners in ${seconds(total)} (vacuum analyze included); ` +
        `PostgreSQL's CPU for it: ${cpu.toFixed(0)} s on ${connections.length} connections, ` +
        `load average ${os.loadavg()[0].toFixed(1)}`,
    );
    return { firstUserId, lastUserId, seconds: total / 1000 };
  } finally {
    await Promise.all(connections.map((connection) => connection.end()));
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
