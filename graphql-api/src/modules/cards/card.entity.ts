import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Folder } from '../folders/folder.entity';
import { Note } from '../notes/note.entity';
import type { CardState, StoredDifficulty } from '../scheduling/schedule';

/** Stored difficulty: `new` until the first rating; a medium rating is stored as `good`. */
export type CardDifficulty = StoredDifficulty;

@Entity({ tableName: 'cards' })
// Serves the due list: per learner and folder, overdue cards by date and never-reviewed ones (nulls) by id; suspended
// cards are never due, so they are not in it.
@Index({
  name: 'cards_user_id_folder_id_next_review_at_id_index',
  expression:
    'create index "cards_user_id_folder_id_next_review_at_id_index" on "cards" ("user_id", "folder_id", "next_review_at", "id") where not "suspended"',
})
// Serves a folder's card pages: creation order, keyset on (created_at, id).
@Index({ name: 'cards_folder_id_created_at_id_index', properties: ['folder', 'createdAt', 'id'] })
// Serve a search inside a folder (`ilike '%term%'` on front or back) through trigrams (pg_trgm), in GiST trees split
// by folder first (btree_gist), so a search costs what its folder holds, not the whole table.
@Index({
  name: 'cards_folder_id_front_trgm_index',
  expression:
    'create index "cards_folder_id_front_trgm_index" on "cards" using gist ("folder_id", "front" gist_trgm_ops)',
})
@Index({
  name: 'cards_folder_id_back_trgm_index',
  expression:
    'create index "cards_folder_id_back_trgm_index" on "cards" using gist ("folder_id", "back" gist_trgm_ops)',
})
// Finds a card's other direction when it is deleted (its link is set to null); most cards have none.
@Index({
  name: 'cards_sibling_id_index',
  expression: 'create index "cards_sibling_id_index" on "cards" ("sibling_id") where "sibling_id" is not null',
})
// Finds the cards an earlier import of the same Anki package brought (only imported cards have a key).
@Index({
  name: 'cards_source_key_index',
  expression: 'create index "cards_source_key_index" on "cards" ("source_key") where "source_key" is not null',
})
export class Card {
  // The scheduler's state starts as a new card's (`newCardState`), the rest as their defaults say.
  [OptionalProps]?:
    | keyof CardState
    | 'createdAt'
    | 'updatedAt'
    | 'sourceKey'
    | 'suspended'
    | 'communityKey'
    | 'communityHash'
    | 'sibling'
    | 'reversed'
    | 'leech'
    | 'note'
    | 'templateOrd'
    | 'empty';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  front!: string;

  @Property({ type: 'text' })
  back!: string;

  @ManyToOne(() => Folder, { deleteRule: 'cascade' })
  folder!: Folder;

  /**
   * Its folder's learner, carried so the data is distributable by learner and statements say whose cards they read
   * (issue 40). Learner-wide, a learner's due cards by date come from this index (reminders, due counts).
   */
  @Index({
    name: 'cards_user_id_next_review_at_index',
    expression:
      'create index "cards_user_id_next_review_at_index" on "cards" ("user_id", "next_review_at") where not "suspended"',
  })
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /**
   * The note it is a card of; its front and back are that note rendered through one template (DESIGN §16). Optional
   * on insert: the database gives a card written alone its note (Migration20261128230000_notes).
   */
  @Index({ name: 'cards_note_id_index' })
  @ManyToOne(() => Note, { deleteRule: 'cascade' })
  note!: Note;

  /** Its template's index in the note type, or for a cloze note its ordinal − 1. */
  @Property({ type: 'integer', default: 0 })
  templateOrd = 0;

  /**
   * Its template (or cloze ordinal) no longer yields a question since its note or note type was edited: kept with its
   * history, listed as "vacía" for the learner to delete (set on write: reading never renders).
   */
  @Index({
    name: 'cards_empty_index',
    expression: 'create index "cards_empty_index" on "cards" ("folder_id") where "empty"',
  })
  @Property({ type: 'boolean', default: false })
  empty = false;

  @Property({ type: 'string', length: 10, default: 'new' })
  difficulty: CardDifficulty = 'new';

  @Property({ type: 'integer', default: 0 })
  reviewCount = 0;

  @Property({ type: 'datetime', nullable: true })
  lastReviewedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  nextReviewAt: Date | null = null;

  /** Days until the next review after the last rating. */
  @Property({ type: 'integer', default: 2 })
  interval = 2;

  /** Ease in percent (250 = 2.5x). */
  @Property({ type: 'integer', default: 250 })
  easeFactor = 250;

  /** FSRS stability in days (recall 90 % after that long); null while new. */
  @Property({ type: 'double', nullable: true })
  stability: number | null = null;

  /** FSRS difficulty, 1..10; null while new. */
  @Property({ type: 'double', nullable: true })
  fsrsDifficulty: number | null = null;

  /** ts-fsrs `State`: 0 new, 1 learning, 2 review, 3 relearning. */
  @Property({ type: 'smallint', default: 0 })
  state = 0;

  /** Ratings of difícil after the first one (forgotten reviews). */
  @Property({ type: 'integer', default: 0 })
  lapses = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** The card's identity in the file it was imported from (Anki: `anki:<note guid>:<template>`); null otherwise. */
  @Property({ type: 'text', nullable: true })
  sourceKey: string | null = null;

  /** Kept out of study until the learner takes it back. */
  @Property({ type: 'boolean', default: false })
  suspended = false;

  /** The community card it was copied from (`CommunityCard.cardKey`); null: not from the community. */
  @Property({ type: 'string', length: 16, nullable: true })
  communityKey: string | null = null;

  /** sha256 of the front and back as last taken from the community: different now means the learner edited it. */
  @Property({ type: 'string', length: 64, nullable: true })
  communityHash: string | null = null;

  /** The same card studied in the other direction (each points at the other); null: studied one way only. */
  @ManyToOne(() => Card, { nullable: true, deleteRule: 'set null' })
  sibling: Card | null = null;

  /** Made as the reverse of another card (front and back swapped, kept in step with it). */
  @Property({ type: 'boolean', default: false })
  reversed = false;

  /** Forgotten as often as the learner's leech threshold ("Sanguijuela"). */
  @Property({ type: 'boolean', default: false })
  leech = false;
}
