import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';
import { Folder } from '../folders/folder.entity';
import { StudySession } from './study-session.entity';

export type Rating = 'easy' | 'medium' | 'hard';

/** One row per rating: the source of "studied today", the streak and later statistics. */
@Entity({ tableName: 'reviews' })
@Index({ name: 'reviews_user_id_reviewed_at_index', properties: ['user', 'reviewedAt'] })
export class Review {
  [OptionalProps]?: 'studySession' | 'durationMs' | 'reviewedAt';

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  reviewedAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  durationMs: number | null = null;
}
