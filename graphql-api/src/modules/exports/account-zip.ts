import type { EntityManager } from '@mikro-orm/postgresql';
import { ZipDeflate } from 'fflate';
import { type Actor, requireUserId } from '../../core/actor';
import { extensionOf } from '../media/media.schema';
import { listMedia } from '../media/media.service';
import { exportAccountJson } from './account-json';
import { zipWriter } from './zip-stream';

/** Where the document sits in the archive, and the media beside it (`media/<sha256>.<ext>`, as cards name them). */
export const ACCOUNT_ZIP_DOCUMENT = 'repaso.json';
export const accountZipMediaPath = (sha256: string, mimeType: string) => `media/${sha256}.${extensionOf(mimeType)}`;

/**
 * The whole account as one zip (DESIGN §15): the account document (`exportAccountJson`, deflated) and every image and
 * sound of the learner's, stored as they are (they do not compress). Streamed: the document and each file go out as
 * they are read, a chunk at a time, so memory stays flat whatever the account holds.
 */
export async function exportAccountZip(em: EntityManager, actor: Actor, now: Date) {
  const userId = requireUserId(actor);
  const document = await exportAccountJson(em, actor, now);
  return { fileName: document.fileName.replace(/\.json$/, '.zip'), chunks: zipChunks(em, userId, document.chunks) };
}

async function* zipChunks(em: EntityManager, userId: number, document: AsyncIterable<string>) {
  const { zip, written, addMedia } = zipWriter();
  const encoder = new TextEncoder();
  const json = new ZipDeflate(ACCOUNT_ZIP_DOCUMENT, { level: 6 });
  zip.add(json);
  for await (const text of document) {
    json.push(encoder.encode(text));
    yield* written();
  }
  json.push(new Uint8Array(0), true);
  yield* written();
  for (const media of await listMedia(em, userId)) {
    yield* addMedia(em, media, accountZipMediaPath(media.sha256, media.mimeType));
  }
  zip.end();
  yield* written();
}
