import { unauthenticated } from './errors';

/** Who is asking: a signed-in user (cookie session or personal access token) or nobody. */
export type Actor = { userId: number; via: 'session' | 'token' } | null;

/** The signed-in user's id; a 401 when nobody is signed in. */
export function requireUserId(actor: Actor): number {
  if (!actor) throw unauthenticated();
  return actor.userId;
}
