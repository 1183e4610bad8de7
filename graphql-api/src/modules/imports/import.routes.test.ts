import path from 'node:path';
import supertest from 'supertest';
import { count, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { finishedImport } from '../../../test/transfers';
import { plainTextAsMarkdown } from '../cards/markdown';
import { importMessages } from './import.schema';
import { writerMessages } from './import.writer';
import { skipReasons } from './import-source';

const fixture = (name: string) => path.join(__dirname, '../../../test/fixtures', name);
const clock = testClock(new Date('2026-03-10T10:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: {
      // The worker runs here, as in production: imports go through pg-boss for real.
      REMINDER_WORKER: 'true',
      IMPORT_MAX_BYTES: String(64 * 1024),
      IMPORT_MAX_UNZIPPED_BYTES: String(4 * 1024 * 1024),
      IMPORT_MAX_CARDS: '2000',
    },
  });
});
afterAll(() => t.stop());

type Agent = supertest.Agent;

const gql = (agent: Agent | ReturnType<typeof supertest>, query: string, variables: object = {}) =>
  agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });

async function importFile(agent: Agent, name: string, fields: Record<string, string> = {}) {
  const request = agent.post('/api/imports').attach('file', fixture(name));
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  const res = await request;
  expect(res.status).toBe(202);
  expect(res.body.importJob).toMatchObject({ status: 'queued', fileName: name, processed: 0, report: null });
  return finishedImport(agent, res.body.importJob.id);
}

/** Timestamps as Date objects (raw SQL answers them as text). */
const withDates = (row: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, keys.includes(key) && value ? new Date(String(value)) : value]),
  );

async function cardsOf(userId: number) {
  return sql<{ folder: string; front: string; back: string }>(
    t,
    `select f.name as folder, c.front, c.back from cards c join folders f on f.id = c.folder_id
      where f.user_id = ? order by f.id, c.id`,
    [userId],
  );
}

/** Nothing of the user's was written: no job, upload, folder, card or review. */
async function expectNothingStored(userId: number) {
  expect(await count(t, 'import_jobs', 'user_id = ?', [userId])).toBe(0);
  expect(await count(t, 'import_uploads')).toBe(0);
  expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(0);
  expect(await count(t, 'reviews', 'user_id = ?', [userId])).toBe(0);
}

/** The job failed with `message` and left no folder, card, review or upload behind. */
async function expectFailedCleanly(
  userId: number,
  job: { status: string; error: string; report: unknown },
  message: string,
) {
  expect(job).toMatchObject({ status: 'failed', error: message, report: null });
  expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(0);
  expect(await count(t, 'reviews', 'user_id = ?', [userId])).toBe(0);
  expect(await count(t, 'import_uploads')).toBe(0);
}

