import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ZipDeflate } from 'fflate';
import { type Actor, requireUserId } from '../../core/actor';
import { requireViewer } from '../accounts/account.service';
import type { User } from '../accounts/user.entity';
import { getFolder } from '../folders/folder.service';
import { mediaByHashes } from '../media/media.service';
import { ankiFieldText, markdownToAnkiHtml } from '../notes/render/anki-html';
import { dayStart, type Rating, schedulerOf, studyDay, studyDaysBetween } from '../scheduling/schedule';
import { localDate } from './account-json';
import {
  type AnkiCard,
  AnkiCollection,
  type AnkiDeck,
  type AnkiModel,
  type AnkiNoteCard,
  type AnkiRevlog,
} from './anki-collection';
import { afterKeyset, type Keyset, keysetPages, microseconds } from './keyset';
import { zipWriter } from './zip-stream';

/**
 * Anki packages (.apkg) of a folder or of every folder (DESIGN §12, issue 25): a legacy `collection.anki21` (schema 11,
 * which Anki 2.1.50+ opens and upgrades) zipped with the `media` map and its files `0`, `1`, …. How Repaso's data
 * becomes Anki's:
 * - a folder is a deck (`A › B` → `A::B`, with its parents); a "Básica" note's card is a note of one Basic note type
 *   (Front, Back) whose `guid` comes from the card's id, so that exporting again updates the same notes in Anki;
 *   every other note (DESIGN §16) is itself, of its own note type (fields, templates, kind, style sheet; the Anki id
 *   it was imported with), with its `guid`, fields as HTML and tags, and each of its cards of its template's ord;
 * - the sides' Markdown becomes HTML (`markdownToAnkiHtml`); each image and sound of the learner's goes in the media;
 * - a card never rated is new (`due` = its position); a rated one is a review card due on the same study day, with its
 *   interval, repetitions, lapses, FSRS memory state in `cards.data` (as Anki 23.10+ keeps it) and an SM-2 ease
 *   (`ankiEase`) for Anki's own scheduler;
 * - every rating is a `revlog` row (`ankiRevlog`).
 */

const ANKI_EASE: Record<Rating, AnkiRevlog['ease']> = { hard: 1, medium: 3, easy: 4 };
/** Anki's bounds for an SM-2 ease, in permille. */
const MIN_EASE = 1300;
const MAX_EASE = 3500;
/** Longer answers than this are kept as this (Anki's own cap is a minute; ours is an hour, as the importer's). */
const MAX_ANSWER_MS = 3_600_000;
const FOLDER_DECK_BASE = 1_800_000_000_000;
const PARENT_DECK_BASE = 1_900_000_000_000;

type FolderRow = { id: number; name: string; description: string | null };

type CardRow = {
  id: number;
  created_us: string;
  created_ms: number;
  updated_ms: number;
  front: string;
  back: string;
  review_count: number;
  next_review_ms: number | null;
  last_reviewed_ms: number | null;
  interval: number;
  ease_factor: number;
  stability: number | null;
  fsrs_difficulty: number | null;
  lapses: number;
  suspended: boolean;
  note_id: number;
  template_ord: number;
  /** Its note's type is the built-in "Básica" (written as the Basic note type of the cards' sides). */
  basic: boolean;
  tags: string[];
};

type ReviewRow = {
  id: number;
  card_id: number;
  reviewed_us: string;
  reviewed_ms: number;
  rating: Rating;
  duration_ms: number | null;
  interval_before: number;
  interval_after: number;
  ease_after: number;
  state_before: number | null;
  difficulty_after: number | null;
};

const msOf = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/** The deck name of a folder: its path (`A › B`) in Anki's form (`A::B`), a part never holding `::` itself. */
export function deckNameOf(folderName: string): string {
  const parts = folderName
    .split('›')
    .map((part) => part.trim().replaceAll('::', ':'))
    .filter(Boolean);
  return parts.length > 0 ? parts.join('::') : 'Repaso';
}

/**
 * A deck for each folder, named by its path, and one for each parent path no folder has; two folders whose names
 * Anki would take for one deck (its names ignore case) get ` (2)`, ` (3)`… so that each stays a deck of its own.
 */
