import { createHash } from 'node:crypto';
import type { Query } from '../../db/raw';
import { FOLDER_NAME_MAX, SPEECH_LANGUAGES } from '../folders/folder.schema';
import { mediaUrl } from '../media/media.schema';
import { mediaImporter } from '../media/media.service';
import {
  type CardState,
  dayStart,
  memoryFromSm2,
  newCardState,
  replayHistory,
  type SchedulerSettings,
  storedDifficulty,
  studyDay,
} from '../scheduling/schedule';
import { ImportNotes } from './import.notes';
import type { ImportReport } from './import-job.entity';
import {
  ImportFailure,
  type ImportSource,
  type MediaSink,
  type SkippedNote,
  type SourceCard,
  type SourceMedia,
} from './import-source';

/**
 * Cards per multi-row INSERT (and per progress update): a batch and its history (about 10 reviews a card in a
 * well-used Anki deck), and its notes, are the only rows held in memory at a time. 250 since notes came: a
 * 40 000-card deck of 20 000 notes peaked at 293–328 MB with 500 (median 308), 289–304 MB with 250 (median 298),
 * in the same time (`bench/import.ts`).
 */
export const IMPORT_BATCH = 250;

export const writerMessages = {
  folderGone: 'La carpeta de destino ya no existe',
  mediaMissing: 'Imágenes o sonidos que las notas nombran y el paquete no incluye',
  mediaType: 'Archivos que no son imágenes PNG, JPEG, GIF o WebP ni sonidos MP3, OGG, WAV o M4A',
  mediaSize: 'Archivos demasiado grandes (imágenes de más de 5 MB, sonidos de más de 10 MB)',
  mediaQuota: 'Archivos que ya no caben en tu espacio para imágenes y sonidos',
} as const;

const mediaSkipReasons: Record<string, string> = {
  type: writerMessages.mediaType,
  size: writerMessages.mediaSize,
  quota: writerMessages.mediaQuota,
};

/** Where a CSV's cards go: an existing folder of the user's, or a new one of that name. */
export type ImportTarget = { folderId?: number; folderName: string };

type FolderSlot = { id: number; seen: Set<string> };

/**
 * The folder language a language another program reads a side in comes to: the same tag when Repaso offers it, else
 * the first one Repaso offers for that language (`en` → `en-US`); undefined when it offers none.
 */
export function speechLanguageOf(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  const wanted = tag.replace('_', '-').toLowerCase();
  const primary = wanted.split('-')[0];
  return (
    SPEECH_LANGUAGES.find((language) => language.toLowerCase() === wanted) ??
    SPEECH_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary)
  );
}

type PreparedCard = { id: number; folderId: number; card: SourceCard; state: CardState };

/** A card the learner already has from an earlier import of the same file (matched by its `source_key`). */
export type KnownCard = { id: number; front: string; back: string };

/**
 * Front and back for the duplicate check, as a SHA-256 of both joined by a NUL (which never occurs in stored text):
 * 44 characters a card kept for the whole import, whatever the length of its text (20 000 cards of 1 KB would
 * otherwise keep 40 MB of keys).
 */
const pairKey = (front: string, back: string) =>
  createHash('sha256').update(front).update('\u0000').update(back).digest('base64');
const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

/**
 * The state a card from another program starts with: the schedule it had there (so what was learnt stays learnt:
 * due on the study day it was due), and a memory state from replaying its history through our own scheduler, or
 * from its interval and ease when it comes without history.
 */
