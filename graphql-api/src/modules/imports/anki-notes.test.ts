import path from 'node:path';
import type supertest from 'supertest';
import { learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { downloadBytes, finishedImport } from '../../../test/transfers';

// Issue 38 item 7: Anki's notes come in and go out as notes. rich-tagged.apkg (test/fixtures/make-tagged-deck.py, from
// make-anki-decks.py's rich.apkg): four note types (hints, a 6-field vocabulary type with two templates, reversed,
// cloze), HTML fields, media, tags such as `#AK_Step1::Cardio` and `c++`, a note whose front is only Anki's 4-byte
// `foo.wav`, and three years of answers.
const fixture = (name: string) => path.join(__dirname, '../../../test/fixtures', name);
const clock = testClock(new Date('2025-11-25T10:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { REMINDER_WORKER: 'true' } });
});
afterAll(() => t.stop());

type Agent = supertest.Agent;

async function importBytes(agent: Agent, file: string | Buffer, name = 'rich-tagged.apkg') {
  const res = await agent.post('/api/imports').attach('file', file, name);
  expect(res.status).toBe(202);
  const job = await finishedImport(agent, res.body.importJob.id);
  expect(job.status).toBe('done');
  return job;
}

/** The learner's note types an import made, as Anki keeps them. */
const typesOf = (userId: number) =>
  sql<Record<string, unknown>>(
    t,
    `select name, kind, fields, templates, anki_id from note_types where user_id = ? and builtin is null order by anki_id`,
    [userId],
  );

/** Every note with its type's Anki id, fields, tags and guid. */
const notesOf = (userId: number) =>
  sql<{ guid: string; anki_id: string | null; fields: string[]; tags: string[] }>(
    t,
    `select n.guid, t.anki_id, n.fields, n.tags from notes n join note_types t on t.id = n.note_type_id
      where n.user_id = ? order by n.guid`,
    [userId],
  );

/** Every card by its note's guid and ord, with its schedule and its history. */
const cardsOf = (userId: number) =>
  sql<Record<string, unknown>>(
    t,
    `select n.guid, c.template_ord, c.front, c.back, c.suspended, c.interval, c.lapses, c.review_count,
            to_char(c.next_review_at at time zone 'UTC', 'YYYY-MM-DD') as due,
            (select array_agg(r.rating || '@' || to_char(r.reviewed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS')
                              order by r.reviewed_at) from reviews r where r.card_id = c.id) as history
       from cards c join notes n on n.id = c.note_id where n.user_id = ? order by n.guid, c.template_ord`,
    [userId],
  );

describe('Anki notes in and out', () => {
  it('keeps note types, fields, tags and guids; keeps a note whose only sound is refused; a re-import adds nothing', async () => {
    const { agent, userId } = await learnerIn(t);
    await importBytes(agent, fixture('rich-tagged.apkg'));

    const types = await typesOf(userId);
    expect(types.map((type) => [type.name, type.kind, type.anki_id])).toEqual([
      ['Basic (with hints)', 'standard', '1700000000001'],
      ['Vocabulario (6 campos)', 'standard', '1700000000002'],
      ['Basic (and reversed card)', 'standard', '1700000000003'],
      ['Cloze', 'cloze', '1700000000004'],
    ]);
    expect(types[1].fields).toEqual(['Orden', 'Word', 'IPA', 'Part of speech', 'Traducción', 'Example']);
    expect((types[1].templates as unknown[]).length).toBe(2);
    expect((types[3].templates as { question: string }[])[0].question).toContain('{{cloze:Text}}');

    const notes = await notesOf(userId);
    const byGuid = new Map(notes.map((note) => [note.guid, note]));
    expect(byGuid.get('vocab-run')).toMatchObject({ anki_id: '1700000000002', tags: ['c++', 'linked-list', 'Verbo'] });
    expect(byGuid.get('vocab-run')?.fields[1]).toBe('**run**');
    expect(byGuid.get('hint-house')?.tags).toEqual(['#AK_Step1::Cardio', 'vocab']);
    expect(byGuid.get('cloze-madrid')).toMatchObject({
      fields: ['{{c1::Madrid::ciudad}} es la capital de {{c2::España}}', 'Geografía **básica**'],
      tags: ['geografía::capitales'],
    });

    const cards = await cardsOf(userId);
    // The cloze's two deletions are its cards 0 and 1; the reversed note's two templates too.
    expect(cards.filter((card) => card.guid === 'cloze-madrid').map((card) => card.template_ord)).toEqual([0, 1]);
    expect(cards.filter((card) => card.guid === 'rev-sun').map((card) => card.template_ord)).toEqual([0, 1]);
    // Anki's 4-byte foo.wav is no sound: the note stays, its front says the file is unavailable.
    const foo = cards.filter((card) => card.guid === 'sound-foo');
    expect(foo.map((card) => [card.template_ord, card.front, card.back])).toEqual([
      [0, '*Archivo no disponible: foo.wav*', 'sonido'],
      [1, 'sonido', '*Archivo no disponible: foo.wav*'],
    ]);
    expect((foo[0].history as string[]).length).toBe(8);

    // The same package again: the same types, notes and cards, nothing twice.
    const again = await importBytes(agent, fixture('rich-tagged.apkg'));
    expect(again.report).toMatchObject({ cardsCreated: 0, foldersCreated: 0 });
    expect(await typesOf(userId)).toEqual(types);
    expect(await notesOf(userId)).toEqual(notes);
    expect(await cardsOf(userId)).toEqual(cards);
  });

  it('goes Anki → Repaso → Anki → Repaso with the same note types, fields, tags, cards and histories', async () => {
    const first = await learnerIn(t);
    await importBytes(first.agent, fixture('rich-tagged.apkg'));
    const pkg = await downloadBytes(first.agent, '/api/account/export.apkg');
    expect(pkg.status).toBe(200);

    const second = await learnerIn(t);
    await importBytes(second.agent, pkg.body, 'repaso.apkg');
    expect(await typesOf(second.userId)).toEqual(await typesOf(first.userId));
    // Anki's `[sound:…]` has no label: a sound comes back named after its file. Everything else is as it was.
    const unlabelled = (rows: unknown) =>
      JSON.parse(JSON.stringify(rows).replace(/!\[[^\]]*\]\((\/api\/media\/\w+\.wav)\)/g, '![]($1)'));
    expect(unlabelled(await notesOf(second.userId))).toEqual(unlabelled(await notesOf(first.userId)));
    const before = await cardsOf(first.userId);
    const after = await cardsOf(second.userId);
    const shape = (rows: Record<string, unknown>[]) =>
      rows.map(({ guid, template_ord, suspended, interval, lapses, history }) => ({
        guid,
        template_ord,
        suspended,
        interval,
        lapses,
        history,
      }));
    expect(shape(after)).toEqual(shape(before));
    // The sides read the same; only where a field written as HTML blocks (`<div>…</div>`) ended a line before the
    // template's next text, that line break is a space after the trip (its Markdown field goes out as inline HTML).
    const sides = (rows: Record<string, unknown>[]) =>
      unlabelled(rows.map((card) => [card.front, card.back].map((side) => String(side).replace(/\s+/g, ' '))));
    expect(sides(after)).toEqual(sides(before));
  });
});
