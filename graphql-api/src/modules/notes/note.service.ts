import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Folder } from '../folders/folder.entity';
import { Note } from './note.entity';
import { type BuiltinNoteType, NoteType } from './note-type.entity';

/** An Anki-style note guid: 128 random bits in base64url (the migration makes them alike). */
export const newNoteGuid = () => randomBytes(16).toString('base64url');

/** One of the learner's built-in note types (every learner has them: the database makes them with the account). */
export const builtinNoteType = (em: EntityManager, userId: number, builtin: BuiltinNoteType) =>
  em.findOneOrFail(NoteType, { user: userId, builtin });

/** A "Básica" note of a card's two sides, in `folder` (whose owner is `userId`). */
export const basicNote = (
  em: EntityManager,
  userId: number,
  folder: Folder,
  basic: NoteType,
  front: string,
  back: string,
) => em.create(Note, { user: userId, folder, noteType: basic, fields: [front, back], guid: newNoteGuid() });