describe('CSV imports', () => {
  it('read quotes, commas and line breaks inside fields, a header, and skip duplicates and empty sides', async () => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, 'quotes-multiline.csv');
    expect(job).toMatchObject({ status: 'done', format: 'csv', total: 6, processed: 6, error: null });
    expect(job.report).toMatchObject({
      foldersCreated: 1,
      cardsCreated: 4,
      reviewsImported: 0,
      duplicatesSkipped: 1,
      notesSkipped: [{ reason: skipReasons.emptySide, count: 1 }],
    });
    expect(await cardsOf(userId)).toEqual([
      { folder: 'quotes-multiline', front: 'He said "hola"', back: 'Dijo «hola»' },
      { folder: 'quotes-multiline', front: 'a, b and c', back: 'a, b y c' },
      { folder: 'quotes-multiline', front: 'poem', back: 'primera línea\nsegunda línea' },
      { folder: 'quotes-multiline', front: 'cat', back: 'gato' },
    ]);
    const [folder] = await sql<{ id: number }>(t, 'select id from folders where user_id = ?', [userId]);
    expect(job.report.folderIds).toEqual([folder.id]);
    // The new folder's cards are new: due for study like any card added by hand.
    const stats = await agent.get(`/api/folders/${folder.id}/stats`);
    expect(stats.body).toMatchObject({ totalCards: 4 });
  });

  it('detect semicolons, drop the BOM and read a first row of cards as cards', async () => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, 'bom-semicolon.csv', { folderName: 'Vocabulario' });
    expect(job.report).toMatchObject({ cardsCreated: 3, duplicatesSkipped: 0 });
    expect(await cardsOf(userId)).toEqual([
      { folder: 'Vocabulario', front: 'canción', back: 'song' },
      { folder: 'Vocabulario', front: 'corazón', back: 'heart' },
      { folder: 'Vocabulario', front: 'niño; niña', back: 'child' },
    ]);
  });

  it('map the chosen columns into an existing folder, skipping cards it already has', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Astros' })).body;
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'sol', back: 'sun' });
    const job = await importFile(agent, 'columns.tsv', {
      folderId: String(folder.id),
      frontColumn: '1',
      backColumn: '2',
      delimiter: 'tab',
      hasHeader: 'false',
    });
    expect(job.report).toMatchObject({
      foldersCreated: 0,
      cardsCreated: 1,
      duplicatesSkipped: 1,
      folderIds: [folder.id],
    });
    expect(await cardsOf(userId)).toEqual([
      { folder: 'Astros', front: 'sol', back: 'sun' },
      { folder: 'Astros', front: 'luna', back: 'moon' },
    ]);
  });

  it('restore the schedule of Repaso’s own export: a learnt card stays learnt', async () => {
    const { agent, userId } = await learnerIn(t);
    const header =
      'front,back,created_at,next_review_at,last_reviewed_at,review_count,interval,ease_factor,difficulty,stability,fsrs_difficulty,state,lapses';
    const text = `${header}\nhouse,casa,2026-01-01T10:00:00.000Z,2026-04-01T04:00:00.000Z,2026-03-01T09:00:00.000Z,4,31,265,easy,35.5,4.2,2,1\nnew,nueva,2026-01-02T10:00:00.000Z,,,0,2,250,new,,,0,0\n`;
    const res = await gql(
      agent,
      'mutation I($input: ImportTextInput!) { importText(input: $input) { id status format } }',
      {
        input: { text, folderName: 'Exportada' },
      },
    );
    expect(res.body.data.importText).toMatchObject({ status: 'queued', format: 'csv' });
    const job = await finishedImport(agent, Number(res.body.data.importText.id));
    expect(job.report).toMatchObject({ cardsCreated: 2 });
    const cards = await sql<Record<string, unknown>>(
      t,
      `select c.front, c.next_review_at, c.last_reviewed_at, c.review_count, c.interval, c.ease_factor, c.difficulty,
              c.stability, c.fsrs_difficulty, c.state, c.lapses, c.created_at
         from cards c join folders f on f.id = c.folder_id where f.user_id = ? order by c.id`,
      [userId],
    );
    expect(withDates(cards[0], 'next_review_at', 'last_reviewed_at', 'created_at')).toEqual({
      front: 'house',
      next_review_at: new Date('2026-04-01T04:00:00.000Z'),
      last_reviewed_at: new Date('2026-03-01T09:00:00.000Z'),
      review_count: 4,
      interval: 31,
      ease_factor: 265,
      difficulty: 'easy',
      stability: 35.5,
      fsrs_difficulty: 4.2,
      state: 2,
      lapses: 1,
      created_at: new Date('2026-01-01T10:00:00.000Z'),
    });
    expect(cards[1]).toMatchObject({ front: 'new', next_review_at: null, review_count: 0, difficulty: 'new' });
    const due = (await agent.get('/api/cards/review')).body.map((card: { front: string }) => card.front);
    expect(due).toEqual(['new']);
  });
});

