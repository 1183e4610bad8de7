import type { FolderRecord } from '../folders/folder.record';
import type { CardState, StoredDifficulty } from '../scheduling/schedule';

/** A card as presenters and GraphQL's `Card` read it: a `Card` entity is one, and so is `cardFromRow`'s result. */
export type CardRecord = CardState & {
  id: number;
  front: string;
  back: string;
  createdAt: Date;
  updatedAt: Date;
  suspended: boolean;
  /** Forgotten as often as the learner's leech threshold. */
  leech: boolean;
  /** Its other direction, when it is studied both ways. */
  sibling: { id: number } | null;
  /** Made as the reverse of its sibling. */
  reversed: boolean;
  folder: { id: number };
};

/** A card with its whole folder (what the due list and a rating answer with). */
export type CardWithFolder = CardRecord & { folder: FolderRecord };

/** The columns `cardFromRow` reads, for a `cards c` joined with its `folders f`. */
export const cardWithFolderColumns = `c.id, c.front, c.back, c.folder_id, c.difficulty, c.review_count, c.last_reviewed_at,
       c.next_review_at, c.interval, c.ease_factor, c.stability, c.fsrs_difficulty, c.state, c.lapses, c.created_at,
       c.updated_at, c.suspended, c.leech, c.sibling_id, c.reversed, f.name as folder_name, f.description as folder_description, f.created_at as folder_created_at,
       f.updated_at as folder_updated_at`;

export type CardWithFolderRow = {
  id: number;
  front: string;
  back: string;
  folder_id: number;
  difficulty: StoredDifficulty;
  review_count: number;
  last_reviewed_at: Date | null;
  next_review_at: Date | null;
  interval: number;
  ease_factor: number;
  stability: number | null;
  fsrs_difficulty: number | null;
  state: number;
  lapses: number;
  created_at: Date;
  updated_at: Date;
  suspended: boolean;
  leech: boolean;
  sibling_id: number | null;
  reversed: boolean;
  folder_name: string;
  folder_description: string | null;
  folder_created_at: Date;
  folder_updated_at: Date;
};

export const cardFromRow = (row: CardWithFolderRow): CardWithFolder => ({
  id: row.id,
  front: row.front,
  back: row.back,
  difficulty: row.difficulty,
  reviewCount: row.review_count,
  lastReviewedAt: row.last_reviewed_at,
  nextReviewAt: row.next_review_at,
  interval: row.interval,
  easeFactor: row.ease_factor,
  stability: row.stability,
  fsrsDifficulty: row.fsrs_difficulty,
  state: row.state,
  lapses: row.lapses,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  suspended: row.suspended,
  leech: row.leech,
  sibling: row.sibling_id === null ? null : { id: row.sibling_id },
  reversed: row.reversed,
  folder: {
    id: row.folder_id,
    name: row.folder_name,
    description: row.folder_description,
    createdAt: row.folder_created_at,
    updatedAt: row.folder_updated_at,
  },
});
