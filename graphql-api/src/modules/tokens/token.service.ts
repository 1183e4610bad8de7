import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { conflict, forbidden, notFound } from '../../core/errors';
import { sha256 } from '../../core/hash';
import { validate } from '../../core/validate';
import { updateOwned } from '../../db/owned';
import { ApiToken } from './api-token.entity';
import { createTokenSchema, MAX_ACTIVE_TOKENS, TOKEN_SCOPES, type TokenScope, tokenMessages } from './token.schema';

const PREFIX = 'rps_';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a personal access token; the secret is returned this once and only its hash is kept.
 * Only from a browser session: a token that could mint tokens would survive its own revocation.
 */
export async function createApiToken(
  em: EntityManager,
  actor: Actor,
  input: unknown,
  clock: Clock,
): Promise<{ token: ApiToken; secret: string }> {
  const userId = requireUserId(actor);
  if (actor?.via !== 'session') throw forbidden(tokenMessages.sessionRequired);
  const { name, expiresInDays, scope } = validate(createTokenSchema, input);
  if ((await em.count(ApiToken, { user: userId, revokedAt: null })) >= MAX_ACTIVE_TOKENS) {
    throw conflict(tokenMessages.tooMany);
  }
  const now = clock.now();
  const secret = `${PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
  const token = em.create(ApiToken, {
    user: userId,
    name,
    tokenHash: sha256(secret),
    scope,
    createdAt: now,
    expiresAt: expiresInDays ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
  });
  await em.flush();
  return { token, secret };
}

/** The user's tokens not revoked (expired ones included, so the list says why a tool stopped), newest first. */
export function listApiTokens(em: EntityManager, actor: Actor): Promise<ApiToken[]> {
  const userId = requireUserId(actor);
  return em.find(ApiToken, { user: userId, revokedAt: null }, { orderBy: { id: 'desc' }, limit: MAX_ACTIVE_TOKENS });
}

/** Revokes one of the user's tokens; someone else's id is a 404 like a missing one. */
export async function revokeApiToken(em: EntityManager, actor: Actor, id: number, clock: Clock): Promise<ApiToken> {
  const userId = requireUserId(actor);
  const token = await em.findOne(ApiToken, { id, user: userId, revokedAt: null });
  if (!token) throw notFound(tokenMessages.notFound);
  await updateOwned(em, token, userId, { revokedAt: clock.now() });
  return token;
}

/** A valid bearer token: its owner, its id (the rate limit's key) and what it may do. */
export type AuthenticatedToken = { userId: number; tokenId: number; scope: TokenScope };

/**
 * The token a bearer secret is, or null for an unknown, revoked or expired one. `lastUsedAt` ("último uso")
 * is refreshed at most once a minute, so busy API clients do not write on every request.
 */
export async function authenticateApiToken(
  em: EntityManager,
  secret: string,
  clock: Clock,
): Promise<AuthenticatedToken | null> {
  if (!secret.startsWith(PREFIX)) return null;
  const now = clock.now();
  const [row] = await em.execute<{ id: number; user_id: number; last_used_at: Date | null; scope: TokenScope }[]>(
    `select id, user_id, last_used_at, scope from api_tokens
      where token_hash = ? and revoked_at is null and (expires_at is null or expires_at > ?)`,
    [sha256(secret), now],
  );
  if (!row) return null;
  if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() > 60_000) {
    await em.execute('update api_tokens set last_used_at = ? where user_id = ? and id = ?', [now, row.user_id, row.id]);
  }
  const scope = (TOKEN_SCOPES as readonly string[]).includes(row.scope) ? row.scope : 'read';
  return { userId: row.user_id, tokenId: row.id, scope };
}
