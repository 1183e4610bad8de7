import { createHash } from 'node:crypto';
import type { Query } from '../../db/raw';
import {
  extensionOf,
  MEDIA_URL_PREFIX,
  mediaMessages,
  mediaNamePattern,
  UPLOAD_MAX_BYTES,
} from '../media/media.schema';
import { mediaImporter } from '../media/media.service';
import type { MediaResolver } from '../notes/render/html-markdown';
import type { AnkiContext } from './anki-connect.context';
import { AnkiConnectError, ankiMessages } from './anki-connect.schema';
import { safeFetch } from './safe-fetch';

/** The bytes of one of AnkiConnect's media objects, fetched before any transaction opens (a url may take 10 s). */
export type MediaBytes = { bytes: Buffer } | { skipped: true };

const base64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/**
 * The bytes a media object (`storeMediaFile`'s params, or an item of a note's `audio` / `picture` / `video`) carries:
 * `data` in base64, or a `url` fetched under SSRF rules (`safeFetch`); `path` is refused (the server reads no one's
 * disk). A `skipHash` equal to the bytes' MD5 (Yomitan's "no audio" file) skips it, as AnkiConnect does.
 */
export async function mediaBytes(ctx: AnkiContext, media: Record<string, unknown>): Promise<MediaBytes> {
  let bytes: Buffer;
  if (typeof media.data === 'string' && media.data !== '') {
    if (!base64.test(media.data)) throw new AnkiConnectError(ankiMessages.badBase64);
    bytes = Buffer.from(media.data, 'base64');
    if (bytes.length > UPLOAD_MAX_BYTES) throw new AnkiConnectError(mediaMessages.uploadTooLarge);
  } else if (typeof media.url === 'string' && media.url !== '') {
    bytes = await safeFetch(media.url, { maxBytes: UPLOAD_MAX_BYTES, allow: ctx.urlAllow });
  } else if (media.path !== undefined && media.path !== null && media.path !== '') {
    throw new AnkiConnectError(ankiMessages.pathRefused);
  } else {
    throw new AnkiConnectError(ankiMessages.mediaSource);
  }
  if (typeof media.skipHash === 'string' && createHash('md5').update(bytes).digest('hex') === media.skipHash) {
    return { skipped: true };
  }
  return { bytes };
}

/** A stored media's name as tools see it in fields and `storeMediaFile`'s answer: `<sha256>.<ext>`. */
export const mediaName = (media: { sha256: string; mimeType: string }) =>
  `${media.sha256}.${extensionOf(media.mimeType)}`;

/**
 * Stores media for the learner in the write's transaction `tx`, under the upload's rules (DESIGN §15: type from the
 * bytes, size limits, images re-encoded, the same bytes once, the quota): one function per transaction, each call
 * answering the stored name and kind, or refusing in Spanish.
 */
export async function mediaWriter(tx: Query, ctx: AnkiContext) {
  const store = await mediaImporter(tx, ctx.userId, { quotaBytes: ctx.mediaQuotaBytes });
  return async (bytes: Buffer, video = false): Promise<{ name: string; kind: 'image' | 'audio' }> => {
    const stored = await store(bytes);
    if ('skipped' in stored) {
      if (stored.skipped === 'size') throw new AnkiConnectError(mediaMessages.uploadTooLarge);
      if (stored.skipped === 'quota') throw new AnkiConnectError(mediaMessages.quotaExceeded(ctx.mediaQuotaBytes));
      throw new AnkiConnectError(video ? ankiMessages.videoUnsupported : mediaMessages.unsupportedType);
    }
    return { name: mediaName(stored.media), kind: stored.kind };
  };
}

const audioName = /\.(mp3|ogg|wav|m4a)$/;

/** Fields name the learner's media by their stored name (`<sha256>.<ext>`); any other file name is dropped. */
export const ownMedia: MediaResolver = (name) =>
  mediaNamePattern.test(name)
    ? { url: `${MEDIA_URL_PREFIX}${name}`, kind: audioName.test(name) ? 'audio' : 'image' }
    : null;
