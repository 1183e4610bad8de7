import path from 'node:path';
import type supertest from 'supertest';
import { count, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { downloadBytes, finishedImport } from '../../../test/transfers';
import { speechLanguageOf } from './import.writer';
import { skipReasons } from './import-source';

// Packages made by test/fixtures/make-anki-decks.py (Python's sqlite3, wave and zipfile): decks shaped like the ones
// learners bring — several note types with hints and 6 fields, two templates, reversed cards, clozes with hints,
// media, nested and filtered decks, learning, relearning, suspended and buried cards, Anki's FSRS memory.
const fixture = (name: string) => path.join(__dirname, '../../../test/fixtures', name);
// "Now" in the fixtures is 2025-11-24; the learner imports a day later.
const clock = testClock(new Date('2025-11-25T10:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: {
      REMINDER_WORKER: 'true',
      IMPORT_MAX_BYTES: String(4 * 1024 * 1024),
      IMPORT_MAX_UNZIPPED_BYTES: String(80 * 1024 * 1024),
    },
  });
});
afterAll(() => t.stop());

type Agent = supertest.Agent;

async function importFile(agent: Agent, name: string) {
  const res = await agent.post('/api/imports').attach('file', fixture(name));
  expect(res.status).toBe(202);
  return finishedImport(agent, res.body.importJob.id);
}

type CardRow = {
  id: number;
  folder: string;
  front: string;
  back: string;
  state: number;
  suspended: boolean;
  next_review_at: string | null;
  stability: number | null;
  reviews: number;
};

async function cardsOf(userId: number) {
  return sql<CardRow>(
    t,
    `select c.id, f.name as folder, c.front, c.back, c.state, c.suspended, c.next_review_at, c.stability,
            (select count(*)::int from reviews r where r.card_id = c.id) as reviews
       from cards c join folders f on f.id = c.folder_id where f.user_id = ? order by c.id`,
    [userId],
  );
}

const one = (cards: CardRow[], front: RegExp) => {
  const found = cards.filter((card) => front.test(card.front));
  expect(found).toHaveLength(1);
  return found[0];
};

const mediaUrl = /\/api\/media\/[0-9a-f]{64}\.(png|wav)/g;

