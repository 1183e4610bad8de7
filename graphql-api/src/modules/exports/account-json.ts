import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { requireViewer, schedulerSettingsView } from '../accounts/account.service';
import type { User } from '../accounts/user.entity';
import { ACCOUNT_EXPORT_FORMAT } from './export.formats';
import { afterKeyset, isoOrNull, type Keyset, keysetPages, microseconds } from './keyset';

const iso = isoOrNull;

/** What the learner gave or made, never credentials: no password hash, reset token or token hash. */
function profile(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    timeZone: user.timeZone,
    remindersEnabled: user.remindersEnabled,
    isEmailVerified: user.isEmailVerified,
    lastDailyReminderSent: iso(user.lastDailyReminderSent),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

type Row = Record<string, unknown> & { id: number };
type Section = { name: string; rows: AsyncIterable<unknown[]> };

/** The user's folders by id (the `folders(user_id)` index). */
function folderPages(em: EntityManager, userId: number) {
  return keysetPages<Row, number>(
    em,
    (after) => [
      `select id, name, description, created_at, updated_at from folders
        where user_id = ? and id > ? order by id`,
      [userId, after ?? 0],
    ],
    (row) => row.id,
  );
}

const presentFolder = (row: Row) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createdAt: iso(row.created_at as Date),
  updatedAt: iso(row.updated_at as Date),
});

/** The learner's note types (DESIGN §16), built-in ones too (a learner may have edited them). */
function noteTypePages(em: EntityManager, userId: number) {
  return keysetPages<Row, number>(
    em,
    (after) => [
      `select id, builtin, name, kind, fields, templates, css, anki_id, created_at, updated_at from note_types
        where user_id = ? and id > ? order by id`,
      [userId, after ?? 0],
    ],
    (row) => row.id,
  );
}

const presentNoteType = (row: Row) => ({
  id: row.id,
  builtin: row.builtin,
  name: row.name,
  kind: row.kind,
  fields: row.fields,
  templates: row.templates,
  css: row.css,
  ankiId: row.anki_id,
  createdAt: iso(row.created_at as Date),
  updatedAt: iso(row.updated_at as Date),
});

/** The learner's notes: their fields (Markdown), tags and Anki-style guid; their cards name them. */
function notePages(em: EntityManager, userId: number) {
  return keysetPages<Row, number>(
    em,
    (after) => [
      `select id, folder_id, note_type_id, fields, tags, guid, created_at, updated_at from notes
        where user_id = ? and id > ? order by id`,
      [userId, after ?? 0],
    ],
    (row) => row.id,
  );
}

const presentNote = (row: Row) => ({
  id: row.id,
  folderId: row.folder_id,
  noteTypeId: row.note_type_id,
  fields: row.fields,
  tags: row.tags,
  guid: row.guid,
  createdAt: iso(row.created_at as Date),
  updatedAt: iso(row.updated_at as Date),
});

type CardRow = Row & { created_us: string };

/** Every card of the user, folder by folder, each folder in creation order: one page in memory at a time. */
async function* cardPages(em: EntityManager, userId: number): AsyncGenerator<unknown[]> {
  for await (const folders of folderPages(em, userId)) {
    for (const folder of folders) {
      const pages = keysetPages<CardRow, Keyset>(
        em,
        (after) => {
          const [condition, params] = afterKeyset('created_at', 'id', after);
          return [
            `select *, ${microseconds('created_at')} as created_us from cards
              where user_id = ? and folder_id = ? ${condition} order by created_at, id`,
            [userId, folder.id, ...params],
          ];
        },
        (row) => ({ us: row.created_us, id: row.id }),
      );
      for await (const cards of pages) {
        const reminders = await em.execute<Row[]>(
          'select * from email_reminders where user_id = ? and card_id in (?) order by id',
          [userId, cards.map((card) => card.id)],
        );
        yield cards.map((card) => ({
          id: card.id,
          folderId: card.folder_id,
          noteId: card.note_id,
          templateOrd: card.template_ord,
          front: card.front,
          back: card.back,
          difficulty: card.difficulty,
          reviewCount: card.review_count,
          lastReviewedAt: iso(card.last_reviewed_at as Date | null),
          nextReviewAt: iso(card.next_review_at as Date | null),
          interval: card.interval,
          easeFactor: card.ease_factor,
          stability: card.stability,
          fsrsDifficulty: card.fsrs_difficulty,
          state: card.state,
          lapses: card.lapses,
          suspended: card.suspended,
          leech: card.leech,
          siblingId: card.sibling_id,
          reversed: card.reversed,
          createdAt: iso(card.created_at as Date),
          updatedAt: iso(card.updated_at as Date),
          emailReminders: reminders
            .filter((reminder) => reminder.card_id === card.id)
            .map((reminder) => ({
              difficulty: reminder.difficulty,
              scheduledAt: iso(reminder.scheduled_at as Date),
              sentAt: iso(reminder.sent_at as Date | null),
              createdAt: iso(reminder.created_at as Date),
            })),
        }));
      }
    }
  }
}

