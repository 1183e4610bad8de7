import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type supertest from 'supertest';
import { count, learnerIn, learnerWithToken, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { downloadBytes, finishedImport } from '../../../test/transfers';
import { ANKI_ANSWER_TEMPLATE, ANKI_QUESTION_TEMPLATE } from './anki-collection';
import { ankiGuid } from './anki-package';
import { EXPORT_PAGE_SIZE } from './keyset';

const clock = testClock(new Date('2026-03-10T10:00:00Z'));
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  // The worker runs here, as in production: the round trip's import goes through pg-boss for real.
  t = await startTestApp({ clock, env: { REMINDER_WORKER: 'true' } });
});
afterAll(() => t.stop());

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-apkg-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

type Agent = supertest.Agent;

/**
 * What Python's own sqlite3 reads in an exported collection: the `col` row (its JSON parsed), counts, every row, the
 * integrity check and the references between tables, and each note's checksum recomputed as Anki computes it.
 */
const PYTHON_CHECK = `
import hashlib, json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
rows = lambda sql: [list(r) for r in db.execute(sql)]
ver, crt, conf, models, decks, dconf, tags = db.execute(
    'select ver, crt, conf, models, decks, dconf, tags from col').fetchone()
conf, models, decks, dconf, tags = (json.loads(x) for x in (conf, models, decks, dconf, tags))
notes = rows('select id, guid, mid, flds, sfld, csum, tags from notes order by id')
cards = rows('select id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, data from cards order by id')
print(json.dumps({
  'integrity': db.execute('pragma integrity_check').fetchone()[0],
  'tables': sorted(r[0] for r in db.execute("select name from sqlite_master where type = 'table'")),
  'ver': ver, 'crt': crt, 'conf': conf, 'dconfIds': list(dconf), 'tags': tags,
  'models': [{'id': m['id'], 'name': m['name'], 'fields': [f['name'] for f in m['flds']],
              'templates': [[x['qfmt'], x['afmt']] for x in m['tmpls']]} for m in models.values()],
  'decks': sorted(d['name'] for d in decks.values()),
  'deckOfCard': {str(c[0]): decks[str(c[2])]['name'] for c in cards},
  'counts': {n: db.execute('select count(*) from ' + n).fetchone()[0] for n in ('notes', 'cards', 'revlog')},
  'notes': [{'id': n[0], 'guid': n[1], 'mid': n[2], 'fields': n[3].split('\\x1f'), 'sfld': str(n[4]),
             'csumOk': n[5] == int(hashlib.sha1(str(n[4]).encode()).hexdigest()[:8], 16)} for n in notes],
  'cards': [dict(zip(['id', 'nid', 'did', 'ord', 'type', 'queue', 'due', 'ivl', 'factor', 'reps', 'lapses'], c[:11]),
                 data=json.loads(c[11])) for c in cards],
  'revlog': [dict(zip(['id', 'cid', 'ease', 'ivl', 'lastIvl', 'factor', 'time', 'type'], r))
             for r in db.execute('select id, cid, ease, ivl, lastIvl, factor, time, type from revlog order by cid, id')],
  'dangling': db.execute('''select
      (select count(*) from cards where nid not in (select id from notes)) +
      (select count(*) from notes where id not in (select nid from cards)) +
      (select count(*) from revlog where cid not in (select id from cards))''').fetchone()[0],
  'unknownModels': db.execute('select count(*) from notes where mid not in (%s)' % ','.join(models)).fetchone()[0],
  'unknownDecks': db.execute('select count(*) from cards where did not in (%s)' % ','.join(decks)).fetchone()[0],
}))
`;

import { wavOf } from '../../../test/wav';

type Checked = {
  integrity: string;
  tables: string[];
  ver: number;
  crt: number;
  conf: Record<string, unknown>;
  dconfIds: string[];
  tags: Record<string, unknown>;
  models: { id: number; name: string; fields: string[]; templates: string[][] }[];
  decks: string[];
  deckOfCard: Record<string, string>;
  counts: { notes: number; cards: number; revlog: number };
  notes: { id: number; guid: string; mid: number; fields: string[]; sfld: string; csumOk: boolean }[];
  cards: {
    id: number;
    nid: number;
    type: number;
    queue: number;
    due: number;
    ivl: number;
    factor: number;
    reps: number;
    lapses: number;
    data: Record<string, number>;
  }[];
  revlog: {
    id: number;
    cid: number;
    ease: number;
    ivl: number;
    lastIvl: number;
    factor: number;
    time: number;
    type: number;
  }[];
  dangling: number;
  unknownModels: number;
  unknownDecks: number;
};