describe('Anki decks as Anki shows them', () => {
  it('render every card from its templates, keep every note, its media, history and state', async () => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, 'rich.apkg');
    expect(job).toMatchObject({ status: 'done', total: 16, processed: 16 });
    expect(job.report).toMatchObject({
      foldersCreated: 2,
      cardsCreated: 15,
      cardsUpdated: 0,
      cardsUnchanged: 0,
      suspendedCards: 1,
      // Every answer of every card, a reset card's included; Anki's manual reschedule (ease 0) is not an answer.
      reviewsImported: 22,
      duplicatesSkipped: 0,
      mediaImported: 2,
      mediaSkipped: 0,
      // The production card of a word without a translation: Anki would not make it (an "empty card").
      notesSkipped: [{ reason: skipReasons.emptyCard, count: 1 }],
    });
    const cards = await cardsOf(userId);
    expect(new Set(cards.map((card) => card.folder))).toEqual(new Set(['Inglés', 'Inglés › Vocabulario']));

    // "Basic (with hints)": Front on the question with its hint, Back on the answer (not the hint).
    const house = one(cards, /^house\n/);
    expect(house).toMatchObject({ folder: 'Inglés', front: 'house\nPista: *starts with h*', back: 'casa' });
    // Two notes with the same first field are two cards, as in Anki; no hint, no hint line.
    expect(cards.filter((card) => card.front.startsWith('dog'))).toEqual([
      expect.objectContaining({ front: 'dog', back: 'perro' }),
      expect.objectContaining({ front: 'dog\nPista: a verb too', back: 'seguir de cerca' }),
    ]);

    // A 6-field vocabulary note: the recognition card shows word and pronunciation (its sound in place), the answer
    // the part of speech, translations and the examples list; the production card asks the translation.
    const run = one(cards, /^\*\*run\*\*/);
    expect(run.folder).toBe('Inglés › Vocabulario');
    expect(run.front).toMatch(/^\*\*run\*\*\n\/rʌn\/ !\[run\.wav\]\(\/api\/media\/[0-9a-f]{64}\.wav\)$/);
    expect(run.back).toBe('*verb*\ncorrer\ndirigir\n\n- I **run** every day.\n- She runs a shop.');
    const runBack = one(cards, /^correr/);
    // After the translation's last <div>, "(verb)" starts a line of its own, as a browser shows it.
    expect(runBack.front).toBe('correr\ndirigir\n(verb)');
    expect(runBack.back).toContain('**run**');
    // A field holding only "libro&nbsp;" and an empty example: no example block.
    expect(one(cards, /^book/).back).toBe('*noun*\nlibro');

    // Reversed cards, a cloze with a hint and Back Extra, an image as the whole question.
    expect(cards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ front: 'sun', back: 'sol' }),
        expect.objectContaining({ front: 'sol', back: 'sun' }),
        expect.objectContaining({
          front: '**\\[ciudad\\]** es la capital de España',
          back: '**Madrid** es la capital de España\nGeografía **básica**',
        }),
        expect.objectContaining({ front: 'moon \\* 2 #1', back: 'luna \\<noche>' }),
      ]),
    );
    const picture = one(cards, /^!\[/);
    expect(picture.front).toMatch(/^!\[casa\.png\]\(\/api\/media\/[0-9a-f]{64}\.png\)$/);
    expect(picture.back).toBe('house');
    // Each image and sound is stored once, as the learner's own media, and served.
    const urls = new Set(
      cards.flatMap((card) => [...`${card.front} ${card.back}`.matchAll(mediaUrl)].map((m) => m[0])),
    );
    expect(urls.size).toBe(2);
    expect(await count(t, 'media', 'user_id = ?', [userId])).toBe(2);
    for (const url of urls) {
      const res = await downloadBytes(agent, url);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(40);
    }

    // State and history as Anki had them.
    const [hint] = cards.filter((card) => card.front === 'dog\nPista: a verb too');
    expect(hint).toMatchObject({ state: 1, reviews: 1, suspended: false }); // learning, due in ten minutes
    expect(new Date(String(hint.next_review_at)).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect(run).toMatchObject({ state: 2, reviews: 6, stability: 21.4 }); // Anki's FSRS memory state is kept
    expect(runBack).toMatchObject({ state: 3, reviews: 4 }); // relearning
    expect(one(cards, /^book/)).toMatchObject({ suspended: true, reviews: 2 });
    expect(cards.find((card) => card.front === 'quay\n/kiː/')).toMatchObject({ state: 0, reviews: 1 }); // reset, history kept
    const sun = cards.find((card) => card.front === 'sun');
    // In a filtered deck in Anki: back in its home deck, due when its home deck said (four days after "now").
    expect(sun).toMatchObject({ folder: 'Inglés', state: 2, reviews: 2 });
    expect(new Date(String(sun?.next_review_at)).toISOString().slice(0, 10)).toBe('2025-11-28');

    // Due today: the buried card and the overdue learning card are; the suspended one never is.
    const due = (await agent.get('/api/cards/review?limit=1000')).body.map((card: { front: string }) => card.front);
    expect(due).toContain('dog\nPista: a verb too');
    expect(due).not.toContain(one(cards, /^book/).front);
    expect(due).not.toContain('sun');
  });

  it("link a note's two cards as siblings, so they are not studied on the same day", async () => {
    const { agent, userId } = await learnerIn(t);
    await importFile(agent, 'rich.apkg');
    const rows = await sql<{ id: number; front: string; back: string; sibling_id: number | null; folder_id: number }>(
      t,
      `select c.id, c.front, c.back, c.sibling_id, c.folder_id from cards c join folders f on f.id = c.folder_id
        where f.user_id = ? order by c.id`,
      [userId],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const siblingOf = (front: string) => {
      const card = rows.find((row) => row.front === front);
      return card?.sibling_id ? byId.get(card.sibling_id)?.front : undefined;
    };
    // "Card 1" and "Card 2" of Basic (and reversed card), both ways; a note type's two templates; a cloze's two gaps.
    expect([siblingOf('sun'), siblingOf('sol')]).toEqual(['sol', 'sun']);
    const picture = rows.find((row) => row.front.startsWith('![casa.png]'))?.front ?? '';
    expect(siblingOf(picture)).toBe('house');
    expect(siblingOf('**\\[ciudad\\]** es la capital de España')).toMatch(/^Madrid es la capital de/);
    expect(siblingOf(rows.find((row) => row.front.startsWith('**run**'))?.front ?? '')).toBe('correr\ndirigir\n(verb)');
    // Links are mutual and within a folder; a note of one card has none.
    for (const row of rows.filter((card) => card.sibling_id !== null)) {
      const sibling = byId.get(row.sibling_id as number);
      expect(sibling?.sibling_id).toBe(row.id);
      expect(sibling?.folder_id).toBe(row.folder_id);
    }
    expect(siblingOf('house\nPista: *starts with h*')).toBeUndefined();
    expect(siblingOf('moon \\* 2 #1')).toBeUndefined();

    // Both new cards of the picture's note could come today: one does, its sibling waits for another day.
    const due = (await agent.get('/api/cards/review?limit=1000')).body.map((card: { front: string }) => card.front);
    expect(due.filter((front: string) => front === picture || front === 'house')).toHaveLength(1);

    // Importing it again links nothing twice.
    await importFile(agent, 'rich.apkg');
    const linked = await sql<{ n: number }>(
      t,
      `select count(*)::int as n from cards c join folders f on f.id = c.folder_id
        where f.user_id = ? and c.sibling_id is not null`,
      [userId],
    );
    expect(linked[0].n).toBe(rows.filter((row) => row.sibling_id !== null).length);
  });

  it('import the same package again without adding anything, then take what changed', async () => {
    const { agent, userId } = await learnerIn(t);
    await importFile(agent, 'rich.apkg');
    const before = await cardsOf(userId);
    const again = await importFile(agent, 'rich.apkg');
    expect(again.report).toMatchObject({
      foldersCreated: 0,
      cardsCreated: 0,
      cardsUpdated: 0,
      cardsUnchanged: 15,
      reviewsImported: 0,
      mediaImported: 2,
    });
    expect(await cardsOf(userId)).toEqual(before);
    expect(await count(t, 'media', 'user_id = ?', [userId])).toBe(2);

    // The learner's next export: "house" now says "casa, hogar", and a note "star" with its two cards is new.
    const edited = await importFile(agent, 'rich-edited.apkg');
    expect(edited.report).toMatchObject({ cardsCreated: 2, cardsUpdated: 1, cardsUnchanged: 14, reviewsImported: 0 });
    const after = await cardsOf(userId);
    const house = after.find((card) => card.front.startsWith('house'));
    const houseBefore = before.find((card) => card.front.startsWith('house'));
    // Updated in place: the same card, its schedule and history untouched.
    expect(house).toEqual({ ...houseBefore, back: 'casa, hogar' });
    expect(after.filter((card) => card.front === 'star' || card.front === 'estrella')).toHaveLength(2);
  });

  it('read the same collection as collection.anki2 and as a .colpkg', async () => {
    for (const name of ['rich-anki2.apkg', 'rich.colpkg']) {
      const { agent, userId } = await learnerIn(t);
      const job = await importFile(agent, name);
      expect(job.report).toMatchObject({ cardsCreated: 15, reviewsImported: 22, mediaImported: 2, suspendedCards: 1 });
      expect((await cardsOf(userId)).map((card) => card.front)).toContain('house\nPista: *starts with h*');
    }
  });

  it("take Anki's read-aloud languages as the folder's, and show what Anki shows (the spoken copy is heard, not seen)", async () => {
    const { agent, userId } = await learnerIn(t);
    const job = await importFile(agent, 'tts.apkg');
    expect(job.report).toMatchObject({ cardsCreated: 2 });
    expect((await cardsOf(userId)).map(({ front, back }) => ({ front, back }))).toEqual([
      { front: 'tea', back: 'té' },
      { front: 'cup', back: 'taza' },
    ]);
    const [folder] = await sql<{ front_language: string; back_language: string }>(
      t,
      'select front_language, back_language from folders where user_id = ?',
      [userId],
    );
    expect(folder).toEqual({ front_language: 'en-GB', back_language: 'es-ES' });
    expect([speechLanguageOf('en'), speechLanguageOf('pt_BR'), speechLanguageOf('xx_YY')]).toEqual([
      'en-US',
      'pt-BR',
      undefined,
    ]);
  });

  it('defuse hostile packages: a template nesting 10 000 conditionals, a 50 MB field', async () => {
    const { agent, userId } = await learnerIn(t);
    const nested = await importFile(agent, 'hostile-template.apkg');
    expect(nested.status).toBe('done');
    expect(nested.report.cardsCreated).toBe(1);
    expect(nested.report.notesSkipped).toEqual([{ reason: expect.stringMatching(/plantilla/i), count: 1 }]);
    const huge = await importFile(agent, 'huge-field.apkg');
    expect(huge.status).toBe('done');
    // "fine" is the same note (its guid) as in the first package: already there.
    expect(huge.report).toMatchObject({ cardsCreated: 0, cardsUnchanged: 1 });
    expect(huge.report.notesSkipped).toEqual([{ reason: expect.any(String), count: 1 }]);
    expect((await cardsOf(userId)).map((card) => card.front)).toEqual(['fine']);
  });
});
