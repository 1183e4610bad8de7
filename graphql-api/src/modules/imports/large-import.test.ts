import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { learnerIn, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { finishedImport } from '../../../test/transfers';

// Imports larger than one stored piece of upload (1 MiB): the job reads the file a piece at a time, so a CSV row, a
// quoted line break or a UTF-8 character cut by a piece boundary, and a zip entry spread over pieces, must come out
// whole (import.routes.test.ts keeps its files under 64 KB).
const MiB = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { REMINDER_WORKER: 'true', IMPORT_MAX_BYTES: String(8 * MiB) } });
});
afterAll(() => t.stop());

const isContinuationByte = (byte: number) => (byte & 0xc0) === 0x80;

/**
 * A 2.4 MB CSV whose every row is two quoted fields with line breaks, escaped quotes, accents and emoji; padded (with
 * spaces the import trims) until both piece boundaries fall in the middle of a character.
 */
function bigCsv() {
  const cards = Array.from({ length: 3000 }, (_, i) => ({
    front: `palabra ${i}\nsegunda línea`,
    back: `${'ñandú 🙂 "x"\n'.repeat(40)}${i}`,
  }));
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  for (let pad = 0; pad < 64; pad++) {
    const rows = cards.map(
      (card, i) => `${quote(card.front)},${quote(i === 0 ? card.back + ' '.repeat(pad) : card.back)}`,
    );
    const bytes = Buffer.from(`anverso,reverso\r\n${rows.join('\r\n')}\r\n`);
    if (isContinuationByte(bytes[MiB]) && isContinuationByte(bytes[2 * MiB])) return { bytes, cards };
  }
  throw new Error('no padding puts both boundaries inside a character');
}

it('a CSV over several stored pieces: rows, quoted line breaks and characters cut by a boundary come out whole', async () => {
  const { agent, userId } = await learnerIn(t);
  const { bytes, cards } = bigCsv();
  expect(bytes.length).toBeGreaterThan(2 * MiB);
  const res = await agent.post('/api/imports').attach('file', bytes, 'grande.csv');
  expect(res.status).toBe(202);
  const job = await finishedImport(agent, res.body.importJob.id);
  expect(job).toMatchObject({ status: 'done', total: 3000, processed: 3000, error: null });
  expect(job.report).toMatchObject({ foldersCreated: 1, cardsCreated: 3000, duplicatesSkipped: 0, notesSkipped: [] });
  const stored = await sql<{ front: string; back: string }>(
    t,
    'select c.front, c.back from cards c join folders f on f.id = c.folder_id where f.user_id = ? order by c.id',
    [userId],
  );
  expect(stored).toEqual(cards);
});

it('an Anki package over several stored pieces, its collection after 2.5 MB of media, imports like the small one', async () => {
  const { agent, userId } = await learnerIn(t);
  const legacy = unzipSync(fs.readFileSync(path.join(__dirname, '../../../test/fixtures/legacy.apkg')));
  // The media first (stored, incompressible), then the collection: its entry starts in the third piece.
  const media = randomBytes(2.5 * MiB);
  const apkg = zipSync({ '0': [media, { level: 0 }], ...legacy, media: new TextEncoder().encode('{"0":"foto.jpg"}') });
  expect(apkg.length).toBeGreaterThan(2.5 * MiB);
  const res = await agent.post('/api/imports').attach('file', Buffer.from(apkg), 'grande.apkg');
  expect(res.status).toBe(202);
  const job = await finishedImport(agent, res.body.importJob.id);
  expect(job).toMatchObject({ status: 'done', format: 'anki', total: 8, processed: 8 });
  expect(job.report).toMatchObject({ foldersCreated: 2, cardsCreated: 7, reviewsImported: 6, mediaSkipped: 2 });
  const [{ reviews }] = await sql<{ reviews: number }>(
    t,
    'select count(*)::int as reviews from reviews where user_id = ?',
    [userId],
  );
  expect(reviews).toBe(6);
});
