import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { readMediaFiles, unzipCollections } from './package';

/** `bytes` as the stored upload hands it over: 1 MB pieces. */
async function* pieces(bytes: Uint8Array) {
  for (let offset = 0; offset < bytes.length; offset += 1024 * 1024) yield bytes.subarray(offset, offset + 1024 * 1024);
}

describe('reading a package a file at a time', () => {
  it('a media file over the limit is refused once, and the files after it still come', async () => {
    // Noise: deflate cannot shrink it, so the file comes out of the inflate in many pieces.
    const zip = zipSync({ 0: randomBytes(3 * 1024 * 1024), 1: new Uint8Array(1000).fill(1) });
    const refused: string[] = [];
    const read: string[] = [];
    await readMediaFiles(
      pieces(zip),
      new Set(['0', '1']),
      { zstd: false, maxFileBytes: 1024 * 1024 },
      async (file) => void read.push(`${file.entry}:${file.bytes.length}`),
      (entry) => refused.push(entry),
    );
    expect(refused).toEqual(['0']);
    expect(read).toEqual(['1:1000']);
  });

  it('the first pass reads the collection and the map past media files it skips, stored or deflated', async () => {
    const zip = zipSync({
      0: [randomBytes(200_000), { level: 0 }],
      1: randomBytes(200_000),
      'collection.anki2': new TextEncoder().encode('SQLite format 3'),
      media: new TextEncoder().encode('{"0":"a.jpg","1":"b.jpg"}'),
    });
    const files = await unzipCollections(pieces(zip), 1024 * 1024);
    expect([...files.keys()].sort()).toEqual(['collection.anki2', 'media']);
    expect(new TextDecoder().decode(files.get('media'))).toBe('{"0":"a.jpg","1":"b.jpg"}');
  });
});
