import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type Actor, requireUserId } from '../../core/actor';
import { orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { GraphQLContext } from '../../transport/context';
import { listCost, listSize } from '../../transport/cost';
import { findViewer } from '../accounts/account.service';
import { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { FolderType } from '../folders/folder.type';
import { noteInputMessages } from './note.schema';
import { createNote, deleteNote, getNote, type NoteRecord, pageNotes, updateNote } from './note.service';
import {
  CreateNoteInput,
  DeleteNotePayload,
  DeleteNoteTypePayload,
  NoteObject,
  NotePageType,
  NotePayload,
  NoteTypeObject,
  NoteTypePayload,
  NoteTypePreviewType,
  TagsPayload,
  TagType,
  UpdateNoteInput,
  UpdateNoteTypeInput,
} from './note.type';
import {
  createNoteType,
  deleteNoteType,
  getNoteType,
  listNoteTypes,
  previewNoteType,
  updateNoteType,
} from './note-type.service';
import { deleteTag, listTags, renameTag, tagNotes } from './tag.service';

const noteId = (id: string) => parseId(id, noteInputMessages.noteNotFound);
const noteTypeId = (id: string) => parseId(id, noteInputMessages.noteTypeNotFound);
const folderId = (id: string) => parseId(id, folderMessages.notFound);
/** A note type named by id (digits) or by name. */
const noteTypeRef = (ref: string) => (/^\d+$/.test(ref) ? Number(ref) : ref);

/** The folders a write touched, fresh (their stats fields then read what it left), with the viewer. */
async function touched(em: EntityManager, actor: Actor, folderIds: number[]) {
  const folders =
    folderIds.length === 0
      ? []
      : await em.find(Folder, { id: { $in: folderIds }, user: requireUserId(actor) }, { refresh: true });
  return { folders, viewer: await findViewer(em, actor) };
}

const NOTE_PAGE_DEFAULT = 20;
const NOTE_PAGE_MAX = 100;

/** Notes, note types and tags (DESIGN §16): every entry point needs a signed-in caller and reads only their data. */
@Resolver(() => NoteObject)
export class NoteResolver {
  @Authorized()
  @Query(() => NoteObject, { nullable: true, description: 'One of your notes; null when missing.' })
  note(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    return orNullWhenNotFound(() => getNote(em, actor, noteId(id)));
  }

  @FieldResolver(() => NoteTypeObject)
  noteType(@Root() note: NoteRecord, @Ctx() { em, actor }: GraphQLContext) {
    return getNoteType(em, actor, note.noteTypeId);
  }

  @Authorized()
  @Query(() => [NoteTypeObject], { description: 'Your note types, the built-ins first.' })
  noteTypes(@Ctx() { em, actor }: GraphQLContext) {
    return listNoteTypes(em, actor);
  }

  @Authorized()
  @Query(() => NoteTypeObject, {
    name: 'noteType',
    nullable: true,
    description: 'One of your note types; null when missing.',
  })
  noteTypeById(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    return orNullWhenNotFound(() => getNoteType(em, actor, noteTypeId(id)));
  }

  @Authorized()
  @Query(() => NoteTypePreviewType, {
    description:
      'The cards your first note of a type would make with `input` (the edit updateNoteType would take), rendered as on save; nothing is written. BAD_USER_INPUT as updateNoteType for a change it would refuse.',
  })
  async noteTypePreview(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateNoteTypeInput, { nullable: true }) input: UpdateNoteTypeInput | null,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    const { noteId, cards } = await previewNoteType(em, actor, noteTypeId(id), {
      ...input,
      fields: input?.fields?.map((field) => ({ ...field })),
      templates: input?.templates?.map((template) => ({ ...template })),
    });
    return { note: noteId === null ? null : await getNote(em, actor, noteId), cards };
  }

  @Authorized()
  @Query(() => [TagType], { description: 'The tags on your notes, each once whatever its case, with their counts.' })
  tags(@Ctx() { em, actor }: GraphQLContext) {
    return listTags(em, actor);
  }

  @Authorized()
  @Mutation(() => NotePayload, { description: 'A note in one of your folders; its cards are made from its type.' })
  async createNote(
    @Arg('folderId', () => ID) folder: string,
    @Arg('input', () => CreateNoteInput) input: CreateNoteInput,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const { note, folderIds } = await createNote(
      em,
      actor,
      folderId(folder),
      { ...input, noteType: noteTypeRef(input.noteType) },
      services.clock,
    );
    return { note, ...(await touched(em, actor, folderIds)) };
  }

  @Authorized()
  @Mutation(() => NotePayload, {
    description: 'Edits fields or tags (its cards re-rendered, schedules kept) or moves the note and its cards.',
  })
  async updateNote(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateNoteInput) input: UpdateNoteInput,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const { note, folderIds } = await updateNote(
      em,
      actor,
      noteId(id),
      { ...input, folderId: input.folderId === undefined ? undefined : folderId(input.folderId) },
      services.clock,
    );
    return { note, ...(await touched(em, actor, folderIds)) };
  }

  @Authorized()
  @Mutation(() => DeleteNotePayload)
  async deleteNote(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const { cardIds, folderIds } = await deleteNote(em, actor, noteId(id), services.clock);
    return { deletedNoteId: noteId(id), deletedCardIds: cardIds, ...(await touched(em, actor, folderIds)) };
  }

  @Authorized()
  @Mutation(() => [NoteObject], { description: 'Adds and removes tags on some of your notes.' })
  async tagNotes(
    @Arg('noteIds', () => [ID]) noteIds: string[],
    @Arg('add', () => [String], { nullable: true }) add: string[] | null,
    @Arg('remove', () => [String], { nullable: true }) remove: string[] | null,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const ids = await tagNotes(
      em,
      actor,
      { noteIds: noteIds.map(noteId), add: add ?? undefined, remove: remove ?? undefined },
      services.clock,
    );
    return Promise.all(ids.map((id) => getNote(em, actor, id)));
  }

  @Authorized()
  @Mutation(() => TagsPayload, { description: 'Renames a tag and the tags under it on all your notes.' })
  async renameTag(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const { notes } = await renameTag(em, actor, { from, to }, services.clock);
    return { notes, tags: await listTags(em, actor) };
  }

  @Authorized()
  @Mutation(() => TagsPayload, { description: 'Takes a tag and the tags under it off all your notes.' })
  async deleteTag(@Arg('tag', () => String) tag: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const { notes } = await deleteTag(em, actor, tag, services.clock);
    return { notes, tags: await listTags(em, actor) };
  }

  @Authorized()
  @Mutation(() => NoteTypeObject, { description: 'A new note type, a copy of a built-in or of one of yours.' })
  createNoteType(
    @Arg('name', () => String) name: string,
    @Arg('from', () => String) from: string,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    return createNoteType(em, actor, { name, from: noteTypeRef(from) });
  }

  @Authorized()
  @Mutation(() => NoteTypePayload, {
    description:
      'Renames a type, edits its fields (renaming one rewrites the templates) and templates; its notes are rendered again. CONFLICT (how many) when cards would be deleted, unless confirm.',
  })
  async updateNoteType(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateNoteTypeInput) input: UpdateNoteTypeInput,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    const { noteType, deletedCards, folderIds } = await updateNoteType(em, actor, noteTypeId(id), {
      ...input,
      fields: input.fields?.map((field) => ({ ...field })),
      templates: input.templates?.map((template) => ({ ...template })),
    });
    return { noteType, deletedCards, ...(await touched(em, actor, folderIds)) };
  }

  @Authorized()
  @Mutation(() => DeleteNoteTypePayload, {
    description: 'Deletes one of your own types (its notes too, with confirm).',
  })
  async deleteNoteType(
    @Arg('id', () => ID) id: string,
    @Arg('confirm', () => Boolean, { nullable: true }) confirm: boolean | null,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    const { folderIds } = await deleteNoteType(em, actor, noteTypeId(id), { confirm: confirm ?? undefined });
    return { deletedNoteTypeId: noteTypeId(id), ...(await touched(em, actor, folderIds)) };
  }
}

/** A folder's notes: declared here, so that folders need not know notes. */
@Resolver(() => FolderType)
export class FolderNotesResolver {
  @Authorized()
  @FieldResolver(() => NotePageType, {
    description: `Notes in creation order, a page of \`first\` (1..${NOTE_PAGE_MAX}, default ${NOTE_PAGE_DEFAULT}) \`after\` a cursor; \`tag\`: only those with the tag or one under it (\`gramática::*\`).`,
    complexity: listCost((args) => listSize(args, 'first', NOTE_PAGE_DEFAULT, NOTE_PAGE_MAX)),
  })
  async notes(
    @Root() folder: Folder,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('tag', () => String, { nullable: true }) tag: string | null,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    const page = await pageNotes(em, actor, folder.id, {
      first: first ?? undefined,
      after,
      tag: tag ?? undefined,
    });
    return { nodes: page.notes, hasNextPage: page.hasNextPage, endCursor: page.notes.at(-1)?.id.toString() ?? null };
  }
}