describe('Anki imports', () => {
  it('bring a legacy .apkg: decks as folders, HTML as Markdown, clozes, missing media counted, history and schedule', async () => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, 'legacy.apkg');
    expect(job).toMatchObject({ status: 'done', format: 'anki', total: 8, processed: 8 });
    expect(job.report).toMatchObject({
      foldersCreated: 2,
      cardsCreated: 7,
      reviewsImported: 6,
      duplicatesSkipped: 0,
      mediaImported: 0,
      mediaSkipped: 2,
      mediaProblems: [{ reason: writerMessages.mediaMissing, count: 2 }],
      // "[sound:cat.mp3]" on its own, and the package has no cat.mp3: nothing would show on the front.
      notesSkipped: [{ reason: skipReasons.emptySide, count: 1 }],
    });
    const cards = await cardsOf(userId);
    // As Anki shows each card, in Markdown: bold stays bold, the cloze asked is bold as Anki shows it, text that
    // looks like Markdown or HTML is escaped so that it shows as it was typed.
    expect(cards).toEqual(
      expect.arrayContaining([
        { folder: 'Idiomas › Inglés', front: '**house**', back: 'casa\nhogar' },
        { folder: 'Idiomas › Inglés', front: 'dog', back: 'perro' },
        { folder: 'Idiomas › Inglés', front: 'to learn', back: 'aprender' },
        { folder: 'Idiomas › Inglés', front: plainTextAsMarkdown('<tree> & leaf'), back: 'árbol\ny hoja' },
        { folder: 'Idiomas › Francés', front: 'bonjour', back: 'hola' },
        {
          folder: 'Idiomas › Inglés',
          front: '**\\[ciudad\\]** es la capital de España',
          back: '**Madrid** es la capital de España\nGeografía',
        },
        {
          folder: 'Idiomas › Inglés',
          front: 'Madrid es la capital de **\\[...\\]**',
          back: 'Madrid es la capital de **España**\nGeografía',
        },
      ]),
    );
    expect(cards).toHaveLength(7);

    const [house] = await sql<Record<string, unknown>>(
      t,
      `select c.id, c.review_count, c.next_review_at, c.last_reviewed_at, c.interval, c.difficulty, c.stability, c.state
         from cards c join folders f on f.id = c.folder_id where f.user_id = ? and c.front = '**house**'`,
      [userId],
    );
    expect(withDates(house, 'next_review_at', 'last_reviewed_at')).toMatchObject({
      review_count: 3,
      next_review_at: new Date('2026-04-10T04:00:00Z'),
      last_reviewed_at: new Date('2026-01-21T18:00:00Z'),
      interval: 40,
      difficulty: 'easy',
      state: 2,
    });
    expect(house.stability).toEqual(expect.any(Number));
    const reviews = await sql<Record<string, unknown>>(
      t,
      'select rating, reviewed_at, duration_ms, interval_after from reviews where card_id = ? order by reviewed_at',
      [house.id],
    );
    expect(reviews.map((review) => withDates(review, 'reviewed_at'))).toEqual([
      { rating: 'medium', reviewed_at: new Date('2026-01-10T18:00:00Z'), duration_ms: 8000, interval_after: 0 },
      { rating: 'medium', reviewed_at: new Date('2026-01-11T18:00:00Z'), duration_ms: 6000, interval_after: 10 },
      { rating: 'easy', reviewed_at: new Date('2026-01-21T18:00:00Z'), duration_ms: 4000, interval_after: 40 },
    ]);

    // What was learnt stays learnt: "house" (due 10 April) is not due today; the lapsed, overdue "dog" is.
    const due = (await agent.get('/api/cards/review')).body.map((card: { front: string }) => card.front);
    expect(due).toContain('dog');
    expect(due).not.toContain('**house**');
    // The history counts for the calendar: six reviews on five study days.
    const days = await sql<{ reviews: number }>(
      t,
      'select sum(reviews)::int as reviews from study_days where user_id = ?',
      [userId],
    );
    expect(days[0].reviews).toBe(6);
  });

  it('bring an Anki 23.10 package (collection.anki21b, zstd) and not its "please update" stub, with its media', async () => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, 'anki21b.apkg');
    expect(job.report).toMatchObject({
      foldersCreated: 2,
      cardsCreated: 26,
      reviewsImported: 4,
      duplicatesSkipped: 0,
      mediaImported: 2,
      mediaSkipped: 0,
    });
    const cards = await cardsOf(userId);
    const media = await sql<{ sha256: string; mime_type: string }>(
      t,
      'select sha256, mime_type from media where user_id = ? order by mime_type',
      [userId],
    );
    expect(media.map((row) => row.mime_type)).toEqual(['audio/wav', 'image/png']);
    const [sound, picture] = media.map((row) => row.sha256);
    expect(cards.filter((card) => card.folder === 'Alphabet Word › Vocales')).toEqual([
      // The sound stays where the field had it, as the card's own audio (the zstd map and zstd file, read).
      { folder: 'Alphabet Word › Vocales', front: 'apple', back: `苹果 ![apple.wav](/api/media/${sound}.wav)` },
      { folder: 'Alphabet Word › Vocales', front: 'egg', back: '蛋' },
    ]);
    expect(cards).toContainEqual(
      expect.objectContaining({ front: 'dog', back: expect.stringContaining(`(/api/media/${picture}.png)`) }),
    );
    expect(cards.filter((card) => card.folder === 'Alphabet Word')).toHaveLength(24);
    expect(cards).toContainEqual({ folder: 'Alphabet Word', front: 'book', back: '书' });
    expect(cards.some((card) => card.front.includes('Anki'))).toBe(false);
    const due = (await agent.get('/api/cards/review?limit=1000')).body.map((card: { front: string }) => card.front);
    expect(due).toContain('cat');
    expect(due).not.toContain('book');
  });
});

