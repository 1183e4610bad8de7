import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import busboy from 'busboy';
import { type Request, type Response, Router } from 'express';
import { badInput, DomainError } from '../../core/errors';
import { concurrencyLimit } from '../../core/limit';
import type { Services } from '../../core/services';
import { matchesEtag } from '../../transport/download';
import { requestEm } from '../../transport/request';
import { presentMedia } from './media.present';
import { mediaMessages, UPLOAD_MAX_BYTES } from './media.schema';
import { findMedia, type MediaRecord, uploadMedia } from './media.service';
import { type ByteRange, postgresMediaStore } from './media-store';

/** Room for the multipart envelope around the file (boundaries, part headers, an `alt` text). */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Uploads received and stored at a time, per process. Each holds up to an image (5 MB) and its re-encoding in memory
 * the heap cap does not see; more wait, their bytes still with the client (measured by bench/upload-memory.ts).
 */
const uploadsAtOnce = concurrencyLimit(2);

/** Content fetched once is the same forever: its address is its hash. */
const CACHE_FOREVER = 'private, max-age=31536000, immutable';

/**
 * A media opened as a document (a new tab) runs nothing and loads nothing but itself; with `nosniff` and its sniffed
 * type, a file that is also HTML (a polyglot) is never read as a page.
 */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Hands the `file` part of a multipart request to `handle` as a stream, as it arrives (busboy); the other parts
 * (`alt`, …) are ignored. Never reads more than `UPLOAD_MAX_BYTES` + 1 of the file; when `handle` refuses it, the rest
 * of the request is not read.
 */
function receiveFile<T>(req: Request, handle: (file: Readable) => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: UPLOAD_MAX_BYTES + 1, fields: 5, fieldSize: 4096, parts: 10 },
      });
    } catch {
      reject(badInput([{ path: 'file', message: mediaMessages.noFile }]));
      return;
    }
    let failed = false;
    let work: Promise<T> | undefined;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      reject(error);
    };
    parser.on('file', (name, stream: Readable) => {
      if (name !== 'file' || work) {
        stream.resume();
        return;
      }
      // Whatever `handle` throws, even at once, rejects the upload: never an exception in busboy's event.
      work = Promise.resolve().then(() => handle(stream));
      work.catch(fail);
    });
    parser.on('error', () => fail(badInput([{ path: 'file', message: mediaMessages.noFile }])));
    // A client that goes away mid-upload ends the upload's transaction: nothing is kept.
    req.once('close', () => {
      if (!req.complete) fail(new DomainError('BAD_USER_INPUT', 400, mediaMessages.interruptedUpload));
    });
    parser.on('close', () => {
      if (!work) return fail(badInput([{ path: 'file', message: mediaMessages.noFile }]));
      work.then((result) => {
        if (!failed) resolve(result);
      }, fail);
    });
    req.pipe(parser);
  });
}

/**
 * The one range asked for, `undefined` for the whole file (no `Range`, a malformed or multi-range one, or an
 * `If-Range` for another version), or `'unsatisfiable'`.
 */
function requestedRange(req: Request, size: number, etag: string): ByteRange | 'unsatisfiable' | undefined {
  if (!req.get('range')) return undefined;
  const ifRange = req.get('if-range');
  if (ifRange !== undefined && ifRange.trim() !== etag) return undefined;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0].start, end: ranges[0].end };
}

export function mediaRoutes(services: Services): Router {
  const router = Router();

  router.post('/media', async (req, res) => {
    const declared = Number(req.get('content-length') ?? 0);
    // Far over the largest file: refused before a byte is read.
    if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) {
      res.set('Connection', 'close');
      throw new DomainError('BAD_USER_INPUT', 413, mediaMessages.uploadTooLarge);
    }
    if (!req.is('multipart/form-data')) throw badInput([{ path: 'file', message: mediaMessages.noFile }]);
    // Taken here: busboy's events come from the request stream, outside the request's context.
    const em = requestEm();
    try {
      const { media, created } = await uploadsAtOnce(() =>
        receiveFile(req, (file) => uploadMedia(em, req.actor, { quotaBytes: services.mediaQuotaBytes }, file)),
      );
      res.status(created ? 201 : 200).json(presentMedia(media));
    } catch (error) {
      // The rest of a refused upload is not read: the connection closes after the answer.
      if (!req.complete) res.set('Connection', 'close');
      throw error;
    }
  });

  router.get('/media/:name', async (req, res) => {
    const em = requestEm();
    await serveMedia(req, res, em, await findMedia(em, req.actor, req.params.name), CACHE_FOREVER, services);
  });

  return router;
}

/**
 * Answers one stored media: `ETag` (its hash) and `If-None-Match` (304), one byte range (206), `nosniff` and a
 * sandboxing CSP, the bytes streamed from the store. `cacheControl` says who may keep it (the learner's own media are
 * `private`; a community folder's are `public`).
 */
export async function serveMedia(
  req: Request,
  res: Response,
  em: EntityManager,
  media: MediaRecord,
  cacheControl: string,
  services: Services,
) {
  const etag = `"${media.sha256}"`;
  const cacheHeaders = {
    'Cache-Control': cacheControl,
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': MEDIA_CSP,
  };
  // RFC 9110's order: the condition first, then the range.
  if (matchesEtag(req.get('if-none-match'), etag)) {
    res.status(304).set(cacheHeaders).end();
    return;
  }
  const range = requestedRange(req, media.bytes, etag);
  if (range === 'unsatisfiable') {
    res.set('Content-Range', `bytes */${media.bytes}`);
    throw new DomainError('BAD_USER_INPUT', 416, mediaMessages.rangeNotSatisfiable);
  }
  const part = range ?? { start: 0, end: media.bytes - 1 };
  res.status(range ? 206 : 200).set({
    ...cacheHeaders,
    'Content-Type': media.mimeType,
    'Content-Disposition': 'inline',
    'Content-Length': String(part.end - part.start + 1),
  });
  if (range) res.set('Content-Range', `bytes ${range.start}-${range.end}/${media.bytes}`);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await send(res, postgresMediaStore.open(em, media.userId, media.id, part), services);
}

/** Streams `body` as the answer; a failure once bytes have gone can only cut the connection. */
async function send(res: Response, body: Readable, services: Services) {
  try {
    await pipeline(body, res);
  } catch (error) {
    // A client that went away (a seek in a player, a closed tab) is no error of ours.
    if (res.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    services.logger.error('No se pudo enviar un archivo', error);
    res.destroy();
  }
}
