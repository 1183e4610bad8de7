import { learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { download, finishedImport } from '../../../test/transfers';

// DESIGN §12: a folder's CSV export re-imports losslessly into a new folder — the sides exactly as written (quotes,
// commas, newlines, accents, emoji, a formula-looking cell) and every schedule field as the ratings left it.

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  // The worker runs here, as in production: the import goes through pg-boss for real.
  t = await startTestApp({ clock, env: { REMINDER_WORKER: 'true' } });
});
afterAll(() => t.stop());

/** Every card of a folder with all it keeps, in creation order (timestamps as ISO text, to compare exactly). */
function cardsOf(folderId: number) {
  return sql<Record<string, unknown>>(
    t,
    `select front, back, difficulty, review_count, interval, ease_factor, stability, fsrs_difficulty, state, lapses,
            to_char(next_review_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as next_review_at,
            to_char(last_reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as last_reviewed_at,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as created_at
       from cards where folder_id = ? order by created_at, id`,
    [folderId],
  );
}

const sides = [
  { front: 'say "hello", please', back: 'di "hola", por favor' },
  { front: 'línea uno\nlínea dos', back: 'ñandú, pingüino; árbol' },
  { front: '"¿Qué?"', back: 'Straße — 日本語 — 🙂' },
  { front: '=SUM(A1:A3)', back: 'a,b,"c"\r\nd' },
  { front: 'tab\there', back: 'nunca repasada' },
];

describe('folder CSV export → import into a new folder', () => {
  it('gives back every card: front, back and every schedule field equal', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Original, "con comillas"' })).body;
    const cards: { id: number }[] = [];
    for (const card of sides) {
      const res = await agent.post(`/api/folders/${folder.id}/cards`).send(card);
      expect(res.status).toBe(201);
      cards.push(res.body);
      clock.advance(1000);
    }
    // Rated schedules of every kind: learnt, lapsed, rated twice on different days, and one never rated.
    const rate = async (index: number, difficulty: 'easy' | 'medium' | 'hard') => {
      const res = await agent
        .post(`/api/cards/${cards[index].id}/review`)
        .send({ difficulty, answerResult: 'correct' });
      expect(res.status).toBe(200);
    };
    await rate(0, 'easy');
    await rate(1, 'hard');
    await rate(2, 'medium');
    await rate(3, 'medium');
    clock.advance(4 * DAY);
    await rate(2, 'easy');
    await rate(3, 'hard');
    await rate(1, 'medium');

    const original = await cardsOf(folder.id);
    expect(original).toHaveLength(sides.length);
    expect(original.filter((card) => Number(card.review_count) > 0)).toHaveLength(4);
    // FSRS memory state too (fractional stability: the CSV must carry every digit).
    expect(original[2].stability).toEqual(expect.any(Number));
    expect(Number.isInteger(original[2].stability)).toBe(false);
    expect(original[4]).toMatchObject({ review_count: 0, difficulty: 'new', next_review_at: null });

    const csv = await download(agent, `/api/folders/${folder.id}/export.csv`);
    expect(csv.status).toBe(200);
    clock.advance(DAY);
    const upload = await agent
      .post('/api/imports')
      .attach('file', Buffer.from(csv.body as string, 'utf8'), {
        filename: 'Original.csv',
        contentType: 'text/csv',
      })
      // What the web's import screen sends for it: the detected delimiter, the header, columns 0 and 1.
      .field('delimiter', ',')
      .field('hasHeader', 'true')
      .field('frontColumn', '0')
      .field('backColumn', '1')
      .field('folderName', 'Copia');
    expect(upload.status).toBe(202);
    const job = await finishedImport(agent, upload.body.importJob.id);
    expect(job).toMatchObject({ status: 'done', error: null, total: sides.length, processed: sides.length });
    expect(job.report).toMatchObject({
      foldersCreated: 1,
      cardsCreated: sides.length,
      duplicatesSkipped: 0,
      notesSkipped: [],
    });
    const [copyId] = job.report.folderIds.map(Number);
    expect(copyId).not.toBe(folder.id);
    const [copy] = await sql<{ name: string; user_id: number }>(t, 'select name, user_id from folders where id = ?', [
      copyId,
    ]);
    expect(copy).toEqual({ name: 'Copia', user_id: userId });

    expect(await cardsOf(copyId)).toEqual(original);
    // And the copy is due exactly when the original is: only the never-rated card and the lapsed ones today.
    const due = (await agent.get(`/api/cards/review?folderId=${copyId}`)).body.map(
      (card: { front: string }) => card.front,
    );
    const dueOriginal = (await agent.get(`/api/cards/review?folderId=${folder.id}`)).body.map(
      (card: { front: string }) => card.front,
    );
    expect(due).toEqual(dueOriginal);
    expect(due).not.toContain(sides[0].front);
  });

  it('a second import of the same export into the copy skips every card as a duplicate', async () => {
    const { agent } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Duplicadas' })).body;
    for (const card of sides.slice(0, 3)) await agent.post(`/api/folders/${folder.id}/cards`).send(card);
    const csv = (await download(agent, `/api/folders/${folder.id}/export.csv`)).body as string;

    const upload = await agent
      .post('/api/imports')
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'Duplicadas.csv', contentType: 'text/csv' })
      .field('folderId', String(folder.id));
    expect(upload.status).toBe(202);
    const job = await finishedImport(agent, upload.body.importJob.id);
    expect(job.report).toMatchObject({ foldersCreated: 0, cardsCreated: 0, duplicatesSkipped: 3 });
    expect(await cardsOf(folder.id)).toHaveLength(3);
  });
});