describe('bad input', () => {
  it('is refused at upload with a Spanish message, and nothing is stored', async () => {
    const { agent, userId } = await learnerIn(t);
    const cases: [string, number, string][] = [
      ['empty.csv', 400, importMessages.emptyFile],
      ['latin1.csv', 400, importMessages.invalidUtf8],
      ['one-column.csv', 400, importMessages.oneColumn],
      ['not-a-zip.apkg', 400, importMessages.notZip],
      ['README.md', 400, importMessages.unknownFormat],
    ];
    for (const [name, status, message] of cases) {
      const res = await agent.post('/api/imports').attach('file', fixture(name));
      expect([name, res.status, res.body.message]).toEqual([name, status, message]);
    }
    const missingColumn = await agent
      .post('/api/imports')
      .attach('file', fixture('columns.tsv'))
      .field('backColumn', '7');
    expect(missingColumn.status).toBe(400);
    expect(missingColumn.body.message).toBe(importMessages.missingColumn(7, 4));
    const noFile = await agent.post('/api/imports').field('format', 'csv');
    expect([noFile.status, noFile.body.message]).toEqual([400, importMessages.noFile]);
    const json = await agent.post('/api/imports').send({ text: 'a,b' });
    expect(json.status).toBe(400);
    await expectNothingStored(userId);
  });

  it('over the size limit is a 413 in Spanish, nothing stored', async () => {
    const { agent, userId } = await learnerIn(t);
    const big = Buffer.from('front,back\n'.padEnd(100 * 1024, 'x'));
    const res = await agent.post('/api/imports').attach('file', big, 'grande.csv');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(importMessages.tooLarge(64 * 1024));
    await expectNothingStored(userId);
  });

  it("into someone else's folder is a 404 like a missing one", async () => {
    const owner = await learnerIn(t);
    const folder = (await owner.agent.post('/api/folders').send({ name: 'Mía' })).body;
    const { agent, userId } = await learnerIn(t);
    const res = await agent
      .post('/api/imports')
      .attach('file', fixture('columns.tsv'))
      .field('folderId', String(folder.id))
      .field('frontColumn', '1')
      .field('backColumn', '2');
    expect(res.status).toBe(404);
    await expectNothingStored(userId);
    expect(await count(t, 'cards', 'folder_id = ?', [folder.id])).toBe(0);
  });

  it('from another site with the cookie is refused (403), multipart or not', async () => {
    const { agent, userId } = await learnerIn(t);
    const res = await agent
      .post('/api/imports')
      .set('Sec-Fetch-Site', 'cross-site')
      .attach('file', fixture('quotes-multiline.csv'));
    expect(res.status).toBe(403);
    await expectNothingStored(userId);
  });

  it.each([
    ['not-anki.apkg', importMessages.notCollection],
    ['corrupt.apkg', null],
    ['bomb.apkg', importMessages.zipBomb(4 * 1024 * 1024)],
  ])('%s fails in the job with a Spanish reason and writes nothing', async (name, message) => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, name);
    if (message) await expectFailedCleanly(userId, job, message);
    else {
      expect([importMessages.badZip, importMessages.notCollection]).toContain(job.error);
      await expectFailedCleanly(userId, job, job.error);
    }
  });

  it('over the card limit fails in the job with the figures, nothing imported', async () => {
    const { agent, userId } = await learnerIn(t);
    const rows = Array.from({ length: 2001 }, (_, i) => `w${i},p${i}`).join('\n');
    const res = await agent.post('/api/imports').attach('file', Buffer.from(rows), 'muchas.csv');
    expect(res.status).toBe(202);
    const job = await finishedImport(agent, res.body.importJob.id);
    await expectFailedCleanly(userId, job, importMessages.tooManyCards(2001, 2000));
  });

  it('one transaction per import: a failure after the first batch leaves no card, folder or review', async () => {
    const { agent, userId } = await learnerIn(t);
    // A real database failure in the middle of the import (the 1 500th card), from a trigger made for this test.
    await sql(
      t,
      `create function refuse_boom() returns trigger language plpgsql as $$
         begin if new.front = 'boom' then raise exception 'boom'; end if; return new; end $$`,
    );
    await sql(t, 'create trigger refuse_boom before insert on cards for each row execute function refuse_boom()');
    try {
      const rows = Array.from({ length: 1800 }, (_, i) => (i === 1499 ? 'boom,bum' : `lote-${i},p${i}`)).join('\n');
      const res = await agent.post('/api/imports').attach('file', Buffer.from(rows), 'lote.csv');
      const job = await finishedImport(agent, res.body.importJob.id);
      await expectFailedCleanly(userId, job, importMessages.internal);
      // The first batch of 1 000 had been written (its progress was seen) and was rolled back with the rest.
      expect(job.processed).toBeGreaterThanOrEqual(1000);
      expect(await count(t, 'cards', "front like 'lote-%'")).toBe(0);
    } finally {
      await sql(t, 'drop trigger refuse_boom on cards');
      await sql(t, 'drop function refuse_boom()');
    }
  });
});

