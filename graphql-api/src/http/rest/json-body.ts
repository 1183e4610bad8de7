import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { DomainError, messages } from '../../core/errors';

/** Deeper JSON than any request of ours needs is refused before it is parsed. */
export const maxJsonDepth = 32;

const [quote, backslash, openArray, openObject, closeArray, closeObject] = ['"', '\\', '[', '{', ']', '}'].map((c) =>
  c.charCodeAt(0),
);
const nulEscape = Buffer.from('u0000');

/**
 * One pass over the raw body before `JSON.parse`: refuses nesting deeper than `maxJsonDepth` (a megabyte of
 * `[` would otherwise stall the event loop) and strings holding a NUL character (`\u0000`), which PostgreSQL
 * cannot store in text. Both answer 400 in Spanish and change nothing.
 */
export function checkJsonShape(body: Buffer): DomainError | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === backslash) {
        if (body[i + 1] === nulEscape[0] && body.subarray(i + 1, i + 6).equals(nulEscape)) {
          return new DomainError('BAD_USER_INPUT', 400, messages.nulCharacter);
        }
        i++;
      } else if (byte === quote) inString = false;
    } else if (byte === quote) inString = true;
    else if (byte === openArray || byte === openObject) {
      if (++depth > maxJsonDepth) return new DomainError('BAD_USER_INPUT', 400, messages.jsonTooDeep);
    } else if (byte === closeArray || byte === closeObject) depth--;
  }
  return undefined;
}

/** `express.json` with a size limit and the shape check above. */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req: IncomingMessage, _res, body: Buffer) => {
      const problem = checkJsonShape(body);
      if (problem) throw problem;
    },
  });
}
