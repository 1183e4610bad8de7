import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { conflict, notFound } from '../../core/errors';
import { sha256 } from '../../core/hash';
import { validate } from '../../core/validate';
import { ApiToken } from './api-token.entity';
import { createTokenSchema, MAX_ACTIVE_TOKENS, tokenMessages } from './token.schema';

const PREFIX = 'rps_';

/** Creates a personal access token; the secret is returned this once and only its hash is kept. */
export async function createApiToken(
  em: EntityManager,
  actor: Actor,
  input: unknown,
): Promise<{ token: ApiToken; secret: string }> {
  const userId = requireUserId(actor);
  const { name } = validate(createTokenSchema, input);
  if ((await em.count(ApiToken, { user: userId, revokedAt: null })) >= MAX_ACTIVE_TOKENS) {
    throw conflict(tokenMessages.tooMany);
  }
  const secret = `${PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const token = em.create(ApiToken, { user: userId, name, tokenHash: sha256(secret) });
  await em.flush();
  return { token, secret };
}

/** The signed-in user's tokens that still work, newest first (at most `MAX_ACTIVE_TOKENS`). */
export function listApiTokens(em: EntityManager, actor: Actor): Promise<ApiToken[]> {
  const userId = requireUserId(actor);
  return em.find(ApiToken, { user: userId, revokedAt: null }, { orderBy: { id: 'desc' }, limit: MAX_ACTIVE_TOKENS });
}

/** Revokes one of the user's tokens; someone else's id is a 404 like a missing one. */
export async function revokeApiToken(em: EntityManager, actor: Actor, id: number, clock: Clock): Promise<ApiToken> {
  const userId = requireUserId(actor);
  const token = await em.findOne(ApiToken, { id, user: userId, revokedAt: null });
  if (!token) throw notFound(tokenMessages.notFound);
  token.revokedAt = clock.now();
  await em.flush();
  return token;
}

/**
 * The user a bearer secret belongs to, or null for an unknown or revoked one. `lastUsedAt` is
 * refreshed at most once a minute, so busy API clients do not write on every request.
 */
export async function authenticateApiToken(em: EntityManager, secret: string, clock: Clock): Promise<number | null> {
  if (!secret.startsWith(PREFIX)) return null;
  const [row] = await em.execute<{ id: number; user_id: number; last_used_at: Date | null }[]>(
    'select id, user_id, last_used_at from api_tokens where token_hash = ? and revoked_at is null',
    [sha256(secret)],
  );
  if (!row) return null;
  const now = clock.now();
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() > 60_000) {
    await em.execute('update api_tokens set last_used_at = ? where id = ?', [now, row.id]);
  }
  return row.user_id;
}