describe('both APIs', () => {
  it('work with a personal access token: REST upload and GraphQL importText, job and list', async () => {
    const { agent } = await learnerIn(t);
    const created = await gql(agent, 'mutation { createApiToken(name: "Importador", scope: READ_WRITE) { secret } }');
    const auth = `Bearer ${created.body.data.createApiToken.secret}`;
    const upload = await t.http
      .post('/api/imports')
      .set('Authorization', auth)
      .attach('file', fixture('bom-semicolon.csv'));
    expect(upload.status).toBe(202);
    const job = await finishedImport(t.http as unknown as Agent, upload.body.importJob.id, auth);
    expect(job.report.cardsCreated).toBe(3);

    const pasted = await gql(
      t.http,
      'mutation I($input: ImportTextInput!) { importText(input: $input) { id status fileName } }',
      { input: { text: 'uno\tone\ndos\ttwo', delimiter: 'tab' } },
    ).set('Authorization', auth);
    expect(pasted.body.data.importText).toMatchObject({ status: 'queued', fileName: null });
    const id = pasted.body.data.importText.id;
    let polled: { status: string; report: { cardsCreated: number; notesSkipped: unknown[] } } | null = null;
    for (let i = 0; i < 200 && polled?.status !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await gql(
        t.http,
        'query J($id: ID!) { importJob(id: $id) { status processed total report { cardsCreated notesSkipped { reason count } folderIds } } }',
        { id },
      ).set('Authorization', auth);
      polled = res.body.data.importJob;
    }
    expect(polled).toMatchObject({ status: 'done', report: { cardsCreated: 2, notesSkipped: [] } });
    const folders = (await agent.get('/api/folders')).body.map((folder: { name: string }) => folder.name);
    expect(folders).toEqual(expect.arrayContaining(['bom-semicolon', 'Importación']));

    const list = await gql(t.http, '{ viewer { importJobs { id status format } } }').set('Authorization', auth);
    expect(list.body.data.viewer.importJobs.map((j: { id: string }) => j.id)).toEqual([id, String(job.id)]);
    const rest = await t.http.get('/api/imports').set('Authorization', auth);
    expect(rest.body.importJobs.map((j: { id: number }) => j.id)).toEqual([Number(id), job.id]);
  });

  it("answer 404 (REST) and null (GraphQL) for someone else's import", async () => {
    const owner = await learnerIn(t);
    const job = await importFile(owner.agent, 'bom-semicolon.csv');
    const { agent } = await learnerIn(t);
    const rest = await agent.get(`/api/imports/${job.id}`);
    expect([rest.status, rest.body]).toEqual([404, { message: importMessages.notFound }]);
    const missing = await agent.get('/api/imports/99999999');
    expect([missing.status, missing.body]).toEqual([404, { message: importMessages.notFound }]);
    const graph = await gql(agent, 'query J($id: ID!) { importJob(id: $id) { id } }', { id: String(job.id) });
    expect(graph.body.data.importJob).toBeNull();
    expect((await agent.get('/api/imports')).body.importJobs).toEqual([]);
    const anonymous = await t.http.get(`/api/imports/${job.id}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuse pasted text that is empty or one column, in Spanish, storing nothing', async () => {
    const { agent, userId } = await learnerIn(t);
    const mutation = 'mutation I($input: ImportTextInput!) { importText(input: $input) { id } }';
    const empty = await gql(agent, mutation, { input: { text: '   ' } });
    expect(empty.body.errors[0]).toMatchObject({
      message: importMessages.emptyText,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const one = await gql(agent, mutation, { input: { text: 'solo\nuna' } });
    expect(one.body.errors[0].message).toBe(importMessages.oneColumn);
    await expectNothingStored(userId);
  });
});
