import { query, transaction } from '../../db/raw';
import { createFolder } from '../folders/folder.service';
import { deleteUnusedMedia, findMedia, listMedia } from '../media/media.service';
import { postgresMediaStore } from '../media/media-store';
import { dueCountsByFolder, studyDaySql } from '../scheduling/due';
import {
  type AnkiContext,
  findFolder,
  foldersOf,
  noteTypeNamed,
  noteTypesOf,
  requireWrite,
} from './anki-connect.context';
import { mediaBytes, mediaName, mediaWriter } from './anki-connect.media';
import {
  addCheckedNotes,
  changeTags,
  checkNotes,
  deleteNotes,
  fieldHtml,
  idList,
  notesInfo,
  setNoteTags,
  updateNote,
} from './anki-connect.notes';
import { ANKI_CONNECT_VERSION, AnkiConnectError, ankiMessages, deckNameOf, folderNameOf } from './anki-connect.schema';
import { searchSql } from './anki-connect.search';

type Params = Record<string, unknown>;
type Action = (ctx: AnkiContext, params: Params) => Promise<unknown> | unknown;

const search = async (ctx: AnkiContext, text: unknown, what: 'notes' | 'cards') => {
  if (typeof text !== 'string') return [];
  const { sql, params } = searchSql(text, ctx.userId, ctx.now, what);
  return (await query<{ id: number }>(ctx.em, sql, params)).map((row) => row.id);
};

/** Where a learner sees a search in Repaso: their folder of the first match, or the folder list. */
async function browseUrl(ctx: AnkiContext, cardIds: number[]): Promise<string> {
  const [row] = cardIds.length
    ? await query<{ folder_id: number }>(ctx.em, 'select folder_id from cards where id = $1 and user_id = $2', [
        cardIds[0],
        ctx.userId,
      ])
    : [];
  return row ? `${ctx.appUrl}/folders/${row.folder_id}` : `${ctx.appUrl}/folders`;
}

const nameGlob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  );

type CardInfoRow = {
  id: number;
  note_id: number;
  template_ord: number;
  front: string;
  back: string;
  folder: string;
  type_name: string;
  names: string[];
  fields: string[];
  css: string | null;
  ease_factor: number;
  interval: number;
  review_count: number;
  lapses: number;
  suspended: boolean;
  last_reviewed_at: Date | null;
  next_review_at: Date | null;
  due_day: number | null;
  mod: number;
};

/**
 * The actions Repaso answers, by AnkiConnect's names, with its parameter and result shapes (DESIGN §17; the README
 * lists them). Writes check the key's scope first. Decks are folders, models note types.
 */
