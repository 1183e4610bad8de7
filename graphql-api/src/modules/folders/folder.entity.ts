import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';

@Entity({ tableName: 'folders' })
export class Folder {
  [OptionalProps]?:
    | 'description'
    | 'createdAt'
    | 'updatedAt'
    | 'cardCount'
    | 'newCount'
    | 'easyCount'
    | 'goodCount'
    | 'hardCount'
    | 'studiedCount'
    | 'autoPlay'
    | 'frontLanguage'
    | 'backLanguage'
    | 'communityFolder'
    | 'communityVersion'
    | 'bothDirections'
    | 'suspendedCount';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Index({ name: 'folders_user_id_index' })
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Play the sound of each side as it appears while studying (DESIGN §15). */
  @Property({ type: 'boolean', default: false })
  autoPlay: boolean = false;

  /** BCP-47 language its fronts are read aloud in (`SPEECH_LANGUAGES`); null: not read aloud. */
  @Property({ type: 'string', length: 35, nullable: true })
  frontLanguage: string | null = null;

  /** BCP-47 language its backs are read aloud in; null: not read aloud. */
  @Property({ type: 'string', length: 35, nullable: true })
  backLanguage: string | null = null;

  /**
   * The community folder it was copied from (null: the learner's own, or that folder is gone). Named, and typed by
   * its id alone, so that folders imports nothing of community: community stands above folders (it copies them).
   */
  @ManyToOne('CommunityFolder', { nullable: true, deleteRule: 'set null', index: 'folders_community_folder_id_index' })
  communityFolder: { id: number } | null = null;

  /** The version of the community folder its cards are at. */
  @Property({ type: 'integer', nullable: true })
  communityVersion: number | null = null;

  /** "Estudiar en ambos sentidos": each card also has its reverse (back → front), a card of its own. */
  @Property({ type: 'boolean', default: false })
  bothDirections: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  // Counters of the folder's cards, kept by PostgreSQL triggers on `cards` in the transaction of every write
  // (migration `folder_counters`), so lists and stats never count a big folder card by card. Read, never written.
  @Property({ type: 'integer', default: 0, hidden: true })
  cardCount = 0;

  @Property({ type: 'integer', default: 0, hidden: true })
  newCount = 0;

  @Property({ type: 'integer', default: 0, hidden: true })
  easyCount = 0;

  @Property({ type: 'integer', default: 0, hidden: true })
  goodCount = 0;

  @Property({ type: 'integer', default: 0, hidden: true })
  hardCount = 0;

  /** Cards reviewed at least once. */
  @Property({ type: 'integer', default: 0, hidden: true })
  studiedCount = 0;

  /** Suspended cards (kept by the same triggers). */
  @Property({ type: 'integer', default: 0, hidden: true })
  suspendedCount = 0;
}
