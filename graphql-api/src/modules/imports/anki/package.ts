import zlib from 'node:zlib';
import {
  type AsyncFlateStreamHandler,
  type FlateError,
  Unzip,
  type UnzipDecoder,
  type UnzipDecoderConstructor,
  type UnzipFile,
  UnzipInflate,
  UnzipPassThrough,
} from 'fflate';
import { Decompress } from 'fzstd';
import { importMessages } from '../import.schema';
import { ImportFailure } from '../import-source';

/** Collections a package may hold, best first: Anki 2.1.50+ (zstd, schema 18), then 2.1 and 2.0 (plain SQLite). */
export const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];
/** What the first pass keeps: a collection, the package's format (`meta`) and its media map (`media`). */
const KEPT = [...COLLECTIONS, 'meta', 'media'] as const;
type KeptName = (typeof KEPT)[number];

/** More entries than any real package has (media files included) is refused as a malformed zip. */
const MAX_ENTRIES = 200_000;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** Whether `bytes` starts like a zip file (what an .apkg/.colpkg is); checked at upload time. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

/** Bytes written into one buffer as they come, grown as needed: no list of chunks to join (and hold twice). */
export class GrowingBuffer {
  private bytes: Uint8Array;
  length = 0;
  constructor(
    expected: number,
    private readonly maxBytes: number,
  ) {
    this.bytes = new Uint8Array(Math.max(64 * 1024, Math.min(expected, maxBytes)));
  }
  /** Appends `chunk`; false (nothing kept) once the total would pass `maxBytes`. */
  push(chunk: Uint8Array): boolean {
    const needed = this.length + chunk.length;
    if (needed > this.maxBytes) return false;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.maxBytes, Math.max(needed, Math.ceil(this.bytes.length * 1.5))));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(chunk, this.length);
    this.length = needed;
    return true;
  }
  /** What was written (the buffer itself when its size was right, as a zip's headers usually say). */
  result(): Uint8Array {
    return this.length === this.bytes.length ? this.bytes : this.bytes.slice(0, this.length);
  }
}

/**
 * A zip entry's deflate stream through Node's zlib (native: several times faster than a JavaScript inflate on a
 * 20 MB collection), for fflate's `Unzip`, which still reads the zip's structure.
 */
class ZlibInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly stream = zlib.createInflateRaw();
  constructor() {
    this.stream.on('data', (chunk: Uint8Array<ArrayBuffer>) => this.ondata(null, chunk, false));
    this.stream.on('end', () => this.ondata(null, new Uint8Array(0), true));
    this.stream.on('error', (error) => this.ondata(error as unknown as FlateError, new Uint8Array(0), true));
  }
  push(chunk: Uint8Array, final: boolean) {
    this.stream.write(chunk);
    if (final) this.stream.end();
  }
  terminate() {
    this.stream.destroy();
  }
}

/** A decoder for the entries a pass does not read: their bytes are dropped as they pass. */
class Discard implements UnzipDecoder {
  ondata: AsyncFlateStreamHandler = () => {};
  push() {}
}

/**
 * Readies `unzip` to read only the entries `keep` names, with `inflate` for deflated ones, and answers how to start
 * an entry: with its `ondata` (false when its compression is neither stored nor deflate), or with `null` to skip it.
 * fflate's `Unzip` keeps every chunk of an entry that is not started in a list of its own for as long as the unzip
 * lives, so an entry skipped by not starting it stays in memory: the first pass held every media file of a package
 * (a 205 MB package with 5 000 files took the server to 460 MB), the second the collection. So every entry is
 * started, and one not read gets `Discard` for its decoder (any compression, even one we cannot read).
 */
function readOnly(unzip: Unzip, keep: (name: string) => boolean, inflate: UnzipDecoderConstructor) {
  const readable = new Set<number>();
  const register = (compression: number, decoder: (name: string, size?: number, originalSize?: number) => object) =>
    unzip.register(Object.assign(decoder, { compression }) as unknown as UnzipDecoderConstructor);
  for (const Decoder of [UnzipPassThrough, inflate] as UnzipDecoderConstructor[]) {
    readable.add(Decoder.compression);
    // A constructor (fflate calls it with `new`) that answers another object: the entry's decoder or `Discard`.
    // biome-ignore lint/complexity/useArrowFunction: an arrow function cannot be called with `new`
    register(Decoder.compression, function (name, size, originalSize) {
      return keep(name) ? new Decoder(name, size, originalSize) : new Discard();
    });
  }
  const skipped = new Set<number>();
  return (file: UnzipFile, ondata: UnzipFile['ondata'] | null): boolean => {
    if (ondata) {
      if (!readable.has(file.compression)) return false;
      file.ondata = ondata;
    } else {
      if (!readable.has(file.compression) && !skipped.has(file.compression)) {
        skipped.add(file.compression);
        // biome-ignore lint/complexity/useArrowFunction: an arrow function cannot be called with `new`
        register(file.compression, function () {
          return new Discard();
        });
      }
      file.ondata = () => {};
    }
    file.start();
    return true;
  };
}

/**
 * The collection files of a package (and its `meta` and `media` map), inflated as fflate's streaming unzip finds
 * them: only those entries are inflated (media files are skipped unread), each straight into one buffer, and their
 * inflated bytes are counted as they come, so a zip bomb stops at `maxBytes` whatever its headers claim.
 */
