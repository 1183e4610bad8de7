import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { updateOwned } from '../../db/owned';
import { getFolder } from '../folders/folder.service';
import { startSessionSchema, studyMessages, updateSessionSchema } from './study.schema';
import { StudySession } from './study-session.entity';

/** Starts a study session, of one of the actor's folders or of all of them. */
export async function startStudySession(em: EntityManager, actor: Actor, input: unknown) {
  const userId = requireUserId(actor);
  const { folderId, cardsStudied } = validate(startSessionSchema, input);
  const folder = folderId ? await getFolder(em, actor, folderId) : null;
  const session = em.create(StudySession, { user: userId, folder, cardsStudied: cardsStudied ?? 0 });
  await em.flush();
  return session;
}

/** Records a session's counts after each rating, and `completedAt` at the end; only its owner can. */
export async function updateStudySession(em: EntityManager, actor: Actor, id: number, input: unknown) {
  const userId = requireUserId(actor);
  const changes = validate(updateSessionSchema, input);
  const session = await em.findOne(StudySession, { id, user: userId });
  if (!session) throw notFound(studyMessages.sessionNotFound);
  const { completedAt, ...counts } = changes;
  await updateOwned(em, session, userId, {
    ...counts,
    completedAt: completedAt === undefined ? undefined : completedAt ? new Date(completedAt) : null,
  });
  return session;
}
