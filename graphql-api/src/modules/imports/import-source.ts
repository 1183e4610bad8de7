import type { CardState, Rating } from '../scheduling/schedule';

/** A Spanish reason the import as a whole cannot go on: the job fails with it and nothing is written. */
export class ImportFailure extends Error {}

/** One rating from another program's history (Anki's `revlog`). */
export type SourceReview = {
  rating: Rating;
  reviewedAt: Date;
  durationMs: number | null;
  intervalBefore: number;
  intervalAfter: number;
  easeBefore: number;
  easeAfter: number;
};

/** Where another program would show the card next, and what it kept about it (Anki's `cards` row). */
export type ForeignSchedule = {
  /** The instant its due day starts (or it is due); null for a new card. */
  due: Date | null;
  interval: number;
  easeFactor: number;
  reps: number;
  lapses: number;
  /** Anki's card type when it is learning (1), in review (2) or relearning (3); ts-fsrs numbers its states the same. */
  state?: number;
  /** The memory state the other program's FSRS kept for the card (Anki 23.10+), used instead of replaying. */
  memory?: { stability: number; difficulty: number };
};

/** A note type as another program keeps it (Anki's: templates in its template language over the fields' HTML). */
export type SourceNoteType = {
  /** Its id there (Anki's note type id): a later import of the same type reuses the learner's copy. */
  ankiId: string;
  name: string;
  kind: 'standard' | 'cloze';
  fields: string[];
  templates: { name: string; question: string; answer: string }[];
  css: string | null;
};

/** One of the learner's note types, chosen for a CSV (checked to be theirs before the import runs). */
export type LearnerNoteType = { id: number };

/** The note a card comes from: its type, fields as Markdown, tags and identity (Anki's `guid`). */
export type SourceNote = { guid: string; type: SourceNoteType | LearnerNoteType; fields: string[]; tags: string[] };

/** A card as read from the file, before it is written. */
export type SourceCard = {
  /** The folder it goes to: a deck's name for Anki; '' for the folder the CSV import chose. */
  folder: string;
  front: string;
  back: string;
  /** Repaso's own export: the card's whole state, restored as it was. */
  state?: CardState;
  createdAt?: Date;
  /** Another program's schedule: kept, with a memory state replayed from `reviews`. */
  foreign?: ForeignSchedule;
  reviews: SourceReview[];
  /** The languages its sides are read aloud in there (Anki's `{{tts en_US:…}}`), as BCP-47. */
  languages?: { front?: string; back?: string };
  /** Suspended in the other program: kept out of study until the learner takes it back. */
  suspended?: boolean;
  /**
   * The card's identity in the other program (Anki: its note's guid and its template), so that importing the same
   * file again updates the card instead of adding a second one.
   */
  sourceKey?: string;
  /** The note it is a card of, and its template (a cloze's ordinal − 1); without one it is a "Básica" note's card. */
  note?: SourceNote;
  templateOrd?: number;
  /** A later card of the note the item before it made (a CSV row's second card): not another row of the file. */
  sameRow?: boolean;
};

/** A row or note that cannot become a card, and why (Spanish; counted per reason in the report). */
export type SkippedNote = { skipped: string };

/** Where a stored media file is served, and whether it shows as an image or plays as a sound. */
export type MediaLink = { url: string; kind: 'image' | 'audio' };

/** Stores one media file of the import (in its transaction); says why not when it is not one we keep. */
export type MediaSink = (bytes: Buffer) => Promise<{ link: MediaLink } | { skipped: string }>;

/** What became of a source's media: files stored, references to files it lacks, files refused by reason. */
export type SourceMedia = { imported: number; missing: number; refused: Map<string, number> };

/** What a parser hands the writer: how many items there are, then each one in turn (streamed, not all at once). */
export type ImportSource = {
  total: number;
  /** Stores the source's media through `sink`, in the import's transaction, before `items` is read. */
  prepare?(sink: MediaSink): Promise<void>;
  items(): Iterable<SourceCard | SkippedNote> | AsyncIterable<SourceCard | SkippedNote>;
  /** What became of the media, known once `items` has been read. */
  media(): SourceMedia;
  close(): void;
};

export const skipReasons = {
  emptySide: 'El anverso o el reverso queda vacío (en Anki: solo imágenes o sonidos que el paquete no incluye)',
  tooLong: 'El anverso o el reverso supera los 10 000 caracteres',
  shortRow: 'La fila no tiene las columnas elegidas',
  emptyCard: 'Carta vacía en Anki: su plantilla no muestra ningún campo (Anki la borra con «Vaciar tarjetas»)',
  unknownNoteType: 'La nota usa un tipo de nota que el paquete no incluye',
  noCard: 'La fila no genera ninguna tarjeta con el tipo de nota elegido (su primer campo, o su hueco, está vacío)',
  badNote:
    'La nota no es válida: una etiqueta con espacios o caracteres de control, un campo de más de 10 000 caracteres o un hueco mal numerado',
} as const;