export async function unzipCollections(
  zip: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Map<KeptName, Uint8Array>> {
  const buffers = new Map<KeptName, GrowingBuffer>();
  const inflating: Promise<void>[] = [];
  let inflated = 0;
  let entries = 0;
  let failure: ImportFailure | null = null;
  const unzip = new Unzip((file) => {
    if (failure) return;
    if (++entries > MAX_ENTRIES) {
      failure = new ImportFailure(importMessages.tooManyEntries);
      return;
    }
    if (!kept(file.name)) return void start(file, null);
    const name = file.name.split('/').pop() as KeptName;
    const out = new GrowingBuffer(file.originalSize ?? 0, maxBytes);
    buffers.set(name, out);
    inflating.push(
      new Promise((resolve) => {
        const ondata: UnzipFile['ondata'] = (error, data, final) => {
          if (failure) return resolve();
          if (error) {
            failure = new ImportFailure(importMessages.badZip);
            return resolve();
          }
          inflated += data.length;
          if (inflated > maxBytes || !out.push(data)) {
            failure = new ImportFailure(importMessages.zipBomb(maxBytes));
            file.terminate();
            return resolve();
          }
          if (final) resolve();
        };
        if (!start(file, ondata)) {
          failure = new ImportFailure(importMessages.badZip);
          resolve();
        }
      }),
    );
  });
  const kept = (entry: string) => KEPT.includes(entry.split('/').pop() as KeptName);
  const start = readOnly(unzip, kept, ZlibInflate);
  const step = 64 * 1024;
  let first = true;
  let previous: Uint8Array | null = null;
  // Each piece is pushed once the next one is known, so the last one goes with `final` set.
  const push = (piece: Uint8Array, final: boolean) => {
    try {
      for (let offset = 0; offset < piece.length && !failure; offset += step) {
        unzip.push(piece.subarray(offset, offset + step), final && offset + step >= piece.length);
      }
      if (final && piece.length === 0) unzip.push(piece, true);
    } catch {
      throw new ImportFailure(importMessages.badZip);
    }
  };
  for await (const piece of zip) {
    if (first && !looksLikeZip(piece)) throw new ImportFailure(importMessages.notZip);
    first = false;
    if (previous) push(previous, false);
    previous = piece;
    if (failure) break;
  }
  if (first) throw new ImportFailure(importMessages.notZip);
  if (!failure) push(previous ?? new Uint8Array(0), true);
  previous = null;
  await Promise.all(inflating);
  if (failure) throw failure;
  const files = new Map<KeptName, Uint8Array>();
  for (const [name, out] of buffers) files.set(name, out.result());
  return files;
}

/** Anki 2.1.50+'s collection is zstd-compressed SQLite: decompressed with fzstd, bytes counted against `maxBytes`. */
export function unzstd(bytes: Uint8Array, maxBytes: number): Uint8Array {
  const out = new GrowingBuffer(bytes.length * 4, maxBytes);
  const stream = new Decompress((chunk) => {
    if (!out.push(chunk)) throw new ImportFailure(importMessages.zipBomb(maxBytes));
  });
  try {
    const step = 64 * 1024;
    for (let offset = 0; offset < bytes.length; offset += step) {
      stream.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length);
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure(importMessages.badZip);
  }
  return out.result();
}

/** A media file of the package: its zip entry's name (`0`, `1`…) and its bytes (zstd already undone). */
export type PackageFile = { entry: string; bytes: Uint8Array };

/**
 * The package's media files named in `wanted` (zip entry names), one at a time: each is inflated into one buffer
 * (fflate's own inflate, synchronous, so a file is whole when `push` returns), then handed to `onFile` and awaited
 * before the next piece of the zip is read, so at most one file is held. A file over `maxFileBytes` is not kept:
 * `onTooLarge` hears its entry name. The latest format compresses each file with zstd as well (`zstd`).
 */
export async function readMediaFiles(
  zip: AsyncIterable<Uint8Array>,
  wanted: Set<string>,
  options: { zstd: boolean; maxFileBytes: number },
  onFile: (file: PackageFile) => Promise<void>,
  onTooLarge: (entry: string) => void,
): Promise<void> {
  const ready: PackageFile[] = [];
  let failure: ImportFailure | null = null;
  const unzip = new Unzip((file) => {
    if (failure || !wanted.has(file.name)) return void start(file, null);
    const out = new GrowingBuffer(file.originalSize ?? 0, options.maxFileBytes);
    // fflate's inflate cannot be stopped: it goes on handing over the rest of a file refused as too large.
    let refused = false;
    const ondata: UnzipFile['ondata'] = (error, data, final) => {
      if (refused) return;
      if (error) {
        failure = new ImportFailure(importMessages.badZip);
        return;
      }
      if (!out.push(data)) {
        refused = true;
        file.terminate();
        onTooLarge(file.name);
        return;
      }
      if (final) {
        const bytes = out.result();
        try {
          ready.push({ entry: file.name, bytes: options.zstd ? unzstd(bytes, options.maxFileBytes) : bytes });
        } catch (zstdError) {
          if (!(zstdError instanceof ImportFailure)) throw zstdError;
          onTooLarge(file.name);
        }
      }
    };
    if (!start(file, ondata)) failure = new ImportFailure(importMessages.badZip);
  });
  const start = readOnly(unzip, (entry) => wanted.has(entry), UnzipInflate);
  const step = 64 * 1024;
  let previous: Uint8Array | null = null;
  const push = async (piece: Uint8Array, final: boolean) => {
    for (let offset = 0; offset < piece.length || (final && offset === 0); offset += step) {
      try {
        unzip.push(piece.subarray(offset, offset + step), final && offset + step >= piece.length);
      } catch {
        throw new ImportFailure(importMessages.badZip);
      }
      if (failure) throw failure;
      while (ready.length > 0) await onFile(ready.shift() as PackageFile);
    }
  };
  for await (const piece of zip) {
    if (previous) await push(previous, false);
    previous = piece;
  }
  await push(previous ?? new Uint8Array(0), true);
}