export function decksOf(folders: readonly FolderRow[]): { decks: AnkiDeck[]; deckOf: Map<number, number> } {
  const decks: AnkiDeck[] = [];
  const deckOf = new Map<number, number>();
  const taken = new Set<string>();
  for (const folder of folders) {
    const base = deckNameOf(folder.name);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    const id = FOLDER_DECK_BASE + folder.id;
    decks.push({ id, name, description: escapeHtml(folder.description ?? '') });
    deckOf.set(folder.id, id);
  }
  let parents = 0;
  for (const { name } of [...decks]) {
    const parts = name.split('::');
    for (let depth = 1; depth < parts.length; depth++) {
      const parent = parts.slice(0, depth).join('::');
      if (taken.has(parent.toLowerCase())) continue;
      taken.add(parent.toLowerCase());
      decks.push({ id: PARENT_DECK_BASE + ++parents, name: parent, description: '' });
    }
  }
  return { decks, deckOf };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A note's `guid`, from the card's id: the same card exported again is the same note to Anki. */
export function ankiGuid(cardId: number): string {
  return createHash('sha256').update(`repaso-card:${cardId}`).digest('base64url').slice(0, 12);
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field's text, as a number. */
function checksum(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
}

/**
 * The SM-2 ease Anki keeps for a card (permille), for learners who use Anki's SM-2 scheduler: from the FSRS
 * difficulty, the inverse of the importer's `memoryFromSm2` (ease % = 100 + 25 × (11 − difficulty): 5 → 250 %,
 * 9.8 → 130 %, 1 → 350 %), so that a card comes back with the difficulty it left with; the stored ease when there is
 * no difficulty (a card rated before FSRS). Within Anki's bounds, 130 %–350 %.
 */
export function ankiEase(fsrsDifficulty: number | null, easeFactor: number): number {
  const percent = fsrsDifficulty == null ? easeFactor : 100 + 25 * (11 - fsrsDifficulty);
  return Math.min(MAX_EASE, Math.max(MIN_EASE, Math.round(percent * 10)));
}

type Day0 = { instant: Date; timeZone: string };

/** What the collection needs to place a learner's cards in its days and memory model. */
type ExportContext = {
  day0: Day0;
  desiredRetention: number;
  decay: number;
  newPosition: number;
};

/** A card as Anki's note and card, in deck `deckId`. */
export function ankiNoteCard(card: CardRow, deckId: number, context: ExportContext, onMedia: MediaUse): AnkiNoteCard {
  const front = markdownToAnkiHtml(card.front, onMedia);
  const back = markdownToAnkiHtml(card.back, onMedia);
  const sortText = ankiFieldText(front);
  return {
    ...ankiCard(card, deckId, context),
    guid: ankiGuid(card.id),
    front,
    back,
    tags: card.tags,
    sortText,
    checksum: checksum(sortText),
  };
}

/** A card's schedule as Anki's card, in deck `deckId` (its note and ord given by the caller). */
function ankiCard(card: CardRow, deckId: number, context: ExportContext): Omit<AnkiCard, 'noteId' | 'ord'> {
  const common = {
    createdMs: Number(card.created_ms),
    modifiedSecs: Math.floor(Number(card.updated_ms) / 1000),
    deckId,
    suspended: card.suspended,
  };
  if (card.review_count === 0 || card.next_review_ms == null) {
    return { ...common, type: 0, due: ++context.newPosition, ivl: 0, factor: 0, reps: 0, lapses: 0, data: '{}' };
  }
  const memory =
    card.stability != null && card.fsrs_difficulty != null
      ? {
          s: round(card.stability, 4),
          d: round(card.fsrs_difficulty, 3),
          dr: round(context.desiredRetention, 2),
          decay: round(context.decay, 3),
          ...(card.last_reviewed_ms != null ? { lrt: Math.floor(Number(card.last_reviewed_ms) / 1000) } : {}),
        }
      : {};
  return {
    ...common,
    type: 2,
    due: studyDaysBetween(context.day0.instant, new Date(Number(card.next_review_ms)), context.day0.timeZone),
    ivl: Math.max(1, card.interval),
    factor: ankiEase(card.fsrs_difficulty, card.ease_factor),
    reps: card.review_count,
    lapses: card.lapses,
    data: JSON.stringify(memory),
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A rating as a `revlog` row. `ease`: difícil 1 (Again), medio 3 (Good), fácil 4 (Easy), which the importer reads
 * back (1 → hard, 2/3 → medium, 4 → easy). `type` from the card's state before: new or learning → learn (0), review
 * → review (1), relearning → relearn (2); before FSRS (no state kept) a card's first rating is learn, later ones
 * review. `ivl`/`lastIvl` the days after and before (0 before a first rating); `factor` as Anki 23.10+ writes it with
 * FSRS, the difficulty after shifted to 100–1100 (((d − 1) / 9 + 0.1) × 1000), or the SM-2 ease before FSRS.
 */
export function ankiRevlog(review: ReviewRow, cardId: number, firstOfCard: boolean): AnkiRevlog {
  const state = review.state_before;
  const learning = state == null ? firstOfCard : state <= 1;
  const type: AnkiRevlog['type'] = learning ? 0 : state === 3 ? 2 : 1;
  const fresh = state == null ? firstOfCard : state === 0;
  return {
    reviewedMs: Number(review.reviewed_ms),
    cardId,
    ease: ANKI_EASE[review.rating],
    ivl: Math.max(0, review.interval_after),
    lastIvl: fresh ? 0 : Math.max(0, review.interval_before),
    factor:
      review.difficulty_after != null
        ? Math.round(((review.difficulty_after - 1) / 9 + 0.1) * 1000)
        : Math.round(review.ease_after * 10),
    time: Math.min(MAX_ANSWER_MS, Math.max(0, review.duration_ms ?? 0)),
    type,
  };
}

type MediaUse = (media: { sha256: string; name: string }) => void;

/** A folder's cards in creation order, a page at a time (as its CSV). */
function cardPages(em: EntityManager, userId: number, folderId: number) {
  return keysetPages<CardRow, Keyset>(
    em,
    (after) => {
      const [condition, params] = afterKeyset('created_at', 'id', after);
      return [
        `select id, ${microseconds('created_at')} as created_us, ${msOf('created_at')} as created_ms,
                ${msOf('updated_at')} as updated_ms, front, back, review_count, ${msOf('next_review_at')} as next_review_ms,
                ${msOf('last_reviewed_at')} as last_reviewed_ms, interval, ease_factor, stability, fsrs_difficulty, lapses,
                suspended, note_id, template_ord,
                (select t.builtin = 'basic' from notes n join note_types t on t.user_id = n.user_id and t.id = n.note_type_id
                  where n.user_id = cards.user_id and n.id = cards.note_id) as basic,
                (select n.tags from notes n where n.user_id = cards.user_id and n.id = cards.note_id) as tags
           from cards where user_id = ? and folder_id = ? ${condition}
          order by created_at, id`,
        [userId, folderId, ...params],
      ];
    },
    (row) => ({ us: row.created_us, id: row.id }),
  );
}

/** The ratings of `cardIds`, card by card and each card's in time order, a page at a time. */
function reviewPages(em: EntityManager, userId: number, cardIds: number[]) {
  return keysetPages<ReviewRow, ReviewRow>(
    em,
    (after) => [
      `select id, card_id, ${microseconds('reviewed_at')} as reviewed_us, ${msOf('reviewed_at')} as reviewed_ms, rating,
              duration_ms, interval_before, interval_after, ease_after, (card_before ->> 'state')::int as state_before,
              (card_after ->> 'fsrsDifficulty')::float8 as difficulty_after
         from reviews where user_id = ? and card_id in (?)
         ${after ? `and (card_id, reviewed_at, id) > (?, timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)` : ''}
        order by card_id, reviewed_at, id`,
      after ? [userId, cardIds, after.card_id, after.reviewed_us, after.id] : [userId, cardIds],
    ],
    (row) => row,
  );
}

type NoteRow = {
  id: number;
  guid: string;
  note_type_id: number;
  fields: string[];
  tags: string[];
  created_ms: number;
  updated_ms: number;
};

type NoteTypeRow = {
  type_id: number;
  name: string;
  kind: string;
  fields: string[];
  templates: AnkiModel['templates'];
  css: string | null;
  anki_id: string | null;
};

/**
 * A field's HTML as Anki keeps it: a field of one paragraph is its inline HTML (templates place fields inside their
 * own lines, as Anki's fields are written), a longer one keeps its blocks.
 */
export function fieldHtml(html: string): string {
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1];
  return inner !== undefined && !inner.includes('<p>') ? inner : html;
}

/** Anki ids of the learner's note types made here: clear of the Basic type's and of Anki's own (creation times). */
const OWN_MODEL_BASE = 1_742_000_000_000;

/**
 * The notes and note types an export has written (DESIGN §16): each note once, with its Anki id, whichever folder its
 * cards are in; each type once, by the Anki id it came with (so it goes back to the same type in Anki).
 */
class ExportedNotes {
  private readonly notes = new Map<number, number>();
  private readonly types = new Map<number, AnkiModel>();

  constructor(
    private readonly em: EntityManager,
    private readonly userId: number,
    private readonly collection: AnkiCollection,
    private readonly onMedia: MediaUse,
  ) {}

  get models(): AnkiModel[] {
    return [...this.types.values()];
  }

  /** Writes the notes of `cards` not written yet (with their types); answers each note's Anki id by its id. */
  async add(cards: readonly CardRow[]): Promise<ReadonlyMap<number, number>> {
    const missing = [...new Set(cards.filter((card) => !card.basic).map((card) => card.note_id))].filter(
      (id) => !this.notes.has(id),
    );
    if (missing.length === 0) return this.notes;
    const notes = await this.em.execute<NoteRow[]>(
      `select id, guid, note_type_id, fields, tags, ${msOf('created_at')} as created_ms, ${msOf('updated_at')} as updated_ms
         from notes where user_id = ? and id in (?) order by created_at, id`,
      [this.userId, missing],
    );
    await this.addTypes(notes.map((note) => note.note_type_id));
    for (const note of notes) {
      const model = this.types.get(note.note_type_id) as AnkiModel;
      const fields = model.fields.map((_, i) => fieldHtml(markdownToAnkiHtml(note.fields[i] ?? '', this.onMedia)));
      const sortText = ankiFieldText(fields[0] ?? '');
      const id = this.collection.addNote({
        createdMs: Number(note.created_ms),
        modifiedSecs: Math.floor(Number(note.updated_ms) / 1000),
        guid: note.guid,
        modelId: model.id,
        fields,
        tags: note.tags,
        sortText,
        checksum: checksum(sortText),
      });
      this.notes.set(note.id, id);
    }
    return this.notes;
  }

  private async addTypes(ids: number[]) {
    const missing = [...new Set(ids)].filter((id) => !this.types.has(id));
    if (missing.length === 0) return;
    const types = await this.em.execute<NoteTypeRow[]>(
      'select id as type_id, name, kind, fields, templates, css, anki_id from note_types where user_id = ? and id in (?)',
      [this.userId, missing],
    );
    for (const type of types) {
      this.types.set(type.type_id, {
        id: type.anki_id != null ? Number(type.anki_id) : OWN_MODEL_BASE + type.type_id,
        name: type.name,
        cloze: type.kind === 'cloze',
        fields: type.fields,
        templates: type.templates,
        css: type.css,
      });
    }
  }
}

/** Writes a folder's cards (with their notes) and their ratings into `collection`. */
async function addFolder(
  em: EntityManager,
  collection: AnkiCollection,
  notes: ExportedNotes,
  userId: number,
  folderId: number,
  deckId: number,
  context: ExportContext,
  onMedia: MediaUse,
) {
  for await (const cards of cardPages(em, userId, folderId)) {
    const ankiIds = new Map<number, number>();
    const noteIds = await notes.add(cards);
    for (const card of cards) {
      const id = card.basic
        ? collection.addNoteCard(ankiNoteCard(card, deckId, context, onMedia))
        : collection.addCard({
            ...ankiCard(card, deckId, context),
            noteId: noteIds.get(card.note_id) as number,
            ord: card.template_ord,
          });
      ankiIds.set(card.id, id);
    }
    let previousCard = 0;
    const cardIds = cards.map((card) => card.id);
    for await (const reviews of reviewPages(em, userId, cardIds)) {
      for (const review of reviews) {
        collection.addRevlog(
          ankiRevlog(review, ankiIds.get(review.card_id) as number, review.card_id !== previousCard),
        );
        previousCard = review.card_id;
      }
    }
  }
}

/**
 * Day 0 of the collection: the start of the study day of the account's creation, or of the earliest day a card is
 * due when that is earlier (a card imported overdue), so that no `due` is negative.
 */
async function dayZero(em: EntityManager, user: User, folderIds: number[]): Promise<Day0> {
  const [row] =
    folderIds.length > 0
      ? await em.execute<{ earliest: number | null }[]>(
          `select ${msOf('min(next_review_at)')} as earliest from cards where user_id = ? and folder_id in (?)`,
          [user.id, folderIds],
        )
      : [];
  const earliest = Math.min(user.createdAt.getTime(), row?.earliest == null ? Infinity : Number(row.earliest));
  return { instant: dayStart(studyDay(new Date(earliest), user.timeZone), user.timeZone), timeZone: user.timeZone };
}

/** Pieces of the collection file pushed into the zip at a time. */
const PUSH_BYTES = 1024 * 1024;

async function* packageChunks(em: EntityManager, user: User, folders: FolderRow[], now: Date) {
  const { decks, deckOf } = decksOf(folders);
  const day0 = await dayZero(
    em,
    user,
    folders.map((folder) => folder.id),
  );
  const weights = schedulerOf({ desiredRetention: user.desiredRetention, weights: user.fsrsWeights }).parameters.w;
  const context: ExportContext = {
    day0,
    desiredRetention: user.desiredRetention,
    decay: weights[20] ?? 0.5,
    newPosition: 0,
  };
  // Each media once, by hash, with the name the fields give it.
  const used = new Map<string, string>();
  const onMedia: MediaUse = ({ sha256, name }) => {
    if (!used.has(sha256)) used.set(sha256, name);
  };

  let file: Uint8Array | null;
  const collection = await AnkiCollection.create();
  try {
    const notes = new ExportedNotes(em, user.id, collection, onMedia);
    for (const folder of folders) {
      await addFolder(em, collection, notes, user.id, folder.id, deckOf.get(folder.id) as number, context, onMedia);
    }
    const wall = day0.instant.getTime();
    const local = studyDay(day0.instant, day0.timeZone);
    const minutesAhead = Math.round((Date.UTC(local.year, local.month - 1, local.day, 4) - wall) / 60_000);
    file = collection.finish({
      createdSecs: Math.floor(wall / 1000),
      creationMinutesWest: -minutesAhead,
      nowMs: now.getTime(),
      decks,
      models: notes.models,
      nextNewPosition: context.newPosition + 1,
      deckOptions: {
        newPerDay: user.newCardsPerDay,
        reviewsPerDay: user.reviewsPerDay,
        desiredRetention: user.desiredRetention,
        fsrsParams6: user.fsrsWeights?.length === 21 ? user.fsrsWeights : [],
      },
    });
  } catch (error) {
    collection.close();
    throw error;
  }

  const { zip, written, addMedia } = zipWriter();
  const collectionEntry = new ZipDeflate('collection.anki21', { level: 6 });
  zip.add(collectionEntry);
  for (let offset = 0; offset < file.length; offset += PUSH_BYTES) {
    collectionEntry.push(file.subarray(offset, offset + PUSH_BYTES), offset + PUSH_BYTES >= file.length);
    yield* written();
  }
  if (file.length === 0) collectionEntry.push(new Uint8Array(0), true);
  file = null;

  // Only the learner's own media (a url to someone else's names nothing of theirs), numbered as Anki's map wants.
  const records = [...(await mediaByHashes(em, user.id, [...used.keys()])).values()];
  const map: Record<string, string> = {};
  records.forEach((media, index) => {
    map[index] = used.get(media.sha256) as string;
  });
  const mapEntry = new ZipDeflate('media', { level: 6 });
  zip.add(mapEntry);
  mapEntry.push(new TextEncoder().encode(JSON.stringify(map)), true);
  yield* written();
  for (const [index, media] of records.entries()) yield* addMedia(em, media, String(index));
  zip.end();
  yield* written();
}

/**
 * One of the actor's folders as an Anki package. The folder is looked up first (someone else's is a 404 before a
 * byte is sent); its cards are then read a page at a time into the collection, which is zipped and sent, then each
 * media file read from the store as it is written.
 */
export async function exportFolderApkg(em: EntityManager, actor: Actor, folderId: number, now: Date) {
  const folder = await getFolder(em, actor, folderId);
  const user = await requireViewer(em, actor);
  const row = { id: folder.id, name: folder.name, description: folder.description ?? null };
  return { fileName: `${folder.name}.apkg`, chunks: packageChunks(em, user, [row], now) };
}

/** Every folder of the actor as one Anki package, a deck per folder (`repaso-AAAA-MM-DD.apkg`). */
export async function exportAccountApkg(em: EntityManager, actor: Actor, now: Date) {
  const userId = requireUserId(actor);
  const user = await requireViewer(em, actor);
  const folders = await em.execute<FolderRow[]>(
    'select id, name, description from folders where user_id = ? order by id',
    [userId],
  );
  return { fileName: `repaso-${localDate(now, user.timeZone)}.apkg`, chunks: packageChunks(em, user, folders, now) };
}
