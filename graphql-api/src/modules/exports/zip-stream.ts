import type { EntityManager } from '@mikro-orm/postgresql';
import { Zip, ZipPassThrough } from 'fflate';
import type { MediaRecord } from '../media/media.service';
import { postgresMediaStore } from '../media/media-store';

/**
 * A streamed zip: fflate writes synchronously as each piece is pushed, and `written()` hands on what it wrote before
 * the next piece is read, so a download holds a piece at a time whatever it carries.
 */
export function zipWriter() {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else ready.push(data);
  });
  function* written() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift() as Uint8Array;
  }

  /** Adds a stored media as entry `name`, as it is (images and sounds do not compress), read from the store as written. */
  async function* addMedia(em: EntityManager, media: MediaRecord, name: string) {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    if (media.bytes > 0) {
      for await (const chunk of postgresMediaStore.open(em, media.userId, media.id, {
        start: 0,
        end: media.bytes - 1,
      })) {
        entry.push(chunk as Uint8Array);
        yield* written();
      }
    }
    entry.push(new Uint8Array(0), true);
    yield* written();
  }

  return { zip, written, addMedia };
}
