import { performance } from 'node:perf_hooks';
import { countStatements } from '../../../test/count-statements';
import { folderWithCards, learnerIn, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DomainError } from '../../core/errors';
import { transaction } from '../../db/raw';
import {
  insertNotes,
  MAX_NOTE_FIELD,
  type NoteInput,
  normalizeTags,
  noteMessages,
  parseTagText,
  rewriteNotes,
  type WritableNoteType,
} from './note.write';
import type { BuiltinNoteType } from './note-type.entity';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

async function learnerWithFolder() {
  const { agent, userId } = await learnerIn(t);
  const { folder } = await folderWithCards(agent, []);
  const types = await sql<WritableNoteType & { builtin: BuiltinNoteType }>(
    t,
    'select id, builtin, name, kind, fields, templates from note_types where user_id = ?',
    [userId],
  );
  const type = (builtin: BuiltinNoteType) => types.find((row) => row.builtin === builtin) as WritableNoteType;
  return { agent, userId, folderId: folder.id as number, type };
}

const insert = (userId: number, folderId: number, noteType: WritableNoteType, inputs: NoteInput[]) =>
  transaction(t.orm.em, (tx) => insertNotes(tx, userId, folderId, noteType, inputs));

type CardRow = { id: number; template_ord: number; front: string; back: string; empty: boolean; sibling_id: number };
const cardsOf = (noteId: number) =>
  sql<CardRow>(
    t,
    'select id, template_ord, front, back, empty, sibling_id, reversed from cards where note_id = ? order by template_ord',
    [noteId],
  );

