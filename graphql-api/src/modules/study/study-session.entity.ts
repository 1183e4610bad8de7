import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Folder } from '../folders/folder.entity';

@Entity({ tableName: 'study_sessions' })
export class StudySession {
  [OptionalProps]?: 'folder' | 'cardsStudied' | 'easyCount' | 'goodCount' | 'hardCount' | 'startedAt' | 'completedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'study_sessions_user_id_index' })
  user!: User;

  @ManyToOne(() => Folder, { nullable: true, deleteRule: 'cascade' })
  folder: Folder | null = null;

  @Property({ type: 'integer', default: 0 })
  cardsStudied = 0;

  @Property({ type: 'integer', default: 0 })
  easyCount = 0;

  /** Medium ratings. */
  @Property({ type: 'integer', default: 0 })
  goodCount = 0;

  @Property({ type: 'integer', default: 0 })
  hardCount = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  startedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;
}
