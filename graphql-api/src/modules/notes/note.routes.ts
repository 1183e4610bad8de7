import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { folderMessages } from '../folders/folder.schema';
import { presentNote, presentNoteType, presentTag } from './note.present';
import { noteInputMessages } from './note.schema';
import { createNote, deleteNote, getNote, pageNotes, updateNote } from './note.service';
import { createNoteType, deleteNoteType, getNoteType, listNoteTypes, updateNoteType } from './note-type.service';
import { deleteTag, listTags, renameTag, tagNotes } from './tag.service';

const noteId = (value: unknown) => parseId(value, noteInputMessages.noteNotFound);
const noteTypeId = (value: unknown) => parseId(value, noteInputMessages.noteTypeNotFound);
const folderId = (value: unknown) => parseId(value, folderMessages.notFound);

/** `/api/notes`, `/api/note-types` and `/api/tags` (DESIGN §16). */
export function noteRoutes({ clock }: Services): Router {
  const router = Router();

  router.get('/notes', async (req, res) => {
    const { folderId: folder, limit, cursor, tag } = req.query;
    const page = await pageNotes(requestEm(), req.actor, folderId(folder), { first: limit, after: cursor, tag });
    res.json({
      notes: page.notes.map(presentNote),
      nextCursor: page.hasNextPage ? String(page.notes.at(-1)?.id) : null,
    });
  });

  router.post('/notes', async (req, res) => {
    const { folderId: folder, ...input } = (req.body ?? {}) as Record<string, unknown>;
    const { note } = await createNote(requestEm(), req.actor, folderId(folder), input, clock);
    res.status(201).json(presentNote(note));
  });

  // Tags on several notes at once (before `/notes/:id`, which has no POST anyway).
  router.post('/notes/tags', async (req, res) => {
    const noteIds = await tagNotes(requestEm(), req.actor, req.body, clock);
    res.json({ noteIds });
  });

  router.get('/notes/:id', async (req, res) => {
    res.json(presentNote(await getNote(requestEm(), req.actor, noteId(req.params.id))));
  });

  router.put('/notes/:id', async (req, res) => {
    const { note } = await updateNote(requestEm(), req.actor, noteId(req.params.id), req.body, clock);
    res.json(presentNote(note));
  });

  router.delete('/notes/:id', async (req, res) => {
    await deleteNote(requestEm(), req.actor, noteId(req.params.id), clock);
    res.status(204).end();
  });

  router.get('/note-types', async (req, res) => {
    res.json((await listNoteTypes(requestEm(), req.actor)).map(presentNoteType));
  });

  router.post('/note-types', async (req, res) => {
    res.status(201).json(presentNoteType(await createNoteType(requestEm(), req.actor, req.body)));
  });

  router.get('/note-types/:id', async (req, res) => {
    res.json(presentNoteType(await getNoteType(requestEm(), req.actor, noteTypeId(req.params.id))));
  });

  router.put('/note-types/:id', async (req, res) => {
    const { noteType, deletedCards } = await updateNoteType(
      requestEm(),
      req.actor,
      noteTypeId(req.params.id),
      req.body,
    );
    res.json({ ...presentNoteType(noteType), deletedCards });
  });

  router.delete('/note-types/:id', async (req, res) => {
    const confirm = req.query.confirm === 'true' ? true : undefined;
    await deleteNoteType(requestEm(), req.actor, noteTypeId(req.params.id), { confirm });
    res.status(204).end();
  });

  router.get('/tags', async (req, res) => {
    res.json((await listTags(requestEm(), req.actor)).map(presentTag));
  });

  router.put('/tags', async (req, res) => {
    const { notes } = await renameTag(requestEm(), req.actor, req.body, clock);
    res.json({ notes });
  });

  router.delete('/tags', async (req, res) => {
    const { notes } = await deleteTag(requestEm(), req.actor, String(req.query.tag ?? ''), clock);
    res.json({ notes });
  });

  return router;
}