export function foreignCardState(cardId: number, card: SourceCard, settings: SchedulerSettings): CardState {
  const foreign = card.foreign;
  if (!foreign?.due) return { ...newCardState };
  const replayed = card.reviews.length
    ? replayHistory(cardId, newCardState, card.reviews, settings)
    : (() => {
        const memory = memoryFromSm2(Math.max(1, foreign.interval), foreign.easeFactor);
        return { ...newCardState, stability: memory.stability, fsrsDifficulty: memory.difficulty, state: 2 };
      })();
  if (foreign.memory) {
    replayed.stability = foreign.memory.stability;
    replayed.fsrsDifficulty = foreign.memory.difficulty;
  }
  const last = card.reviews.at(-1);
  return {
    difficulty: last ? storedDifficulty[last.rating] : 'good',
    reviewCount: Math.max(card.reviews.length, foreign.reps, 1),
    lastReviewedAt: last?.reviewedAt ?? null,
    nextReviewAt: dayStart(studyDay(foreign.due, settings.timeZone), settings.timeZone),
    interval: Math.max(1, foreign.interval),
    easeFactor: foreign.easeFactor,
    stability: replayed.stability,
    fsrsDifficulty: replayed.fsrsDifficulty,
    state: foreign.state ?? replayed.state,
    lapses: foreign.lapses,
  };
}

/** The learner's scheduler settings: a foreign card's history is replayed with them. */
async function schedulerSettingsOf(tx: Query, userId: number): Promise<SchedulerSettings> {
  const [user] = await tx<{ time_zone: string; desired_retention: number; fsrs_weights: number[] | null }>(
    'select time_zone, desired_retention, fsrs_weights from users where id = $1',
    [userId],
  );
  return { timeZone: user.time_zone, desiredRetention: user.desired_retention, weights: user.fsrs_weights };
}

/** Where a source stores its media: the learner's own media (within `quotaBytes`), answered as the url they are at. */
async function mediaSinkOf(tx: Query, userId: number, quotaBytes: number): Promise<MediaSink> {
  const save = await mediaImporter(tx, userId, { quotaBytes });
  return async (bytes) => {
    const saved = await save(bytes);
    if ('skipped' in saved) return saved;
    return { link: { url: mediaUrl(saved.media.sha256, saved.media.mimeType), kind: saved.kind } };
  };
}

const emptyReport = (): ImportReport => ({
  foldersCreated: 0,
  cardsCreated: 0,
  cardsUpdated: 0,
  cardsUnchanged: 0,
  suspendedCards: 0,
  reviewsImported: 0,
  duplicatesSkipped: 0,
  mediaImported: 0,
  mediaSkipped: 0,
  notesSkipped: [],
  mediaProblems: [],
  folderIds: [],
});

/** A card read and placed in its folder, waiting for its batch's INSERT. */
export type BatchCard = { card: SourceCard; folderId: number };

/**
 * Sorts a batch by what an earlier import of the same file brought (`known`, by `sourceKey`): the fresh cards to add,
 * the known ones whose text changed (to update) and how many known ones are as they were.
 */
export function sortKnown(batch: BatchCard[], known: ReadonlyMap<string, KnownCard>) {
  const changed: KnownCard[] = [];
  let unchanged = 0;
  const fresh = batch.filter(({ card }) => {
    const existing = card.sourceKey ? known.get(card.sourceKey) : undefined;
    if (!existing) return true;
    if (existing.front === card.front && existing.back === card.back) unchanged++;
    else changed.push({ id: existing.id, front: card.front, back: card.back });
    return false;
  });
  return { fresh, changed, unchanged };
}

type Languages = { front?: string; back?: string };

/**
 * A folder's languages once `card` is read (`known`: what earlier cards said, if any): the first card that names a
 * side's language decides it. Undefined when the card names none Repaso offers.
 */
export function folderLanguages(known: Languages | undefined, card: SourceCard): Languages | undefined {
  const front = speechLanguageOf(card.languages?.front);
  const back = speechLanguageOf(card.languages?.back);
  if (!front && !back) return undefined;
  return { front: known?.front ?? front, back: known?.back ?? back };
}

