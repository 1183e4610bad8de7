import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import sharp from 'sharp';
import { count, folderWithCards, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { download, downloadBytes } from '../../../test/transfers';
import { backgroundSettled } from '../../core/background';
import { exportAccountJson } from './account-json';
import { REPASO_CSV_COLUMNS, REPASO_CSV_NOTE_COLUMNS } from './export.formats';
import { exportFolderCsv } from './folder-csv';
import { EXPORT_PAGE_SIZE } from './keyset';

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

// The card columns first (readers of the schedule-only file keep working), then each card's note (DESIGN §16).
const HEADER =
  'front,back,created_at,next_review_at,last_reviewed_at,review_count,interval,ease_factor,difficulty,stability,fsrs_difficulty,state,lapses,' +
  'note_type,tags,guid,template_ord,field_1,field_2';

/** `count` cards in a folder of the user's, written straight to the database (fast, for sizes). */
async function bulkCards(folderId: number, n: number) {
  await sql(
    t,
    `insert into cards (folder_id, front, back, created_at)
     select ?, 'anverso ' || i, 'reverso ' || i, timestamptz '2026-01-01' + i * interval '1 second'
       from generate_series(1, ?) i`,
    [folderId, n],
  );
}

async function collect(chunks: AsyncIterable<string>) {
  const all: string[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('GET /api/folders/:id/export.csv', () => {
  it("is Repaso's CSV: the contract's header, RFC 4180 quoting of quotes, commas and newlines, UTF-8 without BOM", async () => {
    const { agent } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Vocabulário «日本語»' })).body;
    const sides = [
      { front: 'say "hello", please', back: 'di "hola", por favor' },
      { front: 'línea uno\nlínea dos', back: 'ñandú, pingüino; árbol' },
      { front: '=1+1', back: '  espacios  ' },
    ];
    for (const side of sides) await agent.post(`/api/folders/${folder.id}/cards`).send(side);

    const res = await download(agent, `/api/folders/${folder.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Vocabulario _____.csv"; filename*=UTF-8''Vocabul%C3%A1rio%20%C2%AB%E6%97%A5%E6%9C%AC%E8%AA%9E%C2%BB.csv`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body as string;
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text.split('\r\n')[0]).toBe(HEADER);
    expect(text).toContain('"say ""hello"", please","di ""hola"", por favor"');
    expect(text).toContain('"línea uno\nlínea dos","ñandú, pingüino; árbol"');

    const parsed = Papa.parse<Record<string, string>>(text, { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...REPASO_CSV_COLUMNS, ...REPASO_CSV_NOTE_COLUMNS, 'field_1', 'field_2']);
    expect(parsed.data.map((row) => ({ front: row.front, back: row.back }))).toEqual(
      sides.map(({ front, back }) => ({ front, back: back.trim() })),
    );
    expect(parsed.data[0]).toMatchObject({
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      next_review_at: '',
      last_reviewed_at: '',
      review_count: '0',
      interval: '2',
      ease_factor: '250',
      difficulty: 'new',
      stability: '',
      fsrs_difficulty: '',
      state: '0',
      lapses: '0',
    });
  });

  it("carries each card's schedule once it has been rated", async () => {
    const { agent } = await learnerIn(t, 'Europe/Madrid');
    const { folder, cards } = await folderWithCards(agent, ['gato'], 'Animales');
    const rated = await agent
      .post(`/api/cards/${cards[0].id}/review`)
      .send({ difficulty: 'easy', answerResult: 'correct' });
    expect(rated.status).toBe(200);
    const [card] = await sql<Record<string, unknown>>(t, 'select * from cards where id = ?', [cards[0].id]);

    const res = await download(agent, `/api/folders/${folder.id}/export.csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename=Animales.csv');
    const [row] = Papa.parse<Record<string, string>>(res.body, { header: true }).data;
    expect(row).toEqual({
      front: 'gato',
      back: 'gato-es',
      created_at: new Date(card.created_at as string).toISOString(),
      next_review_at: new Date(card.next_review_at as string).toISOString(),
      last_reviewed_at: '2026-03-10T10:00:00.000Z',
      review_count: '1',
      interval: String(card.interval),
      ease_factor: String(card.ease_factor),
      difficulty: 'easy',
      stability: String(card.stability),
      fsrs_difficulty: String(card.fsrs_difficulty),
      state: String(card.state),
      lapses: '0',
      note_type: 'Básica',
      tags: '',
      guid: expect.stringMatching(/^[\w-]{22}$/),
      template_ord: '0',
      field_1: 'gato',
      field_2: 'gato-es',
    });
    expect(Number(row.interval)).toBe(7);
  });

  it("is a 404 for someone else's folder, the same answer as for a missing one, and a 401 signed out", async () => {
    const owner = await learnerIn(t);
    const { folder } = await folderWithCards(owner.agent, ['secreto'], 'Privada');
    const other = await learnerIn(t);
    const theirs = await other.agent.get(`/api/folders/${folder.id}/export.csv`);
    const missing = await other.agent.get('/api/folders/999999/export.csv');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Carpeta no encontrada' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(theirs.body);
    expect(theirs.text).not.toContain('secreto');
    expect((await other.agent.get('/api/folders/abc/export.csv')).status).toBe(404);
    expect((await t.http.get(`/api/folders/${folder.id}/export.csv`)).status).toBe(401);
  });

  it('reads a large folder a page at a time, in creation order, every card once', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Grande' })).body;
    const n = 2 * EXPORT_PAGE_SIZE + 345;
    await bulkCards(folder.id, n);

    const { chunks } = await exportFolderCsv(t.orm.em.fork(), { userId, via: 'session' }, folder.id);
    const pieces = await collect(chunks);
    // The header, then one piece per page of at most EXPORT_PAGE_SIZE cards.
    expect(pieces).toHaveLength(1 + 3);
    expect(pieces.slice(1).map((piece) => piece.split('\r\n').length - 1)).toEqual([
      EXPORT_PAGE_SIZE,
      EXPORT_PAGE_SIZE,
      345,
    ]);

    const res = await download(agent, `/api/folders/${folder.id}/export.csv`);
    expect(res.body).toBe(pieces.join(''));
    const rows = Papa.parse<Record<string, string>>(res.body, { header: true }).data;
    expect(rows).toHaveLength(n);
    expect(rows.map((row) => row.front)).toEqual(Array.from({ length: n }, (_, i) => `anverso ${i + 1}`));
  });
});

describe('GET /api/account/export', () => {
  it('is one JSON document with the whole account and nothing secret in it', async () => {
    const { agent, userId } = await learnerIn(t, 'America/Mexico_City');
    const { folder, cards } = await folderWithCards(agent, ['perro', 'gato'], 'Animales "domésticos"');
    const session = (await agent.post('/api/study-sessions').send({ folderId: folder.id, cardsStudied: 0 })).body;
    await agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard', answerResult: 'correct' });
    await agent.put('/api/user/settings').send({ desiredRetention: 0.85 });
    const token = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation { createApiToken(name: "Mi script") { secret } }' });
    const secret = token.body.data.createApiToken.secret as string;
    // A reset link requested: its token hash is in the user row and must not be in the export.
    await t.http.post('/api/auth/reset-password').send({ email: (await agent.get('/api/auth/user')).body.email });
    await backgroundSettled();
    const [user] = await sql<{ email: string; password_hash: string; reset_token: string | null }>(
      t,
      'select email, password_hash, reset_token from users where id = ?',
      [userId],
    );
    const [tokenRow] = await sql<{ token_hash: string }>(t, 'select token_hash from api_tokens where user_id = ?', [
      userId,
    ]);

    const res = await download(agent, '/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The date of the download in the learner's zone.
    expect(res.headers['content-disposition']).toBe('attachment; filename=repaso-2026-03-10.json');
    const text = res.body as string;
    const doc = JSON.parse(text);

    expect(doc).toMatchObject({
      format: 'repaso-account-export',
      version: 1,
      exportedAt: '2026-03-10T10:00:00.000Z',
      profile: { id: userId, email: user.email, timeZone: 'America/Mexico_City', remindersEnabled: true },
      schedulerSettings: { desiredRetention: 0.85, newCardsPerDay: 20, reviewsPerDay: 200, fsrsWeights: null },
    });
    expect(doc.folders).toEqual([
      {
        id: folder.id,
        name: 'Animales "domésticos"',
        description: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(doc.cards.map((card: { front: string }) => card.front)).toEqual(['perro', 'gato']);
    expect(doc.cards[0]).toMatchObject({
      id: cards[0].id,
      folderId: folder.id,
      back: 'perro-es',
      difficulty: 'hard',
      reviewCount: 1,
      lastReviewedAt: '2026-03-10T10:00:00.000Z',
      stability: expect.any(Number),
      fsrsDifficulty: expect.any(Number),
      state: expect.any(Number),
      lapses: 0,
      emailReminders: [
        { difficulty: 'hard', scheduledAt: expect.any(String), sentAt: null, createdAt: expect.any(String) },
      ],
    });
    // Each card names its note (its fields, tags and guid) and the note its type (DESIGN §16).
    expect(doc.notes.map((note: { fields: string[] }) => note.fields)).toEqual(
      doc.cards.map((card: { front: string; back: string }) => [card.front, card.back]),
    );
    expect(doc.cards.map((card: { noteId: number }) => card.noteId)).toEqual(
      doc.notes.map((note: { id: number }) => note.id),
    );
    expect(doc.cards[0]).toMatchObject({ templateOrd: 0 });
    expect(doc.notes[0]).toMatchObject({ folderId: folder.id, tags: [], guid: expect.any(String) });
    const basic = doc.noteTypes.find((type: { builtin: string }) => type.builtin === 'basic');
    expect(basic).toMatchObject({ name: 'Básica', kind: 'standard', fields: ['Anverso', 'Reverso'], ankiId: null });
    expect(doc.noteTypes.map((type: { builtin: string }) => type.builtin).sort()).toEqual([
      'basic',
      'basic_optional_reversed',
      'basic_reversed',
      'cloze',
    ]);
    expect(doc.notes.every((note: { noteTypeId: number }) => note.noteTypeId === basic.id)).toBe(true);
    expect(doc.reviews).toEqual([
      expect.objectContaining({
        cardId: cards[0].id,
        folderId: folder.id,
        rating: 'hard',
        reviewedAt: '2026-03-10T10:00:00.000Z',
        cardBefore: expect.objectContaining({ reviewCount: 0 }),
        cardAfter: expect.objectContaining({ reviewCount: 1 }),
      }),
    ]);
    expect(doc.studySessions).toEqual([expect.objectContaining({ id: session.id, folderId: folder.id })]);
    // 04:00 in Mexico City: the first instant of the study day of 10 March.
    expect(doc.studyDays).toEqual([{ day: '2026-03-10', reviews: 1, newCards: 1 }]);
    expect(doc.apiTokens).toEqual([expect.objectContaining({ name: 'Mi script', revokedAt: null })]);

    // Nothing that opens the account: no password hash, reset token, token hash or token secret.
    expect(user.reset_token).toEqual(expect.any(String));
    for (const secretValue of [user.password_hash, user.reset_token as string, tokenRow.token_hash, secret]) {
      expect(text).not.toContain(secretValue);
    }
    expect(text).not.toMatch(/argon2|passwordHash|password_hash|resetToken|tokenHash|token_hash/);
  });

  it('counts every row of a large account, and holds at most one page of rows in each piece it writes', async () => {
    const { agent, userId } = await learnerIn(t);
    const folders = [];
    for (const name of ['Uno', 'Dos']) folders.push((await agent.post('/api/folders').send({ name })).body);
    await bulkCards(folders[0].id, 4200);
    await bulkCards(folders[1].id, 1800);
    // Three reviews per card of the first folder.
    await sql(
      t,
      `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at)
       select ?, c.id, c.folder_id, 'medium', 2, 3, 250, 250, c.created_at + k * interval '1 day'
         from cards c cross join generate_series(1, 3) k where c.folder_id = ?`,
      [userId, folders[0].id],
    );
    const reviews = await count(t, 'reviews', 'user_id = ?', [userId]);
    expect(reviews).toBe(12_600);

    const { chunks } = await exportAccountJson(t.orm.em.fork(), { userId, via: 'session' }, clock.now());
    let text = '';
    let largestPiece = 0;
    for await (const piece of chunks) {
      text += piece;
      // One item per line (JSON.stringify escapes newlines inside strings).
      largestPiece = Math.max(largestPiece, piece.split('\n').length - 1);
    }
    expect(largestPiece).toBeLessThanOrEqual(EXPORT_PAGE_SIZE);
    const doc = JSON.parse(text);
    expect(doc.folders).toHaveLength(2);
    expect(doc.cards).toHaveLength(6000);
    expect(new Set(doc.cards.map((card: { id: number }) => card.id)).size).toBe(6000);
    expect(doc.reviews).toHaveLength(reviews);
    expect(new Set(doc.reviews.map((review: { id: number }) => review.id)).size).toBe(reviews);

    // Over HTTP the same document arrives whole.
    const res = await download(agent, '/api/account/export');
    expect(JSON.parse(res.body).reviews).toHaveLength(reviews);
  });

  it('is a 401 signed out, and readable with a personal access token', async () => {
    expect((await t.http.get('/api/account/export')).status).toBe(401);
    const { agent } = await learnerIn(t);
    const token = await agent
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'mutation { createApiToken(name: "copia") { secret } }' });
    const res = await download(t.http, '/api/account/export').set(
      'Authorization',
      `Bearer ${token.body.data.createApiToken.secret}`,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).apiTokens).toHaveLength(1);
  });
});

describe('GET /api/account/export.zip', () => {
  it("holds the account document and every image and sound of the learner's, under the names the cards use", async () => {
    const { agent } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Con fotos' })).body;
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const image = (await agent.post('/api/media').attach('file', png, 'foto.png')).body;
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: `![foto](${image.url})`, back: 'photo' });
    const res = await downloadBytes(agent, '/api/account/export.zip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename=repaso-2026-03-10.zip');

    const files = unzipSync(new Uint8Array(res.body));
    const name = image.url.replace('/api/media/', 'media/');
    expect(Object.keys(files).sort()).toEqual([name, 'repaso.json']);
    const document = JSON.parse(Buffer.from(files['repaso.json']).toString('utf8'));
    expect(document.cards.map((card: { front: string }) => card.front)).toEqual([`![foto](${image.url})`]);
    const served = await downloadBytes(agent, image.url);
    expect(Buffer.from(files[name]).equals(served.body)).toBe(true);
  });

  it('is a 401 signed out', async () => {
    expect((await t.http.get('/api/account/export.zip')).status).toBe(401);
  });
});
