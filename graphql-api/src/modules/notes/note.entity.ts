import { ArrayType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Folder } from '../folders/folder.entity';
import { NoteType } from './note-type.entity';

/** A learner's note (DESIGN §16): its fields make its cards through its type's templates. */
@Entity({ tableName: 'notes' })
// Anki's identity of a note: a re-import matches notes by it.
@Unique({ name: 'notes_user_id_guid_unique', properties: ['user', 'guid'] })
@Index({ name: 'notes_tags_index', expression: 'create index "notes_tags_index" on "notes" using gin ("tags")' })
export class Note {
  [OptionalProps]?: 'tags' | 'communityGuid' | 'communityHash' | 'communityCopyId' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Index({ name: 'notes_folder_id_index' })
  @ManyToOne(() => Folder, { deleteRule: 'cascade' })
  folder!: Folder;

  @Index({ name: 'notes_note_type_id_index' })
  @ManyToOne(() => NoteType)
  noteType!: NoteType;

  /** Markdown (DESIGN §15), one per field of its type, in the type's order. */
  @Property({ type: ArrayType })
  fields!: string[];

  /** Anki's syntax: no spaces, `::` for hierarchy. */
  @Property({ type: ArrayType, defaultRaw: "'{}'" })
  tags: string[] = [];

  @Property({ type: 'string', length: 64 })
  guid!: string;

  /** The guid of the community note this one is the learner's copy of (matched by later versions); null: none. */
  @Property({ type: 'string', length: 64, nullable: true })
  communityGuid: string | null = null;

  /** sha256 of the fields and tags as last taken from the community: different now means the learner edited it. */
  @Property({ type: 'text', nullable: true })
  communityHash: string | null = null;

  /**
   * The learner's copy (folder id) whose later versions this copied note follows, wherever the learner moved it;
   * null: it follows none. No foreign key: a deleted folder's id never comes back, so such a note follows nothing.
   */
  @Property({ type: 'integer', nullable: true, index: 'notes_community_copy_id_index' })
  communityCopyId: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