/** The report's media figures from what became of the source's media (reasons in Spanish). */
export function mediaFigures(
  media: SourceMedia,
): Pick<ImportReport, 'mediaImported' | 'mediaProblems' | 'mediaSkipped'> {
  const mediaProblems = [
    ...(media.missing > 0 ? [{ reason: writerMessages.mediaMissing, count: media.missing }] : []),
    ...[...media.refused].map(([reason, count]) => ({ reason: mediaSkipReasons[reason] ?? reason, count })),
  ];
  return {
    mediaImported: media.imported,
    mediaProblems,
    mediaSkipped: mediaProblems.reduce((sum, problem) => sum + problem.count, 0),
  };
}

type WriteOptions = { now: Date; mediaQuotaBytes: number; progress: (processed: number) => Promise<void> };

/**
 * Writes everything `source` holds for `userId` in ONE database transaction (the caller's, whose statements `tx`
 * runs: plain pg with bind parameters, so a batch travels as one JSON or array value, never inlined into the SQL
 * text), in batches of multi-row INSERTs: folders, cards, reviews and the per-day review counts. One transaction per import is the
 * choice here (not resumable batches): a failure anywhere — a bad row deep in the file, the database, a crash —
 * rolls every batch back, so an import is all or nothing and a retry starts clean. `progress` reports how many
 * items have been read; the caller sends it on another connection, so the web sees it while this one is open.
 * The source's media are stored first (`mediaQuotaBytes` is the learner's room for them). A card another import of
 * the same file brought (same `sourceKey`) is not added again: its text is updated when it changed, its schedule and
 * history are left as they are.
 */
export async function writeImport(
  tx: Query,
  userId: number,
  source: ImportSource,
  target: ImportTarget | null,
  options: WriteOptions,
): Promise<ImportReport> {
  const settings = await schedulerSettingsOf(tx, userId);
  if (source.prepare) await source.prepare(await mediaSinkOf(tx, userId, options.mediaQuotaBytes));
  const writer = new ImportWriter(tx, userId, settings, target, options);
  await writer.openTarget();
  for await (const item of source.items()) await writer.add(item);
  await writer.finish();
  return writer.reportWith(source.media());
}

/** One import's writes, in their order: `openTarget`, `add` for each item read (in batches), `finish`. */
class ImportWriter {
  private readonly report = emptyReport();
  private readonly skipped = new Map<string, number>();
  private readonly folders = new Map<string, FolderSlot>();
  // The languages each folder's cards are read aloud in (`folderLanguages`).
  private readonly languages = new Map<number, Languages>();
  private batch: BatchCard[] = [];
  private readonly duplicateNotes = new Set<string>();
  private processed = 0;
  private readonly notes: ImportNotes;

  constructor(
    private readonly tx: Query,
    private readonly userId: number,
    private readonly settings: SchedulerSettings,
    private readonly target: ImportTarget | null,
    private readonly options: WriteOptions,
  ) {
    this.notes = new ImportNotes(tx, userId, options.now);
  }

  /** The folder a CSV chose, when it chose one: still the learner's, its cards already there are duplicates. */
  async openTarget() {
    if (!this.target?.folderId) return;
    const [folder] = await this.tx<{ id: number }>('select id from folders where id = $1 and user_id = $2', [
      this.target.folderId,
      this.userId,
    ]);
    if (!folder) throw new ImportFailure(writerMessages.folderGone);
    const existing = await this.tx<{ front: string; back: string }>(
      'select front, back from cards where folder_id = $1',
      [folder.id],
    );
    this.folders.set('', { id: folder.id, seen: new Set(existing.map((card) => pairKey(card.front, card.back))) });
    this.report.folderIds.push(folder.id);
  }