/** The 400 `work` is refused with (fails the test when it is not). */
async function refusal(work: () => Promise<unknown>): Promise<DomainError> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError && error.status === 400) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('insertNotes', () => {
  it('writes 1 000 notes and their cards in a few statements, each card rendered from its note', async () => {
    const { userId, folderId, type } = await learnerWithFolder();
    const inputs = Array.from({ length: 1000 }, (_, i) => ({ fields: [`sol ${i}`, `sun ${i}`], tags: ['clima'] }));
    let written: Awaited<ReturnType<typeof insert>> = [];
    const statements = await countStatements(async () => {
      written = await insert(userId, folderId, type('basic_reversed'), inputs);
    });
    // begin, notes, cards, commit
    expect(statements).toBeLessThanOrEqual(4);
    expect(written).toHaveLength(1000);
    const [first] = written;
    expect(first.cards.map((card) => card.ord)).toEqual([0, 1]);
    const cards = await cardsOf(first.noteId);
    expect(cards).toMatchObject([
      { template_ord: 0, front: 'sol 0', back: 'sun 0', empty: false, sibling_id: cards[1].id, reversed: false },
      { template_ord: 1, front: 'sun 0', back: 'sol 0', sibling_id: cards[0].id, reversed: true },
    ]);
    const [folder] = await sql<{ n: number; card_count: number }>(
      t,
      'select (select count(*)::int from notes where folder_id = f.id) as n, f.card_count from folders f where f.id = ?',
      [folderId],
    );
    expect(folder).toEqual({ n: 1000, card_count: 2000 });
    const [note] = await sql(t, 'select tags, fields from notes where id = ?', [first.noteId]);
    expect(note).toEqual({ tags: ['clima'], fields: ['sol 0', 'sun 0'] });
  });

  it('keeps the guid it is given, and makes one card per cloze ordinal', async () => {
    const { userId, folderId, type } = await learnerWithFolder();
    const [note] = await insert(userId, folderId, type('cloze'), [
      { fields: ['{{c1::Madrid}} es la capital de {{c2::España::país}}'], guid: 'abc-DEF_1' },
    ]);
    expect(note.guid).toBe('abc-DEF_1');
    const cards = await cardsOf(note.noteId);
    expect(cards.map((card) => card.template_ord)).toEqual([0, 1]);
    expect(cards[1].front).toContain('país');
  });

  it.each([
    ['a note that makes no card', 'basic', [{ fields: ['', 'reverso'] }], noteMessages.noCard],
    ['a cloze note without a gap', 'cloze', [{ fields: ['sin huecos'] }], noteMessages.noCard],
    ['a cloze ordinal 0', 'cloze', [{ fields: ['{{c0::x}} y {{c1::y}}'] }], noteMessages.clozeOrdinal('0')],
    ['a cloze ordinal 10 000', 'cloze', [{ fields: ['{{c10000::x}}'] }], noteMessages.clozeOrdinal('10000')],
    ['more fields than the type', 'basic', [{ fields: ['a', 'b', 'c'] }], noteMessages.tooManyFields(2)],
    ['a 1 MB field', 'basic', [{ fields: ['a'.repeat(1_000_000), 'b'] }], noteMessages.fieldTooLong('Anverso')],
    [
      'a field just past the limit',
      'basic',
      [{ fields: ['a', 'b'.repeat(MAX_NOTE_FIELD + 1)] }],
      noteMessages.fieldTooLong('Reverso'),
    ],
    [
      'a tag with a space',
      'basic',
      [{ fields: ['a', 'b'], tags: ['dos palabras'] }],
      noteMessages.tagInvalid('dos palabras'),
    ],
    [
      'a tag with a control character',
      'basic',
      [{ fields: ['a', 'b'], tags: ['a\u0007b'] }],
      noteMessages.tagInvalid('a\u0007b'),
    ],
    ['a bad guid', 'basic', [{ fields: ['a', 'b'], guid: 'con espacio' }], noteMessages.guidInvalid],
    [
      'a guid twice',
      'basic',
      [
        { fields: ['a', 'b'], guid: 'g' },
        { fields: ['c', 'd'], guid: 'g' },
      ],
      noteMessages.guidRepeated('g'),
    ],
  ] as const)('refuses %s (400 in Spanish), writing nothing', async (_case, builtin, inputs, message) => {
    const { userId, folderId, type } = await learnerWithFolder();
    const error = await refusal(() => insert(userId, folderId, type(builtin), inputs as unknown as NoteInput[]));
    expect(error.message).toBe(message);
    expect(await sql(t, 'select id from notes where folder_id = ?', [folderId])).toEqual([]);
  });

  it("refuses a template the renderer refuses (nested too deep, never closed) as a 400 naming the renderer's reason", async () => {
    const { userId, folderId } = await learnerWithFolder();
    const [basic] = await sql<WritableNoteType>(
      t,
      "select id, builtin, name, kind, fields, templates from note_types where user_id = ? and builtin = 'basic'",
      [userId],
    );
    const deep = `${'{{#Anverso}}'.repeat(200)}x${'{{/Anverso}}'.repeat(200)}`;
    const nested = { ...basic, templates: [{ name: 'T', question: deep, answer: '{{Reverso}}' }] };
    const error = await refusal(() => insert(userId, folderId, nested, [{ fields: ['a', 'b'] }]));
    expect(error.message).toMatch(/^La plantilla del tipo de nota no se puede componer: /);
    const unclosed = { ...basic, templates: [{ name: 'T', question: '{{#Anverso}}x', answer: '' }] };
    expect((await refusal(() => insert(userId, folderId, unclosed, [{ fields: ['a', 'b'] }]))).message).toMatch(
      /plantilla/,
    );
  });
});

