import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import type { Logger } from '../core/logger';
import type { PublicAnswer } from '../core/public-answers';

/** Public answers may be kept by any cache for a minute, then revalidated with their ETag. */
export const PUBLIC_CACHE = 'public, max-age=60, must-revalidate';

/** Whether `If-None-Match` names this ETag (weakly, as RFC 9110 compares for it), or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A public answer (JSON, a page, the sitemap): `Cache-Control: public` with revalidation and its strong ETag; a
 * request that names it in `If-None-Match` gets a 304 without the body.
 */
export function sendPublic(req: Request, res: Response, type: string, answer: PublicAnswer) {
  res.set({ 'Cache-Control': PUBLIC_CACHE, ETag: answer.etag });
  if (matchesEtag(req.get('if-none-match'), answer.etag)) {
    res.status(304).end();
    return;
  }
  res.status(answer.status).type(type).send(answer.body);
}

/** A file name safe in a header and on any disk: no path separators or control characters. */
export function safeFileName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being replaced
  return name.replace(/[\u0000-\u001f\u007f/\\]/g, '-').trim() || 'repaso';
}

/** The plain-ASCII `filename=` for old clients (accents dropped, other characters `_`); `filename*` keeps the rest. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

/** `attachment; filename="…"` plus RFC 5987/8187 `filename*=UTF-8''…` when the name is not plain ASCII. */
export function attachmentHeader(fileName: string): string {
  const name = safeFileName(fileName);
  return contentDisposition(name, { fallback: asciiFallback(name) });
}

/**
 * Streams a generated file as a download: `chunks` are written as they come, with backpressure (a slow client
 * slows the reading, it never piles up in memory). A failure half-way cuts the connection, so a truncated file
 * never looks complete; it is logged unless the client simply went away.
 */
export async function sendDownload(
  req: Request,
  res: Response,
  file: { fileName: string; contentType: string; chunks: AsyncIterable<string | Uint8Array> },
  logger: Logger,
): Promise<void> {
  res.set('Content-Type', file.contentType);
  res.set('Content-Disposition', attachmentHeader(file.fileName));
  try {
    await pipeline(Readable.from(file.chunks), res);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    logger.error('Descarga interrumpida', error, { reqId: req.id, method: req.method, route: req.baseUrl });
    res.destroy();
  }
}
