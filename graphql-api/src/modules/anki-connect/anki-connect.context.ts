import type { EntityManager } from '@mikro-orm/postgresql';
import { type Query, query } from '../../db/raw';
import type { BuiltinNoteType, CardTemplate, NoteTypeKind } from '../notes/note-type.entity';
import { AnkiConnectError, ankiMessages, builtinAliases, folderNameOf } from './anki-connect.schema';

/** What every action runs with: the key's learner, whether the key may write, and the server's settings. */
export type AnkiContext = {
  em: EntityManager;
  userId: number;
  write: boolean;
  now: Date;
  appUrl: string;
  mediaQuotaBytes: number;
  /** `host:port` pairs a note's `url` may reach whatever their address (tests only). */
  urlAllow: readonly string[];
};

/** A learner's note type as the actions read it. */
export type NoteTypeRow = {
  id: number;
  name: string;
  builtin: BuiltinNoteType | null;
  kind: NoteTypeKind;
  fields: string[];
  templates: CardTemplate[];
  css: string | null;
};

/** Refuses a write with a read-only key. */
export function requireWrite(ctx: AnkiContext) {
  if (!ctx.write) throw new AnkiConnectError(ankiMessages.readOnly);
}

export const noteTypeColumns = 'id, name, builtin, kind, fields, templates, css';

/** The learner's note types, in name order. */
export const noteTypesOf = (run: Query | EntityManager, userId: number) => {
  const text = `select ${noteTypeColumns} from note_types where user_id = $1 order by lower(name), id`;
  return typeof run === 'function' ? run<NoteTypeRow>(text, [userId]) : query<NoteTypeRow>(run, text, [userId]);
};

/** A note type by the name a tool gives: its own (any case) or, for a built-in, Anki's English one. */
export function findNoteType(types: readonly NoteTypeRow[], name: unknown): NoteTypeRow | undefined {
  if (typeof name !== 'string') return undefined;
  const lower = name.toLowerCase();
  return (
    types.find((type) => type.name.toLowerCase() === lower) ??
    types.find((type) => type.builtin !== null && builtinAliases[type.builtin].name.toLowerCase() === lower)
  );
}

/** The note type named `name`, or AnkiConnect's "model was not found". */
export function noteTypeNamed(types: readonly NoteTypeRow[], name: unknown): NoteTypeRow {
  const type = findNoteType(types, name);
  if (!type) throw new AnkiConnectError(ankiMessages.modelNotFound(name));
  return type;
}

/** The index of field `name` in `type` (any case; a built-in's English field names too), or -1. */
export function fieldIndex(type: NoteTypeRow, name: string): number {
  const lower = name.toLowerCase();
  const own = type.fields.findIndex((field) => field.toLowerCase() === lower);
  if (own >= 0 || type.builtin === null) return own;
  return builtinAliases[type.builtin].fields.findIndex((field) => field.toLowerCase() === lower);
}

export type FolderRow = { id: number; name: string };

/** The learner's folders, in name order. */
export const foldersOf = (em: EntityManager, userId: number) =>
  query<FolderRow>(em, 'select id, name from folders where user_id = $1 order by lower(name), id', [userId]);

/** The folder a deck name names (any case, `A::B` being `A › B`). */
export function findFolder(folders: readonly FolderRow[], deckName: unknown): FolderRow | undefined {
  if (typeof deckName !== 'string') return undefined;
  const wanted = folderNameOf(deckName).toLowerCase();
  return folders.find((folder) => folder.name.toLowerCase() === wanted);
}

/** The folder named by `deckName`, or AnkiConnect's "deck was not found". */
export function folderNamed(folders: readonly FolderRow[], deckName: unknown): FolderRow {
  const folder = findFolder(folders, deckName);
  if (!folder) throw new AnkiConnectError(ankiMessages.deckNotFound(deckName));
  return folder;
}