  /** One item read: a skipped note is counted; a card goes to its folder's batch unless it is a duplicate there. */
  async add(item: SourceCard | SkippedNote) {
    if (!('sameRow' in item && item.sameRow)) this.processed++;
    if ('skipped' in item) {
      this.skipped.set(item.skipped, (this.skipped.get(item.skipped) ?? 0) + 1);
      return;
    }
    const card = { ...item, front: withoutNul(item.front), back: withoutNul(item.back) };
    const folder = await this.folderFor(card.folder);
    // A card with an identity of its own (an Anki card) is never a duplicate: Anki keeps notes that share a text.
    if (!card.sourceKey) {
      // A note whose card was a duplicate goes whole: none of its other cards come without it.
      if (card.note && this.duplicateNotes.has(card.note.guid)) return;
      const key = pairKey(card.front, card.back);
      if (folder.seen.has(key)) {
        this.report.duplicatesSkipped++;
        if (card.note) this.duplicateNotes.add(card.note.guid);
        return;
      }
      folder.seen.add(key);
    }
    const languages = folderLanguages(this.languages.get(folder.id), card);
    if (languages) this.languages.set(folder.id, languages);
    this.batch.push({ card, folderId: folder.id });
    if (this.batch.length >= IMPORT_BATCH) await this.flush();
  }

  /** Writes the last batch, pairs the cards of each Anki note and gives the folders their languages. */
  async finish() {
    await this.flush();
    await this.options.progress(this.processed);
    await linkNoteSiblings(this.tx, this.userId, this.report.folderIds, this.notes.writtenIds());
    // Anki's `{{tts …}}` becomes the folder's languages, where the learner has not chosen any.
    for (const [folderId, { front, back }] of this.languages) {
      await this.tx(
        `update folders set front_language = coalesce(front_language, $2), back_language = coalesce(back_language, $3)
          where id = $1`,
        [folderId, front ?? null, back ?? null],
      );
    }
  }

  /** The report, once `media` (what became of the source's media) is known. */
  reportWith(media: SourceMedia): ImportReport {
    Object.assign(this.report, mediaFigures(media));
    this.report.notesSkipped = [...this.skipped].map(([reason, count]) => ({ reason, count }));
    return this.report;
  }

  /** The folder the cards of `key` (a deck's name; '' for the CSV's) go to, made on first use. */
  private async folderFor(key: string): Promise<FolderSlot> {
    const known = this.folders.get(key);
    if (known) return known;
    const name = (key === '' ? (this.target?.folderName ?? 'Importación') : key).slice(0, FOLDER_NAME_MAX);
    if (!this.target) {
      // A deck goes to the learner's folder of that name when there is one, as Anki imports into a deck of that
      // name: importing the same package again, or its next version, adds to the folders the first import made.
      const [existing] = await this.tx<{ id: number }>(
        'select id from folders where user_id = $1 and name = $2 order by id limit 1',
        [this.userId, name],
      );
      if (existing) {
        const slot = { id: existing.id, seen: new Set<string>() };
        this.folders.set(key, slot);
        this.report.folderIds.push(existing.id);
        return slot;
      }
    }
    const [row] = await this.tx<{ id: number }>(
      'insert into folders (name, user_id, created_at, updated_at) values ($1, $2, $3, $3) returning id',
      [name, this.userId, this.options.now],
    );
    const slot = { id: row.id, seen: new Set<string>() };
    this.folders.set(key, slot);
    this.report.foldersCreated++;
    this.report.folderIds.push(row.id);
    return slot;
  }

  /** The batch's cards an earlier import of the same file brought, by `sourceKey`: updated, not added again. */
  private async takeKnown() {
    const keys = this.batch.flatMap(({ card }) => (card.sourceKey ? [card.sourceKey] : []));
    if (keys.length === 0) return;
    const known = new Map(
      (
        await this.tx<KnownCard & { source_key: string; note_id: number; template_ord: number }>(
          `select c.id, c.front, c.back, c.source_key, c.note_id, c.template_ord from cards c
             join folders f on f.id = c.folder_id and f.user_id = c.user_id
            where f.user_id = $1 and c.source_key = any($2::text[])`,
          [this.userId, keys],
        )
      ).map((row) => [row.source_key, row]),
    );
    if (known.size === 0) return;
    await this.joinNotes(known);
    const { fresh, changed, unchanged } = sortKnown(this.batch, known);
    this.batch = fresh;
    this.report.cardsUnchanged += unchanged;
    if (changed.length === 0) return;
    await this.tx(
      `update cards set front = u.front, back = u.back, updated_at = $1
         from json_to_recordset($2::json) as u(id int, front text, back text) where cards.id = u.id`,
      [this.options.now, JSON.stringify(changed)],
    );
    this.report.cardsUpdated += changed.length;
  }

