import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor';
import { User } from './user.entity';

/** The signed-in user's account, or null when nobody is signed in (or the account is gone). */
export async function findViewer(em: EntityManager, actor: Actor): Promise<User | null> {
  if (!actor) return null;
  return em.findOne(User, { id: actor.userId });
}
