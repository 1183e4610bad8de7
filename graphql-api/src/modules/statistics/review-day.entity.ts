import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Folder } from '../folders/folder.entity';

/**
 * Reviews per folder and study day, kept by triggers on `reviews` (migration `review_days`) in the same transaction
 * as every rating, undo and deletion: the statistics screen reads these rows, never the learner's whole history.
 * Only the triggers write it.
 */
@Entity({ tableName: 'review_days' })
@Index({ name: 'review_days_user_id_day_index', properties: ['user', 'day'] })
export class ReviewDay {
  [PrimaryKeyProp]?: ['folder', 'day'];

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Folder, { primary: true, deleteRule: 'cascade' })
  folder!: Folder;

  /** `YYYY-MM-DD`: the study day (04:00 boundary in the learner's zone) the reviews were made on. */
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer', default: 0 })
  reviews = 0;

  /** First ratings of never-reviewed cards. */
  @Property({ type: 'integer', default: 0 })
  newCards = 0;

  @Property({ type: 'integer', default: 0 })
  hard = 0;

  @Property({ type: 'integer', default: 0 })
  medium = 0;

  @Property({ type: 'integer', default: 0 })
  easy = 0;

  /** Reviews of studied cards with an interval under 21 days (young), and of those the ones not answered difícil. */
  @Property({ type: 'integer', default: 0 })
  youngDue = 0;

  @Property({ type: 'integer', default: 0 })
  youngPassed = 0;

  /** The same for mature cards (interval of 21 days or more). */
  @Property({ type: 'integer', default: 0 })
  matureDue = 0;

  @Property({ type: 'integer', default: 0 })
  maturePassed = 0;

  /** Sum of `reviews.duration_ms` over the reviews that have one (`timed`). */
  @Property({ type: 'bigint', default: 0 })
  durationMs = 0;

  @Property({ type: 'integer', default: 0 })
  timed = 0;
}