  /**
   * Known cards join the note their package says they are a card of: an import made before notes gave each card a
   * "Básica" note of its own, which goes once its card has left it.
   */
  private async joinNotes(known: ReadonlyMap<string, { id: number; note_id: number; template_ord: number }>) {
    const moves: { id: number; note_id: number; ord: number; old: number }[] = [];
    for (const { card } of this.batch) {
      const existing = card.sourceKey ? known.get(card.sourceKey) : undefined;
      const noteId = this.notes.noteIdOf(card);
      if (!existing || noteId == null) continue;
      const ord = card.templateOrd ?? 0;
      if (existing.note_id !== noteId || existing.template_ord !== ord)
        moves.push({ id: existing.id, note_id: noteId, ord, old: existing.note_id });
    }
    if (moves.length === 0) return;
    await this.tx(
      `update cards set note_id = m.note_id, template_ord = m.ord
         from json_to_recordset($1::json) as m(id int, note_id int, ord int) where cards.id = m.id`,
      [JSON.stringify(moves)],
    );
    await this.tx(
      'delete from notes n where n.id = any($1::int[]) and not exists (select 1 from cards c where c.note_id = n.id)',
      [[...new Set(moves.map((move) => move.old))]],
    );
  }

  /** Writes the batch (its known cards updated, the others inserted with their history) and reports progress. */
  private async flush() {
    await this.notes.place(this.batch);
    await this.takeKnown();
    if (this.batch.length === 0) {
      await this.options.progress(this.processed);
      return;
    }
    const ids = await this.tx<{ id: number }>(
      `select nextval(pg_get_serial_sequence('cards', 'id'))::int as id from generate_series(1, $1)`,
      [this.batch.length],
    );
    const prepared: PreparedCard[] = this.batch.map(({ card, folderId }, i) => {
      const id = ids[i].id;
      const state = card.state ?? (card.foreign ? foreignCardState(id, card, this.settings) : { ...newCardState });
      return { id, folderId, card, state };
    });
    await insertCards(this.tx, this.userId, prepared, this.options.now, this.notes);
    this.report.reviewsImported += await insertReviews(this.tx, this.userId, this.settings.timeZone, prepared);
    this.report.cardsCreated += prepared.length;
    this.report.suspendedCards += prepared.filter(({ card }) => card.suspended).length;
    this.batch = [];
    await this.options.progress(this.processed);
  }
}

/**
 * The two cards of one note the import wrote, in a folder ("Card 1" and "Card 2" of "Basic (and reversed card)", a
 * note type's two templates, a cloze's two gaps) become siblings, as a card and its reverse made here are: they are
 * not studied on the same day (scheduling/due.ts), as Anki buries them. Notes with more cards stay unlinked (a card
 * has one sibling); cards already linked stay so.
 */
