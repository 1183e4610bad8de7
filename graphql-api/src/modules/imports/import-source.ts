import type { CardState, Rating } from '../study/schedule';

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
};

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
};

/** A row or note that cannot become a card, and why (Spanish; counted per reason in the report). */
export type SkippedNote = { skipped: string };

/** What a parser hands the writer: how many items there are, then each one in turn (streamed, not all at once). */
export type ImportSource = {
  total: number;
  items(): Iterable<SourceCard | SkippedNote> | AsyncIterable<SourceCard | SkippedNote>;
  /** Media references dropped (images, sounds), known once `items` has been read. */
  mediaSkipped(): number;
  close(): void;
};

export const skipReasons = {
  emptySide: 'Sin texto en el anverso o en el reverso (por ejemplo, solo una imagen o un sonido)',
  tooLong: 'El anverso o el reverso supera los 10 000 caracteres',
  shortRow: 'La fila no tiene las columnas elegidas',
} as const;
