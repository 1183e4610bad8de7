import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Folder } from '../folders/folder.entity';

/**
 * Cards per folder and UTC date of their next review, kept by triggers on `cards` (migration `card_due_days`) in the
 * same transaction as every write: the statistics screen's overdue count sums these rows instead of counting every
 * overdue card. Only the triggers write it.
 */
@Entity({ tableName: 'card_due_days' })
export class CardDueDay {
  [PrimaryKeyProp]?: ['user', 'folder', 'day'];

  // The learner first: distributable by learner (issue 40), and every statement says whose rows it reads.
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Folder, { primary: true, deleteRule: 'cascade' })
  folder!: Folder;

  /** `YYYY-MM-DD`: the UTC date of the cards' `next_review_at`. */
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'integer', default: 0 })
  cards = 0;
}
