import initSqlJs, { type Database, type Statement } from 'sql.js';

/**
 * An Anki collection in the legacy form every Anki since 2.1 opens (schema 11: `collection.anki21` in an .apkg), built
 * with sql.js. Anki 2.1.50+ upgrades it to its current schema on import, which reads the note types, decks and deck
 * options from the JSON in the `col` row: each object below carries every key Anki's upgrade requires
 * (`rslib/src/notetype/schema11.rs`, `decks/schema11.rs`, `deckconfig/schema11.rs` in ankitects/anki).
 */

const SCHEMA = `
create table col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null,
  dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null,
  decks text not null, dconf text not null, tags text not null);
create table notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null,
  tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null,
  data text not null);
create table cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null,
  usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null,
  factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null,
  lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

/** The note type every exported card uses: fields Front and Back, one card (Anki's own "Basic"). */
export const ANKI_NOTETYPE_ID = 1_742_000_000_000;
export const ANKI_NOTETYPE_NAME = 'Repaso (básica)';
export const ANKI_QUESTION_TEMPLATE = '{{Front}}';
export const ANKI_ANSWER_TEMPLATE = '{{FrontSide}}<hr id=answer>{{Back}}';
/** Anki's Default deck and deck options (ids 1), which every collection has. */
const DEFAULT_DECK_ID = 1;
const DECK_CONFIG_ID = 1;

export type AnkiDeck = { id: number; name: string; description: string };

/** One Repaso card as an Anki note (fields Front and Back, HTML) with its one card. */
export type AnkiNoteCard = {
  /** The creation time in milliseconds: Anki reads a note's and card's "added" date from its id. */
  createdMs: number;
  modifiedSecs: number;
  guid: string;
  front: string;
  back: string;
  tags: string[];
  /** The front as text (`ankiFieldText`): the sort field and its checksum. */
  sortText: string;
  checksum: number;
  deckId: number;
  /** Anki's card type: 0 new, 2 review (its queue too, unless the card is suspended: queue -1). */
  type: 0 | 2;
  suspended: boolean;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  /** `cards.data`: the FSRS memory state, as Anki 23.10+ keeps it. */
  data: string;
};

/** A note of one of the learner's own note types (DESIGN §16), its fields as HTML. */
export type AnkiNote = {
  createdMs: number;
  modifiedSecs: number;
  guid: string;
  modelId: number;
  fields: string[];
  tags: string[];
  sortText: string;
  checksum: number;
};

/** A card of an `AnkiNote`: its template's ord (a cloze's ordinal − 1) and its schedule, as `AnkiNoteCard`'s. */
export type AnkiCard = Pick<
  AnkiNoteCard,
  'createdMs' | 'modifiedSecs' | 'deckId' | 'type' | 'suspended' | 'due' | 'ivl' | 'factor' | 'reps' | 'lapses' | 'data'
> & { noteId: number; ord: number };

/** One of the learner's note types as an Anki model: fields, templates in Anki's language, kind and style sheet. */
export type AnkiModel = {
  id: number;
  name: string;
  cloze: boolean;
  fields: string[];
  templates: { name: string; question: string; answer: string }[];
  css: string | null;
};

export type AnkiRevlog = {
  reviewedMs: number;
  cardId: number;
  ease: 1 | 2 | 3 | 4;
  ivl: number;
  lastIvl: number;
  factor: number;
  time: number;
  /** 0 learn, 1 review, 2 relearn. */
  type: 0 | 1 | 2;
};

/** What the `col` row says about the whole collection. */
export type AnkiCollectionInfo = {
  /** The start of the collection's day 0 (04:00 local), in seconds: review cards' `due` counts days from it. */
  createdSecs: number;
  /** Minutes west of UTC at `createdSecs` (Anki's `creationOffset`), so Anki counts days in the learner's zone. */
  creationMinutesWest: number;
  nowMs: number;
  decks: AnkiDeck[];
  /** The learner's note types the notes use, beside the Basic one of the "Básica" notes. */
  models: AnkiModel[];
  nextNewPosition: number;
  deckOptions: { newPerDay: number; reviewsPerDay: number; desiredRetention: number; fsrsParams6: number[] };
};

const usn = -1;

const DEFAULT_CSS =
  '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n' +
  'img {\n  max-width: 100%;\n}\n';

function noteType(modifiedSecs: number, model: AnkiModel) {
  const field = (name: string, ord: number) => ({
    name,
    ord,
    sticky: false,
    rtl: false,
    font: 'Arial',
    size: 20,
    description: '',
    plainText: false,
    collapsed: false,
    excludeFromSearch: false,
    media: [],
  });
  return {
    id: model.id,
    name: model.name,
    type: model.cloze ? 1 : 0,
    mod: modifiedSecs,
    usn,
    sortf: 0,
    did: DEFAULT_DECK_ID,
    tmpls: model.templates.map((template, ord) => ({
      name: template.name,
      ord,
      qfmt: template.question,
      afmt: template.answer,
      bqfmt: '',
      bafmt: '',
      did: null,
      bfont: '',
      bsize: 0,
    })),
    flds: model.fields.map(field),
    css: model.css ?? DEFAULT_CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n' +
      '\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // Which fields each template needs (Anki 2.1.28+ works it out itself; older versions read it).
    req: model.cloze ? [] : model.templates.map((_, ord) => [ord, 'any', model.fields.map((_field, i) => i)]),
    tags: [],
    vers: [],
  };
}

/** The note type of the "Básica" notes: fields Front and Back, one card (Anki's own "Basic"). */
const basicModel: AnkiModel = {
  id: ANKI_NOTETYPE_ID,
  name: ANKI_NOTETYPE_NAME,
  cloze: false,
  fields: ['Front', 'Back'],
  templates: [{ name: 'Card 1', question: ANKI_QUESTION_TEMPLATE, answer: ANKI_ANSWER_TEMPLATE }],
  css: null,
};

function deck({ id, name, description }: AnkiDeck, modifiedSecs: number) {
  return {
    id,
    name,
    mod: modifiedSecs,
    usn,
    lrnToday: [0, 0],
    revToday: [0, 0],
    newToday: [0, 0],
    timeToday: [0, 0],
    collapsed: false,
    browserCollapsed: false,
    desc: description,
    dyn: 0,
    conf: DECK_CONFIG_ID,
    extendNew: 0,
    extendRev: 0,
  };
}

function deckConfig(options: AnkiCollectionInfo['deckOptions'], modifiedSecs: number) {
  return {
    id: DECK_CONFIG_ID,
    mod: modifiedSecs,
    name: 'Default',
    usn,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {
      bury: false,
      delays: [1, 10],
      initialFactor: 2500,
      ints: [1, 4, 0],
      order: 1,
      perDay: options.newPerDay,
    },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: options.reviewsPerDay, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
    desiredRetention: options.desiredRetention,
    fsrsParams6: options.fsrsParams6,
  };
}

/** Tags as Anki's `notes.tags` keeps them: space separated, with a space at each end. */
const ankiTags = (tags: readonly string[]) => (tags.length > 0 ? ` ${tags.join(' ')} ` : '');

/** Sized for Anki's `due` and ids: a 64-bit integer column read back as a JavaScript number. */
type Row = (number | string)[];

/**
 * A collection being written: notes, cards and review log go in as they are read (one transaction, so SQLite
 * journals nothing), and `finish` adds the `col` row and gives the file's bytes. A module of sql.js of its own per
 * collection: WebAssembly memory never shrinks, so the heap goes with the export.
 */
export class AnkiCollection {
  private readonly insertNote: Statement;
  private readonly insertCard: Statement;
  private readonly insertRevlog: Statement;
  private readonly runs = new Map<string, number>();
  notes = 0;
  reviews = 0;
  /** Whether a "Básica" note went in as the Basic note type's (`addNoteCard`). */
  private usesBasic = false;

  private constructor(private readonly db: Database) {
    db.run('pragma journal_mode = off');
    db.run(SCHEMA);
    db.run('begin');
    this.insertNote = db.prepare(
      'insert or ignore into notes (id, guid, mid, mod, usn, tags, flds, sfld, csum, flags, data) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)',
    );
    this.insertCard = db.prepare(
      `insert or ignore into cards (id, nid, did, ord, mod, usn, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, flags, data)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)`,
    );
    this.insertRevlog = db.prepare(
      'insert or ignore into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
  }

  static async create(): Promise<AnkiCollection> {
    const SQL = await initSqlJs();
    return new AnkiCollection(new SQL.Database());
  }

  /**
   * Inserts `row` under the id `wanted`, or the next free one: Anki's ids are unique milliseconds, and cards made in
   * one import share theirs. After a collision the id after the one then given is remembered for that `wanted`, so a
   * run of equal times takes one try each, not a search of the table each.
   */
  private insertUnique(statement: Statement, table: string, wanted: number, row: (id: number) => Row): number {
    statement.run(row(wanted));
    if (this.db.getRowsModified() === 1) return wanted;
    const key = `${table}:${wanted}`;
    const next = this.runs.get(key);
    if (next !== undefined) {
      statement.run(row(next));
      if (this.db.getRowsModified() === 1) {
        this.runs.set(key, next + 1);
        return next;
      }
    }
    const [[free]] = this.db.exec(
      `select t.id + 1 from ${table} t where t.id >= ? and not exists (select 1 from ${table} u where u.id = t.id + 1)
        order by t.id limit 1`,
      [wanted],
    )[0].values as number[][];
    statement.run(row(free));
    this.runs.set(key, free + 1);
    return free;
  }

  /** Adds a note and its card (the same id for both); answers the card's id, which its review log names. */
  addNoteCard(card: AnkiNoteCard): number {
    const id = this.insertUnique(this.insertNote, 'notes', card.createdMs, (noteId) => [
      noteId,
      card.guid,
      ANKI_NOTETYPE_ID,
      card.modifiedSecs,
      usn,
      ankiTags(card.tags),
      `${card.front}\x1f${card.back}`,
      card.sortText,
      card.checksum,
      '',
    ]);
    this.notes++;
    this.usesBasic = true;
    return this.addCard({ ...card, noteId: id, ord: 0 }, id);
  }

  /** Adds a note of one of the learner's note types; answers its id, which its cards name. */
  addNote(note: AnkiNote): number {
    this.notes++;
    return this.insertUnique(this.insertNote, 'notes', note.createdMs, (noteId) => [
      noteId,
      note.guid,
      note.modelId,
      note.modifiedSecs,
      usn,
      ankiTags(note.tags),
      note.fields.join('\x1f'),
      note.sortText,
      note.checksum,
      '',
    ]);
  }

  /** Adds a card of a note (under the id `wanted`, or the next free one); answers its id, which its reviews name. */
  addCard(card: AnkiCard, wanted = card.createdMs): number {
    return this.insertUnique(this.insertCard, 'cards', wanted, (id) => [
      id,
      card.noteId,
      card.deckId,
      card.ord,
      card.modifiedSecs,
      usn,
      card.type,
      card.suspended ? -1 : card.type,
      card.due,
      card.ivl,
      card.factor,
      card.reps,
      card.lapses,
      card.data,
    ]);
  }

  /** Adds one answer to the review log, its id the time of the answer made unique. */
  addRevlog(entry: AnkiRevlog): void {
    this.insertUnique(this.insertRevlog, 'revlog', entry.reviewedMs, (id) => [
      id,
      entry.cardId,
      usn,
      entry.ease,
      entry.ivl,
      entry.lastIvl,
      entry.factor,
      entry.time,
      entry.type,
    ]);
    this.reviews++;
  }

  /** Writes the `col` row, ends the transaction and answers the SQLite file; the collection is closed. */
  finish(info: AnkiCollectionInfo): Uint8Array {
    const modifiedSecs = Math.floor(info.nowMs / 1000);
    // The Basic type when a "Básica" note uses it, or when no other type would leave the collection without any.
    const models = [...(this.usesBasic || info.models.length === 0 ? [basicModel] : []), ...info.models];
    const decks: Record<string, unknown> = {
      [DEFAULT_DECK_ID]: deck({ id: DEFAULT_DECK_ID, name: 'Default', description: '' }, modifiedSecs),
    };
    for (const entry of info.decks) decks[entry.id] = deck(entry, modifiedSecs);
    const conf = {
      activeDecks: [DEFAULT_DECK_ID],
      curDeck: DEFAULT_DECK_ID,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: models[0].id,
      nextPos: info.nextNewPosition,
      sortType: 'noteFld',
      sortBackwards: false,
      addToCur: true,
      // The v2 scheduler's day counting: days from `crt` in the zone of `creationOffset`, rolling over at 04:00.
      schedVer: 2,
      rollover: 4,
      creationOffset: info.creationMinutesWest,
    };
    this.db.run(
      'insert into col (id, crt, mod, scm, ver, dty, usn, ls, conf, models, decks, dconf, tags) values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)',
      [
        info.createdSecs,
        info.nowMs,
        info.nowMs,
        JSON.stringify(conf),
        JSON.stringify(Object.fromEntries(models.map((model) => [model.id, noteType(modifiedSecs, model)]))),
        JSON.stringify(decks),
        JSON.stringify({ [DECK_CONFIG_ID]: deckConfig(info.deckOptions, modifiedSecs) }),
        '{}',
      ],
    );
    this.insertNote.free();
    this.insertCard.free();
    this.insertRevlog.free();
    this.db.run('commit');
    try {
      return this.db.export();
    } finally {
      this.db.close();
    }
  }

  /** Frees the collection without finishing it (an export that failed half-way). */
  close(): void {
    try {
      this.db.close();
    } catch {
      // Already closed by `finish`.
    }
  }
}