async function linkNoteSiblings(tx: Query, userId: number, folderIds: readonly number[], noteIds: readonly number[]) {
  if (folderIds.length === 0 || noteIds.length === 0) return;
  await tx(
    `with note_cards as (
       select id, folder_id, note_id from cards
        where user_id = $3 and folder_id = any($1::int[]) and note_id = any($2::int[]) and sibling_id is null),
     pairs as (select min(id) as a, max(id) as b from note_cards group by folder_id, note_id having count(*) = 2)
     update cards c set sibling_id = case when c.id = p.a then p.b else p.a end
       from pairs p where c.user_id = $3 and c.id in (p.a, p.b)`,
    [folderIds, noteIds, userId],
  );
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

async function insertCards(tx: Query, userId: number, cards: PreparedCard[], now: Date, notes: ImportNotes) {
  const rows = cards.map(({ id, folderId, card, state }) => ({
    id,
    note_id: notes.noteIdOf(card),
    template_ord: card.templateOrd ?? 0,
    front: card.front,
    back: card.back,
    folder_id: folderId,
    difficulty: state.difficulty,
    review_count: state.reviewCount,
    last_reviewed_at: iso(state.lastReviewedAt),
    next_review_at: iso(state.nextReviewAt),
    interval: state.interval,
    ease_factor: state.easeFactor,
    stability: state.stability,
    fsrs_difficulty: state.fsrsDifficulty,
    state: state.state,
    lapses: state.lapses,
    created_at: iso(card.createdAt ?? now),
    source_key: card.sourceKey ?? null,
    suspended: card.suspended ?? false,
  }));
  await tx(
    `insert into cards (id, front, back, folder_id, user_id, difficulty, review_count, last_reviewed_at, next_review_at,
                        interval, ease_factor, stability, fsrs_difficulty, state, lapses, created_at, updated_at,
                        source_key, suspended, note_id, template_ord)
     select id, front, back, folder_id, $3::int, difficulty, review_count, last_reviewed_at, next_review_at,
            interval, ease_factor, stability, fsrs_difficulty, state, lapses, created_at, $1::timestamptz,
            source_key, suspended, note_id, template_ord
       from json_to_recordset($2::json) as c(id int, note_id int, template_ord int, front text, back text,
            folder_id int, difficulty text,
            review_count int, last_reviewed_at timestamptz, next_review_at timestamptz, interval int, ease_factor int,
            stability float8, fsrs_difficulty float8, state smallint, lapses int, created_at timestamptz,
            source_key text, suspended boolean)`,
    [now, JSON.stringify(rows), userId],
  );
}

/**
 * The batch's history as `reviews` rows, and its reviews counted into `study_days` (streak, studied-today). The rows
 * travel as one array per column (`unnest`): numbers and short strings, no object per review.
 */
async function insertReviews(tx: Query, userId: number, timeZone: string, cards: PreparedCard[]) {
  const cardIds: number[] = [];
  const folderIds: number[] = [];
  const ratings: string[] = [];
  const intervalsBefore: number[] = [];
  const intervalsAfter: number[] = [];
  const easesBefore: number[] = [];
  const easesAfter: number[] = [];
  const reviewedAt: string[] = [];
  const durations: (number | null)[] = [];
  const first: boolean[] = [];
  for (const { id, folderId, card } of cards) {
    for (let i = 0; i < card.reviews.length; i++) {
      const review = card.reviews[i];
      cardIds.push(id);
      folderIds.push(folderId);
      ratings.push(review.rating);
      intervalsBefore.push(review.intervalBefore);
      intervalsAfter.push(review.intervalAfter);
      easesBefore.push(review.easeBefore);
      easesAfter.push(review.easeAfter);
      reviewedAt.push(review.reviewedAt.toISOString());
      durations.push(review.durationMs);
      first.push(i === 0);
    }
  }
  if (cardIds.length === 0) return 0;
  await tx(
    `with input as (
       select * from unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[],
                            $8::timestamptz[], $9::int[], $10::boolean[])
         as r(card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at,
              duration_ms, first)
     ), inserted as (
       insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after,
                            reviewed_at, duration_ms)
       select $11::int, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at,
              duration_ms
         from input
     )
     insert into study_days (user_id, day, reviews, new_cards)
     select $11::int, ((reviewed_at at time zone $12::text) - interval '4 hours')::date, count(*), count(*) filter (where first)
       from input group by 2
     on conflict (user_id, day) do update
       set reviews = study_days.reviews + excluded.reviews, new_cards = study_days.new_cards + excluded.new_cards`,
    [
      cardIds,
      folderIds,
      ratings,
      intervalsBefore,
      intervalsAfter,
      easesBefore,
      easesAfter,
      reviewedAt,
      durations,
      first,
      userId,
      timeZone,
    ],
  );
  return cardIds.length;
}