/** Every rating, oldest first (the `reviews(user_id, reviewed_at)` index). */
async function* reviewPages(em: EntityManager, userId: number): AsyncGenerator<unknown[]> {
  const pages = keysetPages<CardRow, Keyset>(
    em,
    (after) => {
      const [condition, params] = afterKeyset('reviewed_at', 'id', after);
      return [
        `select *, ${microseconds('reviewed_at')} as created_us from reviews
          where user_id = ? ${condition} order by reviewed_at, id`,
        [userId, ...params],
      ];
    },
    (row) => ({ us: row.created_us, id: row.id }),
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      id: row.id,
      cardId: row.card_id,
      folderId: row.folder_id,
      studySessionId: row.study_session_id,
      rating: row.rating,
      reviewedAt: iso(row.reviewed_at as Date),
      durationMs: row.duration_ms,
      intervalBefore: row.interval_before,
      intervalAfter: row.interval_after,
      easeBefore: row.ease_before,
      easeAfter: row.ease_after,
      cardBefore: row.card_before,
      cardAfter: row.card_after,
    }));
  }
}

async function* studySessionPages(em: EntityManager, userId: number): AsyncGenerator<unknown[]> {
  const pages = keysetPages<Row, number>(
    em,
    (after) => ['select * from study_sessions where user_id = ? and id > ? order by id', [userId, after ?? 0]],
    (row) => row.id,
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      id: row.id,
      folderId: row.folder_id,
      cardsStudied: row.cards_studied,
      easyCount: row.easy_count,
      goodCount: row.good_count,
      hardCount: row.hard_count,
      startedAt: iso(row.started_at as Date),
      completedAt: iso(row.completed_at as Date | null),
    }));
  }
}

async function* studyDayPages(em: EntityManager, userId: number): AsyncGenerator<unknown[]> {
  const pages = keysetPages<{ day: string; reviews: number; new_cards: number }, string>(
    em,
    (after) => [
      `select to_char(day, 'YYYY-MM-DD') as day, reviews, new_cards from study_days
        where user_id = ? and day > ?::date order by day`,
      [userId, after ?? '0001-01-01'],
    ],
    (row) => row.day,
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({ day: row.day, reviews: row.reviews, newCards: row.new_cards }));
  }
}

/** Personal access tokens: their names and dates, never their hashes. */
async function* apiTokenPages(em: EntityManager, userId: number): AsyncGenerator<unknown[]> {
  const pages = keysetPages<Row, number>(
    em,
    (after) => [
      `select id, name, created_at, last_used_at, revoked_at, expires_at from api_tokens
        where user_id = ? and id > ? order by id`,
      [userId, after ?? 0],
    ],
    (row) => row.id,
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: iso(row.created_at as Date),
      lastUsedAt: iso(row.last_used_at as Date | null),
      revokedAt: iso(row.revoked_at as Date | null),
      expiresAt: iso(row.expires_at as Date | null),
    }));
  }
}

async function* mapPages<T>(pages: AsyncIterable<T[]>, present: (row: T) => unknown): AsyncGenerator<unknown[]> {
  for await (const rows of pages) yield rows.map(present);
}

/** One JSON array written a page at a time: `"name":[` then each page's items, then `]`. */
async function* jsonArray({ name, rows }: Section): AsyncGenerator<string> {
  yield `,\n${JSON.stringify(name)}:[`;
  let first = true;
  for await (const page of rows) {
    const items = page.map((item) => JSON.stringify(item)).join(',\n');
    yield first ? `\n${items}` : `,\n${items}`;
    first = false;
  }
  yield ']';
}

async function* documentChunks(em: EntityManager, user: User, exportedAt: Date): AsyncGenerator<string> {
  const head = {
    ...ACCOUNT_EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    profile: profile(user),
    schedulerSettings: { ...schedulerSettingsView(user), fsrsWeights: user.fsrsWeights },
  };
  // The head as an object without its closing brace; each section follows as `,"name":[...]`.
  yield JSON.stringify(head).slice(0, -1);
  const sections: Section[] = [
    { name: 'folders', rows: mapPages(folderPages(em, user.id), presentFolder) },
    { name: 'noteTypes', rows: mapPages(noteTypePages(em, user.id), presentNoteType) },
    { name: 'notes', rows: mapPages(notePages(em, user.id), presentNote) },
    { name: 'cards', rows: cardPages(em, user.id) },
    { name: 'reviews', rows: reviewPages(em, user.id) },
    { name: 'studySessions', rows: studySessionPages(em, user.id) },
    { name: 'studyDays', rows: studyDayPages(em, user.id) },
    { name: 'apiTokens', rows: apiTokenPages(em, user.id) },
  ];
  for (const section of sections) yield* jsonArray(section);
  yield '}\n';
}

/** `YYYY-MM-DD` of `now` in the learner's time zone. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The actor's whole account as one JSON document (GDPR portability): profile, scheduler settings, folders, cards
 * (every field, with their e-mail reminders), reviews, study sessions, study days and API tokens' names and
 * dates. No secret goes in it (password hash, reset token, token hashes). Written in pieces, a page of rows at a
 * time, so memory stays flat whatever the size of the account.
 */
export async function exportAccountJson(em: EntityManager, actor: Actor, now: Date) {
  requireUserId(actor);
  const user = await requireViewer(em, actor);
  return { fileName: `repaso-${localDate(now, user.timeZone)}.json`, chunks: documentChunks(em, user, now) };
}
