import Papa from 'papaparse';
import type supertest from 'supertest';
import { count, learnerIn, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { download, finishedImport } from '../../../test/transfers';
import { csvFieldColumn, REPASO_CSV_COLUMNS, REPASO_CSV_NOTE_COLUMNS } from '../exports/export.formats';
import { renderNoteCards } from '../notes/note.render';
import { noteInputMessages } from '../notes/note.schema';
import { importMessages } from './import.schema';
import { skipReasons } from './import-source';

// DESIGN §16 / issue 38 item 7: a CSV's columns map to a note type's fields and a tags column; a folder's CSV carries
// its notes (type, fields, tags) and comes back with them.

const clock = testClock(new Date('2026-03-10T10:00:00Z'));

let t: TestApp;
beforeAll(async () => {
  // The worker runs here, as in production: imports go through pg-boss for real.
  t = await startTestApp({ clock, env: { REMINDER_WORKER: 'true' } });
});
afterAll(() => t.stop());

type Agent = supertest.Agent;
type NoteType = { id: number; name: string; kind: 'standard' | 'cloze'; fields: string[]; templates: never[] };

const post = (agent: Agent, csv: string, fields: Record<string, string>) => {
  const request = agent.post('/api/imports').attach('file', Buffer.from(csv, 'utf8'), 'notas.csv');
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  return request;
};

async function importCsv(agent: Agent, csv: string, fields: Record<string, string>) {
  const res = await post(agent, csv, fields);
  expect(res.status).toBe(202);
  return finishedImport(agent, res.body.importJob.id);
}

/** A "Vocabulario" type of three fields and two templates, as a learner makes one. */
async function vocabularyType(agent: Agent): Promise<NoteType> {
  const copy = await agent.post('/api/note-types').send({ name: 'Vocabulario', from: 'Basic (and reversed card)' });
  expect(copy.status).toBe(201);
  const res = await agent.put(`/api/note-types/${copy.body.id}`).send({
    fields: [{ name: 'Palabra', from: 0 }, { name: 'Traducción', from: 1 }, { name: 'Ejemplo' }],
    templates: [
      {
        name: 'Reconocer',
        question: '{{Palabra}}',
        answer: '{{FrontSide}}<hr id=answer>{{Traducción}}<br>{{Ejemplo}}',
        from: 0,
      },
      { name: 'Producir', question: '{{Traducción}}', answer: '{{FrontSide}}<hr id=answer>{{Palabra}}', from: 1 },
    ],
  });
  expect(res.status).toBe(200);
  return res.body;
}

async function typeNamed(agent: Agent, name: string): Promise<NoteType> {
  const list = await agent.get('/api/note-types');
  return list.body.find((type: NoteType) => type.name === name);
}

/** Every note of a folder with its type's name and its cards (ordinal, sides, schedule), in creation order. */
async function notesOf(folderId: number) {
  const notes = await sql<{ id: number; type: string; fields: string[]; tags: string[] }>(
    t,
    `select n.id, t.name as type, n.fields, n.tags from notes n join note_types t on t.id = n.note_type_id
      where n.folder_id = ? order by n.id`,
    [folderId],
  );
  const out = [];
  for (const { id, ...note } of notes) {
    const cards = await sql<Record<string, unknown>>(
      t,
      `select template_ord, front, back, difficulty, review_count, interval, ease_factor, stability, state, lapses,
              sibling_id is not null as paired
         from cards where note_id = ? order by template_ord`,
      [id],
    );
    out.push({ ...note, cards });
  }
  return out;
}

describe('CSV import mapped to a note type', () => {
  it('writes notes of the chosen type, fields from their columns and tags, cards rendered by the one renderer', async () => {
    const { agent, userId } = await learnerIn(t);
    const type = await vocabularyType(agent);
    const csv = [
      'ejemplo,palabra,etiquetas,traducción,nota',
      'The dog barks.,dog,inglés animales::mamíferos,perro,ignorada',
      ',cat,inglés,gato,',
      'sin palabra,,inglés,nada,',
    ].join('\n');
    const job = await importCsv(agent, csv, {
      noteTypeId: String(type.id),
      fieldColumns: '[1, 3, 0]',
      tagsColumn: '2',
      folderName: 'Inglés',
    });
    expect(job).toMatchObject({ status: 'done', total: 3, processed: 3 });
    expect(job.report).toMatchObject({
      cardsCreated: 4,
      notesSkipped: [{ reason: skipReasons.noCard, count: 1 }],
    });
    const [folder] = await sql<{ id: number }>(t, 'select id from folders where user_id = ?', [userId]);
    const notes = await notesOf(folder.id);
    const expected = (fields: string[]) =>
      renderNoteCards(type, fields).map((card) => ({ template_ord: card.ord, front: card.front, back: card.back }));
    expect(notes).toEqual([
      {
        type: 'Vocabulario',
        fields: ['dog', 'perro', 'The dog barks.'],
        tags: ['inglés', 'animales::mamíferos'],
        cards: expected(['dog', 'perro', 'The dog barks.']).map((card) =>
          expect.objectContaining({ ...card, paired: true }),
        ),
      },
      {
        type: 'Vocabulario',
        fields: ['cat', 'gato', ''],
        tags: ['inglés'],
        cards: expected(['cat', 'gato', '']).map((card) => expect.objectContaining({ ...card, paired: true })),
      },
    ]);
    expect(notes[0].cards[0]).toMatchObject({ front: 'dog', back: expect.stringContaining('The dog barks.') });
  });

  it('maps a cloze column: one card per gap; a field without a column stays empty; Básica by default', async () => {
    const { agent, userId } = await learnerIn(t);
    const cloze = await typeNamed(agent, 'Huecos');
    const job = await importCsv(agent, 'El {{c1::sol}} sale por el {{c2::este}},gramática\n', {
      noteTypeId: String(cloze.id),
      fieldColumns: '[0, null]',
      tagsColumn: '1',
    });
    expect(job.report).toMatchObject({ cardsCreated: 2 });
    const [folder] = await sql<{ id: number }>(t, 'select id from folders where user_id = ?', [userId]);
    const [note] = await notesOf(folder.id);
    expect(note).toMatchObject({ type: 'Huecos', fields: ['El {{c1::sol}} sale por el {{c2::este}}', ''] });
    expect(note.tags).toEqual(['gramática']);
    expect(note.cards.map((card) => card.front)).toEqual(renderNoteCards(cloze, note.fields).map((card) => card.front));

    // Only a tags column: a "Básica" note of front and back, tagged.
    const basic = await importCsv(agent, 'sol,sun,clima\n', { tagsColumn: '2', folderName: 'Básicas' });
    expect(basic.report).toMatchObject({ cardsCreated: 1 });
    const [notes] = await sql<{ type: string; fields: string[]; tags: string[] }>(
      t,
      `select t.name as type, n.fields, n.tags from notes n join note_types t on t.id = n.note_type_id
        where n.folder_id = ?`,
      [basic.report.folderIds[0]],
    );
    expect(notes).toEqual({ type: 'Básica', fields: ['sol', 'sun'], tags: ['clima'] });

    // GraphQL's importText takes the same mapping.
    const res = await agent.post('/graphql').send({
      query: 'mutation I($input: ImportTextInput!) { importText(input: $input) { id } }',
      variables: {
        input: {
          text: 'luna;{{c1::moon}};astros noche',
          delimiter: ';',
          noteTypeId: String(cloze.id),
          fieldColumns: [1, 0],
          tagsColumn: 2,
          folderName: 'GraphQL',
        },
      },
    });
    expect(res.body.errors).toBeUndefined();
    const viaGraphql = await finishedImport(agent, Number(res.body.data.importText.id));
    const [fromGraphql] = await notesOf(viaGraphql.report.folderIds[0]);
    expect(fromGraphql).toMatchObject({ type: 'Huecos', fields: ['{{c1::moon}}', 'luna'], tags: ['astros', 'noche'] });
    const refused = await agent.post('/graphql').send({
      query: 'mutation I($input: ImportTextInput!) { importText(input: $input) { id } }',
      variables: { input: { text: 'a,b', fieldColumns: [null, 1] } },
    });
    expect(refused.body.errors[0].message).toBe(importMessages.firstFieldColumn);
  });

  it('refuses bad mappings in Spanish with nothing stored; another learner’s note type is a 404', async () => {
    const { agent, userId } = await learnerIn(t);
    const other = await learnerIn(t);
    const theirs = await vocabularyType(other.agent);
    const csv = 'a,b,c\nd,e,f\n';
    const cases: [Record<string, string>, number, string][] = [
      [{ fieldColumns: '[null, 1]' }, 400, importMessages.firstFieldColumn],
      [{ fieldColumns: '[0, 0]' }, 400, importMessages.columnTwice(0)],
      [{ fieldColumns: '[0, 1]', tagsColumn: '1' }, 400, importMessages.columnTwice(1)],
      [{ tagsColumn: '0' }, 400, importMessages.columnTwice(0)],
      [{ fieldColumns: 'cero' }, 400, importMessages.fieldColumns],
      [{ fieldColumns: '[]' }, 400, importMessages.fieldColumns],
      [{ fieldColumns: '[0, -1]' }, 400, importMessages.column],
      [{ fieldColumns: JSON.stringify(Array.from({ length: 101 }, (_, i) => i)) }, 400, importMessages.fieldColumns],
      [{ fieldColumns: '[0, 1, 2]' }, 400, importMessages.tooManyFieldColumns('Básica', 2)],
      [{ fieldColumns: '[0, 7]' }, 400, importMessages.missingColumn(7, 3)],
      [{ tagsColumn: '9' }, 400, importMessages.missingColumn(9, 3)],
      [{ noteTypeId: 'uno' }, 400, noteInputMessages.noteTypeNotFound],
      [{ noteTypeId: '999999' }, 404, noteInputMessages.noteTypeNotFound],
      [{ noteTypeId: String(theirs.id) }, 404, noteInputMessages.noteTypeNotFound],
    ];
    for (const [fields, status, message] of cases) {
      const res = await post(agent, csv, fields);
      expect([fields, res.status, res.body.message]).toEqual([fields, status, message]);
    }
    expect(await count(t, 'import_jobs', 'user_id = ?', [userId])).toBe(0);
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(0);
    expect(await count(t, 'notes', 'user_id = ?', [userId])).toBe(0);
  });
});

describe('folder CSV export → import with its notes', () => {
  it('gives back a cloze note and a tagged vocabulary note: type, fields, tags and cards with their schedule', async () => {
    const { agent } = await learnerIn(t);
    const type = await vocabularyType(agent);
    const folder = (await agent.post('/api/folders').send({ name: 'Mezcla' })).body;
    const vocabulary = await agent.post('/api/notes').send({
      folderId: folder.id,
      noteType: type.id,
      fields: ['house', 'casa', 'My house is "big", really.\nYes.'],
      tags: ['inglés', 'vivienda::partes'],
    });
    expect(vocabulary.status).toBe(201);
    clock.advance(1000);
    const cloze = await agent.post('/api/notes').send({
      folderId: folder.id,
      noteType: 'Huecos',
      fields: ['La {{c1::Tierra}} gira alrededor del {{c2::Sol::astro}}', 'astronomía'],
    });
    expect(cloze.status).toBe(201);
    const rated = await agent
      .post(`/api/cards/${vocabulary.body.cards[0].id}/review`)
      .send({ difficulty: 'easy', answerResult: 'correct' });
    expect(rated.status).toBe(200);

    const exported = await download(agent, `/api/folders/${folder.id}/export.csv`);
    expect(exported.status).toBe(200);
    const header = [...REPASO_CSV_COLUMNS, ...REPASO_CSV_NOTE_COLUMNS, csvFieldColumn(0), csvFieldColumn(1), 'field_3'];
    expect((exported.body as string).split('\r\n')[0]).toBe(header.join(','));
    const rows = Papa.parse<Record<string, string>>(exported.body, { header: true }).data;
    expect(rows.map((row) => [row.note_type, row.tags, row.template_ord, row.field_1, row.field_3])).toEqual([
      ['Vocabulario', 'inglés vivienda::partes', '0', 'house', 'My house is "big", really.\nYes.'],
      ['Vocabulario', 'inglés vivienda::partes', '1', 'house', 'My house is "big", really.\nYes.'],
      ['Huecos', '', '0', 'La {{c1::Tierra}} gira alrededor del {{c2::Sol::astro}}', ''],
      ['Huecos', '', '1', 'La {{c1::Tierra}} gira alrededor del {{c2::Sol::astro}}', ''],
    ]);

    const job = await importCsv(agent, exported.body, { folderName: 'Mezcla de vuelta' });
    expect(job.report).toMatchObject({ cardsCreated: 4, foldersCreated: 1 });
    const back = await notesOf(job.report.folderIds[0]);
    const original = await notesOf(folder.id);
    expect(back).toEqual(original);
    expect(back.map((note) => note.type)).toEqual(['Vocabulario', 'Huecos']);
    expect(back[0].cards[0]).toMatchObject({ difficulty: 'easy', review_count: 1 });
    // New notes of their own: the original notes keep theirs.
    const guids = await sql<{ guid: string }>(t, 'select guid from notes where folder_id in (?, ?)', [
      folder.id,
      job.report.folderIds[0],
    ]);
    expect(new Set(guids.map((row) => row.guid)).size).toBe(4);
  });

  it('imports into an account without the exported type as "Básica" notes of the sides', async () => {
    const ana = await learnerIn(t);
    const type = await vocabularyType(ana.agent);
    const folder = (await ana.agent.post('/api/folders').send({ name: 'Vocab' })).body;
    await ana.agent
      .post('/api/notes')
      .send({ folderId: folder.id, noteType: type.id, fields: ['dog', 'perro', ''], tags: ['inglés'] });
    const exported = await download(ana.agent, `/api/folders/${folder.id}/export.csv`);

    const bea = await learnerIn(t);
    const job = await importCsv(bea.agent, exported.body, {});
    expect(job.report).toMatchObject({ cardsCreated: 2 });
    const notes = await notesOf(job.report.folderIds[0]);
    const original = await notesOf(folder.id);
    expect(notes.map((note) => note.type)).toEqual(['Básica', 'Básica']);
    expect(notes.map((note) => note.cards[0].front)).toEqual(original[0].cards.map((card) => card.front));
  });
});