describe('rewriteNotes', () => {
  it('re-renders existing cards in place, adds new ordinals, keeps and flags cards that no longer render', async () => {
    const { userId, folderId, type } = await learnerWithFolder();
    const cloze = type('cloze');
    const [note] = await insert(userId, folderId, cloze, [{ fields: ['{{c1::uno}} {{c2::dos}}', ''] }]);
    const [first, second] = note.cards;
    await sql(t, "update cards set review_count = 3, difficulty = 'good' where id = ?", [first.id]);

    const [rewritten] = await transaction(t.orm.em, (tx) =>
      rewriteNotes(tx, userId, [
        { id: note.noteId, noteType: cloze, fields: ['{{c1::UNO}} {{c3::tres}}', 'x'], tags: ['Num'] },
      ]),
    );
    const cards = await cardsOf(note.noteId);
    expect(cards.map((card) => [card.template_ord, card.empty])).toEqual([
      [0, false],
      [1, true],
      [2, false],
    ]);
    expect(cards[0].id).toBe(first.id);
    expect(cards[0].back).toContain('UNO');
    expect(cards[1]).toMatchObject({ id: second.id, empty: true });
    expect(rewritten.empty).toEqual([second.id]);
    expect(rewritten.added).toEqual([cards[2].id]);
    const [kept] = await sql(t, 'select review_count, difficulty from cards where id = ?', [first.id]);
    expect(kept).toEqual({ review_count: 3, difficulty: 'good' });
    const [stored] = await sql(t, 'select fields, tags from notes where id = ?', [note.noteId]);
    expect(stored).toEqual({ fields: ['{{c1::UNO}} {{c3::tres}}', 'x'], tags: ['Num'] });

    // Writing the gap back makes the empty card whole again; tags left out stay.
    const [again] = await transaction(t.orm.em, (tx) =>
      rewriteNotes(tx, userId, [
        { id: note.noteId, noteType: cloze, fields: ['{{c1::UNO}} {{c2::dos}} {{c3::tres}}', ''] },
      ]),
    );
    expect(again.empty).toEqual([]);
    expect(again.added).toEqual([]);
    expect((await sql(t, 'select tags from notes where id = ?', [note.noteId]))[0]).toEqual({ tags: ['Num'] });
  });

  it('refuses an edit that leaves the note without a card, changing nothing', async () => {
    const { userId, folderId, type } = await learnerWithFolder();
    const basic = type('basic');
    const [note] = await insert(userId, folderId, basic, [{ fields: ['a', 'b'] }]);
    const error = await refusal(() =>
      transaction(t.orm.em, (tx) =>
        rewriteNotes(tx, userId, [{ id: note.noteId, noteType: basic, fields: ['', 'b'] }]),
      ),
    );
    expect(error.message).toBe(noteMessages.noCard);
    expect((await cardsOf(note.noteId))[0]).toMatchObject({ front: 'a', back: 'b' });
  });

  it('re-renders a note of 20 cloze deletions (prints the server time; target ≤ 50 ms)', async () => {
    const { userId, folderId, type } = await learnerWithFolder();
    const cloze = type('cloze');
    const text = (word: string) =>
      Array.from({ length: 20 }, (_, i) => `Frase ${i + 1}: el **${word}** {{c${i + 1}::hueco ${i + 1}::pista}}.`).join(
        '\n\n',
      );
    const [note] = await insert(userId, folderId, cloze, [{ fields: [text('perro'), 'extra'] }]);
    expect(note.cards).toHaveLength(20);
    const times: number[] = [];
    for (const word of ['gato', 'pez', 'loro', 'perro', 'gato']) {
      const start = performance.now();
      await transaction(t.orm.em, (tx) =>
        rewriteNotes(tx, userId, [{ id: note.noteId, noteType: cloze, fields: [text(word), 'extra'] }]),
      );
      times.push(performance.now() - start);
    }
    const cards = await cardsOf(note.noteId);
    expect(cards).toHaveLength(20);
    expect(cards.every((card) => card.back.includes('gato'))).toBe(true);
    console.log(`20-cloze note re-rendered in ${times.map((ms) => ms.toFixed(1)).join(', ')} ms (target ≤ 50 ms)`);
  });
});

describe('tags', () => {
  it('normalises Anki tags: empty levels go, case-insensitive uniqueness keeps the first spelling and Unicode letters', () => {
    expect(normalizeTags(['Gramática::Verbos', 'gramática::verbos', '::a::::b::', 'ñandú', '日本語'])).toEqual([
      'Gramática::Verbos',
      'a::b',
      'ñandú',
      '日本語',
    ]);
    expect(parseTagText('  c++  linked-list two-pointer ')).toEqual(['c++', 'linked-list', 'two-pointer']);
  });

  it('refuses tags past the length and count bounds', () => {
    expect(() => normalizeTags(['a'.repeat(101)])).toThrow(noteMessages.tagTooLong);
    expect(() => normalizeTags(Array.from({ length: 101 }, (_, i) => `t${i}`))).toThrow(noteMessages.tooManyTags);
  });
});