export const actions: Record<string, Action> = {
  version: () => ANKI_CONNECT_VERSION,
  // The key already says who may use Repaso: no prompt to answer.
  requestPermission: () => ({ permission: 'granted', requireApikey: true, version: ANKI_CONNECT_VERSION }),
  // Repaso is the collection: nothing to sync.
  sync: () => null,

  deckNames: async (ctx) => (await foldersOf(ctx.em, ctx.userId)).map((folder) => deckNameOf(folder.name)),
  deckNamesAndIds: async (ctx) =>
    Object.fromEntries((await foldersOf(ctx.em, ctx.userId)).map((folder) => [deckNameOf(folder.name), folder.id])),
  createDeck: async (ctx, { deck }) => {
    requireWrite(ctx);
    if (typeof deck !== 'string') throw new AnkiConnectError(ankiMessages.badParams('createDeck'));
    const existing = findFolder(await foldersOf(ctx.em, ctx.userId), deck);
    if (existing) return existing.id;
    const actor = { userId: ctx.userId, via: 'token', tokenId: 0, scope: 'read_write' } as const;
    return (await createFolder(ctx.em, actor, { name: folderNameOf(deck) })).id;
  },
  getDeckStats: async (ctx, { decks }) => {
    const folders = await foldersOf(ctx.em, ctx.userId);
    const wanted = (Array.isArray(decks) ? decks : []).map((name) => findFolder(folders, name)).filter((f) => !!f);
    if (wanted.length === 0) return {};
    const due = await dueCountsByFolder(ctx.em, ctx.userId, ctx.now);
    const counts = await query<{ folder_id: number; total: number; fresh: number }>(
      ctx.em,
      `select folder_id, count(*)::int as total, count(*) filter (where last_reviewed_at is null)::int as fresh
         from cards where user_id = $2 and folder_id = any($1::int[]) group by folder_id`,
      [wanted.map((folder) => folder.id), ctx.userId],
    );
    const byFolder = new Map(counts.map((row) => [row.folder_id, row]));
    return Object.fromEntries(
      wanted.map((folder) => [
        folder.id,
        {
          deck_id: folder.id,
          name: deckNameOf(folder.name),
          new_count: byFolder.get(folder.id)?.fresh ?? 0,
          learn_count: 0,
          review_count: due.get(folder.id) ?? 0,
          total_in_deck: byFolder.get(folder.id)?.total ?? 0,
        },
      ]),
    );
  },

  modelNames: async (ctx) => (await noteTypesOf(ctx.em, ctx.userId)).map((type) => type.name),
  modelNamesAndIds: async (ctx) =>
    Object.fromEntries((await noteTypesOf(ctx.em, ctx.userId)).map((type) => [type.name, type.id])),
  modelFieldNames: async (ctx, { modelName }) => noteTypeNamed(await noteTypesOf(ctx.em, ctx.userId), modelName).fields,
  modelTemplates: async (ctx, { modelName }) =>
    Object.fromEntries(
      noteTypeNamed(await noteTypesOf(ctx.em, ctx.userId), modelName).templates.map((template) => [
        template.name,
        { Front: template.question, Back: template.answer },
      ]),
    ),
  modelStyling: async (ctx, { modelName }) => ({
    css: noteTypeNamed(await noteTypesOf(ctx.em, ctx.userId), modelName).css ?? '',
  }),
  findModelsByName: async (ctx, { modelNames }) => {
    const types = await noteTypesOf(ctx.em, ctx.userId);
    return (Array.isArray(modelNames) ? modelNames : []).map((name) => {
      const type = noteTypeNamed(types, name);
      return {
        id: type.id,
        name: type.name,
        type: type.kind === 'cloze' ? 1 : 0,
        sortf: 0,
        flds: type.fields.map((field, ord) => ({ name: field, ord })),
        tmpls: type.templates.map((template, ord) => ({
          name: template.name,
          ord,
          qfmt: template.question,
          afmt: template.answer,
        })),
        css: type.css ?? '',
      };
    });
  },

  addNote: async (ctx, { note }) => {
    requireWrite(ctx);
    const [checked] = await checkNotes(ctx, [note]);
    const [added] = await addCheckedNotes(ctx, [checked as Awaited<ReturnType<typeof checkNotes>>[number]]);
    if (!added || 'error' in added) throw new AnkiConnectError(added?.error ?? ankiMessages.badParams('addNote'));
    return added.ok;
  },
  addNotes: async (ctx, { notes }) => {
    requireWrite(ctx);
    if (!Array.isArray(notes)) throw new AnkiConnectError(ankiMessages.badParams('addNotes'));
    const added = await addCheckedNotes(ctx, await checkNotes(ctx, notes));
    return added.map((outcome) => ('ok' in outcome ? outcome.ok : null));
  },
  canAddNotes: async (ctx, { notes }) =>
    (await checkNotes(ctx, Array.isArray(notes) ? notes : [])).map((outcome) => 'ok' in outcome),
  canAddNotesWithErrorDetail: async (ctx, { notes }) =>
    (await checkNotes(ctx, Array.isArray(notes) ? notes : [])).map((outcome) =>
      'ok' in outcome ? { canAdd: true } : { canAdd: false, error: outcome.error },
    ),
  updateNoteFields: (ctx, { note }) => updateNote(ctx, note, false),
  updateNote: (ctx, { note }) => updateNote(ctx, note, true),
  updateNoteTags: (ctx, { note, tags }) => setNoteTags(ctx, note, tags),
  addTags: (ctx, { notes, tags }) => changeTags(ctx, notes, tags, true),
  removeTags: (ctx, { notes, tags }) => changeTags(ctx, notes, tags, false),
  getTags: async (ctx) =>
    (
      await query<{ tag: string }>(
        ctx.em,
        `select distinct on (lower(tag)) tag from notes, unnest(tags) tag where user_id = $1 order by lower(tag), tag`,
        [ctx.userId],
      )
    ).map((row) => row.tag),
  notesInfo: (ctx, { notes }) => notesInfo(ctx, notes),
  deleteNotes: (ctx, { notes }) => deleteNotes(ctx, notes),
  findNotes: (ctx, { query: text }) => search(ctx, text, 'notes'),
  findCards: (ctx, { query: text }) => search(ctx, text, 'cards'),

  cardsInfo: async (ctx, { cards }) => {
    const ids = idList(cards);
    const rows = await query<CardInfoRow>(
      ctx.em,
      `select c.id, c.note_id, c.template_ord, c.front, c.back, f.name as folder, t.name as type_name,
              t.fields as names, n.fields, t.css, c.ease_factor, c.interval, c.review_count, c.lapses, c.suspended,
              c.last_reviewed_at, c.next_review_at, extract(epoch from c.updated_at)::int as mod,
              (${studyDaySql('c.next_review_at', 'u.time_zone')} - date '1970-01-01') as due_day
         from cards c join notes n on n.id = c.note_id and n.user_id = c.user_id
         join folders f on f.id = c.folder_id and f.user_id = c.user_id
         join note_types t on t.id = n.note_type_id and t.user_id = n.user_id join users u on u.id = f.user_id
        where f.user_id = $1 and c.id = any($2::int[])`,
      [ctx.userId, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const card = byId.get(id);
      if (!card) return {};
      const isNew = card.last_reviewed_at === null;
      return {
        cardId: card.id,
        fields: Object.fromEntries(
          card.names.map((name, order) => [name, { value: fieldHtml(card.fields[order] ?? ''), order }]),
        ),
        fieldOrder: card.template_ord,
        question: fieldHtml(card.front),
        answer: fieldHtml(card.back),
        modelName: card.type_name,
        ord: card.template_ord,
        deckName: deckNameOf(card.folder),
        css: card.css ?? '',
        factor: isNew ? 0 : card.ease_factor * 10,
        interval: isNew ? 0 : card.interval,
        note: card.note_id,
        // Anki's card type and queue: 0 new, 2 review; queue -1 suspended.
        type: isNew ? 0 : 2,
        queue: card.suspended ? -1 : isNew ? 0 : 2,
        due: isNew ? card.id : (card.due_day ?? 0),
        reps: card.review_count,
        lapses: card.lapses,
        left: 0,
        mod: card.mod,
      };
    });
  },
  cardsToNotes: async (ctx, { cards }) =>
    (
      await query<{ note_id: number }>(
        ctx.em,
        `select distinct c.note_id from cards c join folders f on f.id = c.folder_id and f.user_id = c.user_id
          where f.user_id = $1 and c.id = any($2::int[]) order by 1`,
        [ctx.userId, idList(cards)],
      )
    ).map((row) => row.note_id),
  areSuspended: async (ctx, { cards }) => {
    const ids = idList(cards);
    const rows = await query<{ id: number; suspended: boolean }>(
      ctx.em,
      'select c.id, c.suspended from cards c join folders f on f.id = c.folder_id and f.user_id = c.user_id where f.user_id = $1 and c.id = any($2::int[])',
      [ctx.userId, ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row.suspended]));
    return ids.map((id) => byId.get(id) ?? null);
  },
  suspend: (ctx, { cards }) => setSuspended(ctx, cards, true),
  unsuspend: (ctx, { cards }) => setSuspended(ctx, cards, false),
  getNumCardsReviewedToday: async (ctx) => {
    const [row] = await query<{ count: number }>(
      ctx.em,
      `select count(*)::int as count from reviews r join users u on u.id = r.user_id
        where r.user_id = $1 and r.study_day = ${studyDaySql('$2::timestamptz', 'u.time_zone')}`,
      [ctx.userId, ctx.now],
    );
    return row?.count ?? 0;
  },

  storeMediaFile: async (ctx, params) => {
    requireWrite(ctx);
    const fetched = await mediaBytes(ctx, params);
    if (!('bytes' in fetched)) return null;
    return (await transaction(ctx.em, async (tx) => (await mediaWriter(tx, ctx))(fetched.bytes))).name;
  },
  retrieveMediaFile: async (ctx, { filename }) => {
    try {
      const media = await findMedia(ctx.em, { userId: ctx.userId, via: 'session' }, String(filename));
      const parts: Buffer[] = [];
      for await (const chunk of postgresMediaStore.open(ctx.em, media.userId, media.id, {
        start: 0,
        end: media.bytes - 1,
      })) {
        parts.push(chunk as Buffer);
      }
      return Buffer.concat(parts).toString('base64');
    } catch {
      return false;
    }
  },
  getMediaFilesNames: async (ctx, { pattern }) => {
    const glob = nameGlob(typeof pattern === 'string' ? pattern : '*');
    return (await listMedia(ctx.em, ctx.userId)).map(mediaName).filter((name) => glob.test(name));
  },
  deleteMediaFile: async (ctx, { filename }) => {
    requireWrite(ctx);
    const match = /^([0-9a-f]{64})\./.exec(String(filename));
    // As Anki's trash: a file a card still shows stays where it is.
    if (match) await deleteUnusedMedia(ctx.em, ctx.userId, [match[1] as string]);
    return null;
  },

  guiBrowse: async (ctx, { query: text }) => search(ctx, text, 'cards'),
  guiAddCards: async (ctx, { note }) => {
    const folder = findFolder(
      await foldersOf(ctx.em, ctx.userId),
      typeof note === 'object' && note !== null ? (note as Params).deckName : undefined,
    );
    return folder ? `${ctx.appUrl}/folders/${folder.id}` : `${ctx.appUrl}/folders`;
  },
  guiEditNote: async (ctx, { note }) => {
    const cards = await search(ctx, `nid:${Number(note)}`, 'cards');
    return browseUrl(ctx, cards);
  },
};

/** Suspends or unsuspends the learner's cards among `cards`: true when any of them changed, as AnkiConnect answers. */
async function setSuspended(ctx: AnkiContext, cards: unknown, suspended: boolean) {
  requireWrite(ctx);
  const changed = await query(
    ctx.em,
    `update cards c set suspended = $3, updated_at = now() from folders f
      where f.id = c.folder_id and f.user_id = c.user_id and c.user_id = $1 and c.id = any($2::int[])
        and c.suspended <> $3 returning c.id`,
    [ctx.userId, idList(cards), suspended],
  );
  return changed.length > 0;
}
