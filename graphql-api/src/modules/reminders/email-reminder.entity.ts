import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';

/** The pending reminder of one card, scheduled at its next review. */
@Entity({ tableName: 'email_reminders' })
export class EmailReminder {
  [OptionalProps]?: 'sentAt' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'email_reminders_user_id_index' })
  user!: User;

  @ManyToOne(() => Card, { deleteRule: 'cascade', index: 'email_reminders_card_id_index' })
  card!: Card;

  @Property({ type: 'string', length: 10 })
  difficulty!: string;

  @Property({ type: 'datetime' })
  scheduledAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
