import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';
import { Folder } from '../folders/folder.entity';
import type { CardState } from '../scheduling/schedule';
import { StudySession } from './study-session.entity';

export type Rating = 'easy' | 'medium' | 'hard';

/**
 * `CardState` as JSON: dates as ISO strings (millisecond precision, as JavaScript wrote them), plus `updatedAt` and
 * the leech tag (absent from reviews written before leeches).
 */
export type StoredCardState = Omit<CardState, 'lastReviewedAt' | 'nextReviewAt'> & {
  lastReviewedAt: string | null;
  nextReviewAt: string | null;
  updatedAt: string;
  leech?: boolean;
};

/** One row per rating: the source of "studied today", the streak and later statistics. */
@Entity({ tableName: 'reviews' })
@Index({ name: 'reviews_user_id_reviewed_at_index', properties: ['user', 'reviewedAt'] })
// A replayed offline rating finds its first answer here instead of rating twice (DESIGN §14); NULLs never collide.
@Unique({ name: 'reviews_user_id_client_id_unique', properties: ['user', 'clientId'] })
export class Review {
  [OptionalProps]?: 'studySession' | 'durationMs' | 'reviewedAt' | 'cardBefore' | 'cardAfter' | 'studyDay' | 'clientId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Card, { deleteRule: 'cascade', index: 'reviews_card_id_index' })
  card!: Card;

  @ManyToOne(() => Folder, { deleteRule: 'cascade', index: 'reviews_folder_id_index' })
  folder!: Folder;

  @ManyToOne(() => StudySession, { nullable: true, deleteRule: 'set null' })
  studySession: StudySession | null = null;

  @Property({ type: 'string', length: 10 })
  rating!: Rating;

  @Property({ type: 'integer' })
  intervalBefore!: number;

  @Property({ type: 'integer' })
  intervalAfter!: number;

  @Property({ type: 'integer' })
  easeBefore!: number;

  @Property({ type: 'integer' })
  easeAfter!: number;

  /**
   * The card's whole scheduling state before the rating (undo restores it) and after (JSON, dates ISO);
   * null on reviews made before FSRS.
   */
  @Property({ type: 'json', nullable: true })
  cardBefore: StoredCardState | null = null;

  @Property({ type: 'json', nullable: true })
  cardAfter: StoredCardState | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  reviewedAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;

  /**
   * `YYYY-MM-DD`, the study day the review counted for (04:00 boundary in the learner's zone at that moment): the
   * day its `study_days` and `review_days` rows hold it under. A row inserted without it gets it from a trigger.
   */
  @Property({ type: 'date' })
  studyDay?: string;

  /** The id the client gave the rating (a UUID), so sending it again answers this review; null when none was given. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;
}
