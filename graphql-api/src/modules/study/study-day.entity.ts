import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';

/**
 * Reviews per learner and study day (local date, 04:00 boundary), kept in the rating's transaction: "studied
 * today" and the streak read a handful of these rows instead of every review the learner ever made.
 */
@Entity({ tableName: 'study_days' })
export class StudyDay {
  [PrimaryKeyProp]?: ['user', 'day'];
  [OptionalProps]?: 'newCards';

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  /** `YYYY-MM-DD`, the study day in the learner's time zone when the reviews were made. */
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer' })
  reviews!: number;

  /** Of those, first ratings of never-reviewed cards (the new-card limit counts these; the review limit the rest). */
  @Property({ type: 'integer', default: 0 })
  newCards = 0;
}
