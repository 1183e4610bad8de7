import { unauthenticated } from './errors';

/**
 * Who is asking: a signed-in user (cookie session or personal access token) or nobody. A token carries its id
 * (the key of its rate limit) and whether it may write.
 */
export type Actor =
  | { userId: number; via: 'session' }
  | { userId: number; via: 'token'; tokenId: number; scope: 'read' | 'read_write' }
  | null;

/** Whether the actor may only read: a read-only personal access token. */
export const isReadOnly = (actor: Actor): boolean => actor?.via === 'token' && actor.scope === 'read';

/** The signed-in user's id; a 401 when nobody is signed in. */
export function requireUserId(actor: Actor): number {
  if (!actor) throw unauthenticated();
  return actor.userId;
}
