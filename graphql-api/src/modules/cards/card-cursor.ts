import { badInput } from '../../core/errors';
import { cardMessages } from './card.schema';

/**
 * Where a card sits in its folder's creation order: `created_at` in whole microseconds since the epoch
 * (PostgreSQL's own precision, so no two cards collapse onto one instant) and the id as tie-breaker.
 */
export type CardCursor = { createdUs: string; id: number };

const VERSION = 'c1';
const shape = /^c1:(\d{1,16}):(\d{1,10})$/;

/** Opaque to clients: base64url of `c1:<created µs>:<id>`. */
export function encodeCardCursor({ createdUs, id }: CardCursor): string {
  return Buffer.from(`${VERSION}:${createdUs}:${id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; anything this server did not make is a 400 "Cursor no válido". */
export function decodeCardCursor(cursor: string): CardCursor {
  const invalid = () => badInput([{ path: 'after', message: cardMessages.badCursor }]);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) throw invalid();
  const match = shape.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid();
  const createdUs = Number(match[1]);
  const id = Number(match[2]);
  if (!Number.isSafeInteger(createdUs) || id < 1 || id > 2_147_483_647) throw invalid();
  return { createdUs: String(createdUs), id };
}