/** Unzips a package and reads its collection with Python's sqlite3. */
function readPackage(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const file = path.join(scratch, `collection-${Date.now()}-${Math.random()}.anki21`);
  fs.writeFileSync(file, files['collection.anki21']);
  const python = spawnSync('python3', ['-c', PYTHON_CHECK, file], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  expect(python.stderr).toBe('');
  expect(python.status).toBe(0);
  const collection = JSON.parse(python.stdout) as Checked;
  expect(collection).toMatchObject({ integrity: 'ok', ver: 11, dangling: 0, unknownModels: 0, unknownDecks: 0 });
  expect(collection.tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
  expect(collection.notes.every((note) => note.csumOk)).toBe(true);
  const media = JSON.parse(Buffer.from(files.media).toString('utf8')) as Record<string, string>;
  return { files, collection, media };
}

async function rate(agent: Agent, cardId: number, difficulty: 'easy' | 'medium' | 'hard') {
  const res = await agent.post(`/api/cards/${cardId}/review`).send({ difficulty, answerResult: 'correct' });
  expect(res.status).toBe(200);
}

async function addCard(agent: Agent, folderId: number, front: string, back: string): Promise<{ id: number }> {
  const res = await agent.post(`/api/folders/${folderId}/cards`).send({ front, back });
  expect(res.status).toBe(201);
  return res.body;
}

/** Mono 16-bit PCM at 8 kHz, a tenth of a second: a WAV file the media upload sniffs as audio. */
const wav = () => wavOf(Buffer.alloc(1600, 7));

/** The study day (YYYY-MM-DD, 04:00 boundary) of `instant` in Madrid, the learners' zone here. */
const madridDay = (instant: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(instant - 4 * 3600_000));

describe('GET /api/folders/:id/export.apkg', () => {
  it('is a package Anki opens: the cards as Basic notes in HTML, their media, schedule and history', async () => {
    const { agent } = await learnerIn(t, 'Europe/Madrid');
    const folder = (
      await agent.post('/api/folders').send({ name: 'Idiomas › Inglés', description: 'Mis <b>palabras</b>' })
    ).body;
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const image = (await agent.post('/api/media').attach('file', png, 'foto.png')).body;
    const sound = (await agent.post('/api/media').attach('file', wav(), 'voz.wav')).body;
    const dog = await addCard(agent, folder.id, 'perro', 'dog');
    const rich = await addCard(
      agent,
      folder.id,
      `![un gato](${image.url})`,
      `**cat** <b>no es HTML</b> [enlace](javascript:alert(1))\n![](${sound.url})`,
    );
    const house = await addCard(agent, folder.id, 'casa', 'house');
    await rate(agent, dog.id, 'easy');
    await rate(agent, house.id, 'hard');
    clock.advance(8 * DAY);
    await rate(agent, dog.id, 'medium');
    const [dogRow] = await sql<{
      interval: number;
      next_review_at: string;
      stability: number;
      fsrs_difficulty: number;
    }>(t, 'select interval, next_review_at, stability, fsrs_difficulty from cards where id = ?', [dog.id]);

    const res = await downloadBytes(agent, `/api/folders/${folder.id}/export.apkg`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Idiomas _ Ingles.apkg"; filename*=UTF-8''Idiomas%20%E2%80%BA%20Ingl%C3%A9s.apkg`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const { files, collection, media } = readPackage(res.body);

    // The legacy package: the collection, the media map and the files named by number; no other collection.
    expect(Object.keys(files).sort()).toEqual(['0', '1', 'collection.anki21', 'media']);
    const imageName = image.url.replace('/api/media/', '');
    const soundName = sound.url.replace('/api/media/', '');
    expect(Object.values(media).sort()).toEqual([imageName, soundName].sort());
    for (const [index, name] of Object.entries(media)) {
      const served = await downloadBytes(agent, `/api/media/${name}`);
      expect(Buffer.from(files[index]).equals(served.body)).toBe(true);
    }

    expect(collection.models).toEqual([
      {
        id: expect.any(Number),
        name: 'Repaso (básica)',
        fields: ['Front', 'Back'],
        templates: [[ANKI_QUESTION_TEMPLATE, ANKI_ANSWER_TEMPLATE]],
      },
    ]);
    expect(ANKI_ANSWER_TEMPLATE).toBe('{{FrontSide}}<hr id=answer>{{Back}}');
    expect(collection.conf).toMatchObject({ schedVer: 2, rollover: 4, creationOffset: -60, nextPos: 2 });
    expect(collection.decks).toEqual(['Default', 'Idiomas', 'Idiomas::Inglés']);
    expect(collection.counts).toEqual({ notes: 3, cards: 3, revlog: 3 });
    expect(Object.values(collection.deckOfCard)).toEqual(['Idiomas::Inglés', 'Idiomas::Inglés', 'Idiomas::Inglés']);

    // One note per card, in creation order, its guid from the card's id; the Markdown as HTML, raw HTML escaped.
    expect(collection.notes.map((note) => note.guid)).toEqual([dog.id, rich.id, house.id].map(ankiGuid));
    expect(collection.notes.map((note) => note.fields)).toEqual([
      ['<p>perro</p>', '<p>dog</p>'],
      [
        `<p><img src="${imageName}" alt="un gato"></p>`,
        `<p><strong>cat</strong> &lt;b&gt;no es HTML&lt;/b&gt; enlace<br>\n[sound:${soundName}]</p>`,
      ],
      ['<p>casa</p>', '<p>house</p>'],
    ]);
    expect(collection.notes[1].sfld).toBe(imageName);

    const [dogCard, richCard, houseCard] = collection.cards;
    // Never rated: new, first in the new queue.
    expect(richCard).toMatchObject({ type: 0, queue: 0, due: 1, ivl: 0, reps: 0, lapses: 0, data: {} });
    // Learnt: a review card due on the same study day, with its interval, FSRS memory state and an ease from it.
    expect(dogCard).toMatchObject({ type: 2, queue: 2, ivl: dogRow.interval, reps: 2, lapses: 0 });
    const due = new Date(dogRow.next_review_at).getTime();
    expect(madridDay(collection.crt * 1000 + dogCard.due * DAY + 12 * 3600_000)).toBe(madridDay(due));
    expect(dogCard.data).toEqual({
      s: Number(dogRow.stability.toFixed(4)),
      d: Number(dogRow.fsrs_difficulty.toFixed(3)),
      dr: 0.9,
      decay: expect.any(Number),
      lrt: Math.floor(clock.now().getTime() / 1000),
    });
    expect(dogCard.factor).toBe(
      Math.round(10 * Math.min(350, Math.max(130, 100 + 25 * (11 - dogRow.fsrs_difficulty)))),
    );
    expect(houseCard).toMatchObject({ type: 2, queue: 2, ivl: 1, reps: 1 });

    // Every rating, at its time: fácil → 4, medio → 3, difícil → 1; a first rating is learning from nothing.
    const t0 = new Date('2026-03-10T10:00:00Z').getTime();
    expect(collection.revlog).toEqual([
      { id: t0, cid: dogCard.id, ease: 4, ivl: 7, lastIvl: 0, factor: expect.any(Number), time: 0, type: 0 },
      {
        id: t0 + 8 * DAY,
        cid: dogCard.id,
        ease: 3,
        ivl: dogRow.interval,
        lastIvl: 7,
        factor: Math.round(((dogRow.fsrs_difficulty - 1) / 9 + 0.1) * 1000),
        time: 0,
        type: 1,
      },
      { id: t0 + 1, cid: houseCard.id, ease: 1, ivl: 1, lastIvl: 0, factor: expect.any(Number), time: 0, type: 0 },
    ]);
  });

  it('is the same notes when exported again (guids from the card ids)', async () => {
    const { agent } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Dos veces' })).body;
    await addCard(agent, folder.id, 'uno', 'one');
    await addCard(agent, folder.id, 'dos', 'two');
    const first = readPackage((await downloadBytes(agent, `/api/folders/${folder.id}/export.apkg`)).body);
    const second = readPackage((await downloadBytes(agent, `/api/folders/${folder.id}/export.apkg`)).body);
    expect(second.collection.notes.map((note) => [note.id, note.guid])).toEqual(
      first.collection.notes.map((note) => [note.id, note.guid]),
    );
  });

  it("is a 404 for someone else's folder, the same answer as for a missing one, and a 401 signed out", async () => {
    const owner = await learnerIn(t);
    const folder = (await owner.agent.post('/api/folders').send({ name: 'Privada' })).body;
    await addCard(owner.agent, folder.id, 'secreto', 'secret');
    const other = await learnerIn(t);
    const theirs = await other.agent.get(`/api/folders/${folder.id}/export.apkg`);
    const missing = await other.agent.get('/api/folders/999999/export.apkg');
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Carpeta no encontrada' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(theirs.body);
    expect((await other.agent.get('/api/folders/abc/export.apkg')).status).toBe(404);
    expect((await t.http.get(`/api/folders/${folder.id}/export.apkg`)).status).toBe(401);
  });

  it('writes a large folder page by page: every card and rating once, unique ids where times collide', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Grande' })).body;
    const n = 2 * EXPORT_PAGE_SIZE + 345;
    // Cards made by one import share their creation time; so do ratings replayed at once.
    await sql(
      t,
      `insert into cards (folder_id, front, back, created_at, review_count, next_review_at, interval, state)
       select ?, 'anverso ' || i, 'reverso ' || i, timestamptz '2026-01-01', case when i % 2 = 0 then 2 else 0 end,
              case when i % 2 = 0 then timestamptz '2026-03-20' end, 5, case when i % 2 = 0 then 2 else 0 end
         from generate_series(1, ?) i`,
      [folder.id, n],
    );
    await sql(
      t,
      `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after, reviewed_at)
       select ?, c.id, c.folder_id, r.rating, 2, 5, 250, 250, timestamptz '2026-02-01' + k * interval '1 day'
         from cards c cross join (values (1, 'medium'), (2, 'hard')) as r(k, rating)
        where c.folder_id = ? and c.review_count = 2`,
      [userId, folder.id],
    );
    const reviews = await count(t, 'reviews', 'folder_id = ?', [folder.id]);

    const res = await downloadBytes(agent, `/api/folders/${folder.id}/export.apkg`);
    const { collection } = readPackage(res.body);
    expect(collection.counts).toEqual({ notes: n, cards: n, revlog: reviews });
    expect(collection.notes.map((note) => note.fields[0])).toEqual(
      Array.from({ length: n }, (_, i) => `<p>anverso ${i + 1}</p>`),
    );
    // Ids are unique milliseconds from the shared time on (Anki reads the "added" date from them).
    const created = new Date('2026-01-01T00:00:00Z').getTime();
    expect(collection.notes.map((note) => note.id)).toEqual(Array.from({ length: n }, (_, i) => created + i));
    expect(collection.cards.filter((card) => card.type === 0).map((card) => card.due)).toEqual(
      Array.from({ length: n - Math.floor(n / 2) }, (_, i) => i + 1),
    );
    expect(new Set(collection.revlog.map((entry) => entry.id)).size).toBe(reviews);
    expect(collection.revlog.map((entry) => entry.ease).sort()).toEqual(
      [...Array(reviews / 2).fill(1), ...Array(reviews / 2).fill(3)].sort(),
    );
  });
});

describe('GET /api/account/export.apkg', () => {
  it('holds every folder as a deck of its own, and is readable with a personal access token', async () => {
    const { agent, token } = await learnerWithToken(t);
    for (const name of ['Viajes', 'Idiomas › Francés', 'idiomas › francés', 'Sin cartas']) {
      const folder = (await agent.post('/api/folders').send({ name })).body;
      if (name !== 'Sin cartas') await addCard(agent, folder.id, `en ${name}`, 'x');
    }
    const res = await downloadBytes(t.http, '/api/account/export.apkg').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=repaso-2026-03-18.apkg');
    const { files, collection, media } = readPackage(res.body);
    expect(Object.keys(files).sort()).toEqual(['collection.anki21', 'media']);
    expect(media).toEqual({});
    expect(collection.decks).toEqual([
      'Default',
      'Idiomas',
      'Idiomas::Francés',
      'Sin cartas',
      'Viajes',
      'idiomas::francés (2)',
    ]);
    expect(Object.values(collection.deckOfCard)).toEqual(['Viajes', 'Idiomas::Francés', 'idiomas::francés (2)']);
  });

  it('is a 401 signed out', async () => {
    expect((await t.http.get('/api/account/export.apkg')).status).toBe(401);
  });
});

describe('Repaso → .apkg → Repaso', () => {
  it("gives back each card's sides, formatting, media, suspension, schedule and ratings through the Anki importer", async () => {
    const { agent } = await learnerIn(t, 'Europe/Madrid');
    const folder = (await agent.post('/api/folders').send({ name: 'Ida y vuelta' })).body;
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#993366' } })
      .png()
      .toBuffer();
    const image = (await agent.post('/api/media').attach('file', png, 'foto.png')).body;
    const sound = (await agent.post('/api/media').attach('file', wav(), 'voz.wav')).body;
    const sides = [
      { front: 'say "hello", please', back: 'di "hola", por favor' },
      { front: 'línea uno\nlínea dos', back: 'ñandú, pingüino; árbol' },
      { front: '¿Qué? 5 > 3 & 2 < 4', back: 'Straße — 日本語 — 🙂' },
      { front: 'nunca repasada', back: 'never reviewed' },
      { front: `![un gato](${image.url})`, back: `**cat**, *gato*\n\n- uno\n- dos\n\n![voz.wav](${sound.url})` },
    ];
    const cards = [];
    for (const side of sides) {
      cards.push(await addCard(agent, folder.id, side.front, side.back));
      clock.advance(1000);
    }
    for (const [index, rating] of [
      [0, 'easy'],
      [1, 'hard'],
      [2, 'medium'],
    ] as const) {
      await rate(agent, cards[index].id, rating);
      clock.advance(1000);
    }
    clock.advance(4 * DAY);
    await rate(agent, cards[1].id, 'medium');
    clock.advance(1000);
    await rate(agent, cards[2].id, 'hard');
    expect((await agent.post(`/api/cards/${cards[3].id}/suspend`)).status).toBe(200);
    const pkg = await downloadBytes(agent, `/api/folders/${folder.id}/export.apkg`);

    const other = await learnerIn(t, 'Europe/Madrid');
    const upload = await other.agent.post('/api/imports').attach('file', pkg.body, 'Ida y vuelta.apkg');
    expect(upload.status).toBe(202);
    const job = await finishedImport(other.agent, upload.body.importJob.id);
    expect(job.status).toBe('done');

    const shape = (userId: number) =>
      sql<Record<string, unknown>>(
        t,
        `select f.name as folder, c.front, c.back, c.review_count, c.interval, c.lapses, c.suspended,
                to_char(c.next_review_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as next_review_at,
                (select array_agg(r.rating order by r.reviewed_at) from reviews r where r.card_id = c.id) as ratings,
                (select array_agg(to_char(r.reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS')
                                  order by r.reviewed_at) from reviews r where r.card_id = c.id) as times
           from cards c join folders f on f.id = c.folder_id where f.user_id = ? order by c.front`,
        [userId],
      );
    const [original] = await sql<{ user_id: number }>(t, 'select user_id from folders where id = ?', [folder.id]);
    // Anki's [sound:…] has no label: a sound comes back named after its file. Everything else is as it was.
    const unlabelled = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
      rows.map((row) => ({
        ...row,
        back: String(row.back).replace(/!\[[^\]]*\]\((\/api\/media\/\w+\.wav)\)/g, '![]($1)'),
      }));
    const before = unlabelled(await shape(original.user_id));
    const after = unlabelled(await shape(other.userId));
    expect(after).toEqual(before);
    expect(after).toHaveLength(5);
    expect(after.flatMap((card) => (card.ratings as string[] | null) ?? [])).toHaveLength(5);
    expect(after.filter((card) => card.suspended)).toEqual([expect.objectContaining({ front: 'nunca repasada' })]);
    // The same media urls on both sides means the same bytes (they are their SHA-256): served to the other learner.
    for (const url of [image.url, sound.url]) {
      const served = await downloadBytes(other.agent, url);
      expect(served.status).toBe(200);
      expect(served.body.equals((await downloadBytes(agent, url)).body)).toBe(true);
    }
  });
});
