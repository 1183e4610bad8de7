import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Folder } from '../folders/folder.entity';

/**
 * Cards per folder, class and interval, kept by triggers on `cards` (migration `card_intervals`) in the same
 * transaction as every write: the statistics screen's cards by state and interval distribution read these rows.
 * Only the triggers write it.
 */
@Entity({ tableName: 'card_intervals' })
export class CardInterval {
  [PrimaryKeyProp]?: ['user', 'folder', 'kind', 'interval'];

  // The learner first: distributable by learner (issue 40), and every statement says whose rows it reads.
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Folder, { primary: true, deleteRule: 'cascade' })
  folder!: Folder;

  /** 0 never reviewed, 1 (re)learning, 2 young (interval under 21 days), 3 mature. */
  @PrimaryKey({ type: 'smallint' })
  kind!: number;

  /** Days to the next review after the last rating (a new card's column default). */
  @PrimaryKey({ type: 'integer' })
  interval!: number;

  @Property({ type: 'integer', default: 0 })
  cards = 0;
}
