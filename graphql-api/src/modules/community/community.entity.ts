import {
  ArrayType,
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  PrimaryKeyProp,
  Property,
  Unique,
} from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import { Card } from '../cards/card.entity';
import { Folder } from '../folders/folder.entity';
import { Media } from '../media/media.entity';
import { type BuiltinNoteType, type CardTemplate, NoteType, type NoteTypeKind } from '../notes/note-type.entity';

/**
 * A folder published to the community library: a snapshot of its cards taken when it was (re)published, so later
 * private edits stay private until the author republishes. Listed while neither unpublished nor hidden; otherwise
 * it answers 404 exactly like a slug that never existed. Repaso's own folders (the store) have no author.
 */
@Entity({ tableName: 'community_folders' })
@Check({
  name: 'community_folders_level_check',
  expression: `level ~ '^(A1|A2|B1|B2|C1|C2)$'`,
})
@Check({
  name: 'community_folders_licence_check',
  expression: `licence ~ '^(cc-by-4\\.0|cc-by-sa-4\\.0|cc0-1\\.0|all-rights-reserved)$'`,
})
// Full-text search in Spanish and English, accents ignored (`community_document`, an immutable function of the
// migration); trigrams of the unaccented title catch typos.
@Index({
  name: 'community_folders_document_index',
  expression:
    'create index "community_folders_document_index" on "community_folders" using gin (public.community_document("title", "description", "tags")) where "unpublished_at" is null and "hidden_at" is null',
})
@Index({
  name: 'community_folders_title_trgm_index',
  expression:
    'create index "community_folders_title_trgm_index" on "community_folders" using gin (public.community_unaccent("title") gin_trgm_ops) where "unpublished_at" is null and "hidden_at" is null',
})
@Index({
  name: 'community_folders_copies_index',
  expression:
    'create index "community_folders_copies_index" on "community_folders" ("copies_count" desc, "id" desc) where "unpublished_at" is null and "hidden_at" is null',
})
@Index({
  name: 'community_folders_recent_index',
  expression:
    'create index "community_folders_recent_index" on "community_folders" ("updated_at" desc, "id" desc) where "unpublished_at" is null and "hidden_at" is null',
})
@Index({
  name: 'community_folders_tags_index',
  expression: 'create index "community_folders_tags_index" on "community_folders" using gin ("tags")',
})
export class CommunityFolder {
  [OptionalProps]?:
    | 'author'
    | 'sourceFolder'
    | 'description'
    | 'frontLanguage'
    | 'backLanguage'
    | 'level'
    | 'tags'
    | 'licence'
    | 'version'
    | 'cardCount'
    | 'copiesCount'
    | 'storeKey'
    | 'publishedAt'
    | 'updatedAt'
    | 'unpublishedAt'
    | 'hiddenAt'
    | 'hiddenReason';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Readable from the title plus random characters (`verbos-irregulares-7k3f`): never an id in sequence. */
  @Property({ type: 'string', length: 80, unique: 'community_folders_slug_unique' })
  slug!: string;

  /** Null: published by Repaso itself. */
  @Index({ name: 'community_folders_author_id_index' })
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  author: User | null = null;

  /** The author's folder it is a snapshot of; null once that folder is deleted (the snapshot stays published). */
  @ManyToOne(() => Folder, {
    nullable: true,
    deleteRule: 'set null',
    unique: 'community_folders_source_folder_id_unique',
  })
  sourceFolder: Folder | null = null;

  @Property({ type: 'string', length: 120 })
  title!: string;

  /** Markdown. */
  @Property({ type: 'text', default: '' })
  description = '';

  @Property({ type: 'string', length: 35, nullable: true })
  frontLanguage: string | null = null;

  @Property({ type: 'string', length: 35, nullable: true })
  backLanguage: string | null = null;

  /** CEFR level; null: none given. */
  @Property({ type: 'string', length: 2, nullable: true })
  level: string | null = null;

  @Property({ type: ArrayType, defaultRaw: "'{}'" })
  tags: string[] = [];

  @Property({ type: 'string', length: 20, default: 'cc-by-4.0' })
  licence = 'cc-by-4.0';

  /** Bumped by every republish; a copy remembers the version it has. */
  @Property({ type: 'integer', default: 1 })
  version = 1;

  @Property({ type: 'integer', default: 0 })
  cardCount = 0;

  /** Learners who added it to their folders. */
  @Property({ type: 'integer', default: 0 })
  copiesCount = 0;

  /** The store template it stands for (the store's curated view); null for everything else. */
  @Property({ type: 'string', length: 50, nullable: true, unique: 'community_folders_store_key_unique' })
  storeKey: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  publishedAt: Date = new Date();

  /** The last (re)publication. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  unpublishedAt: Date | null = null;

  /** Hidden by an operator, who gives the author a reason. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  hiddenReason: string | null = null;
}

/** One card of a published snapshot. `cardKey` stays the same across republications, so copies can follow it. */
@Entity({ tableName: 'community_cards' })
@Unique({ name: 'community_cards_folder_key_unique', properties: ['communityFolder', 'cardKey'] })
@Index({ name: 'community_cards_folder_position_index', properties: ['communityFolder', 'position'] })
export class CommunityCard {
  [OptionalProps]?: 'sourceCard' | 'note' | 'templateOrd';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CommunityFolder, { deleteRule: 'cascade' })
  communityFolder!: CommunityFolder;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'string', length: 16 })
  cardKey!: string;

  /** The author's card it was taken from (matched on republish); never shown. */
  @ManyToOne(() => Card, { nullable: true, deleteRule: 'set null', index: 'community_cards_source_card_id_index' })
  sourceCard: Card | null = null;

  @Property({ type: 'text' })
  front!: string;

  @Property({ type: 'text' })
  back!: string;

  /** The version in which this card was added or last changed. */
  @Property({ type: 'integer' })
  changedVersion!: number;

  /** The snapshot's note this card is a card of; null: a snapshot taken before notes (copied as "Básica"). */
  @ManyToOne(() => CommunityNote, { nullable: true, deleteRule: 'set null', index: 'community_cards_note_id_index' })
  note: CommunityNote | null = null;

  /** Its template's index in the note's type (a cloze's ordinal − 1); null with `note`. */
  @Property({ type: 'integer', nullable: true })
  templateOrd: number | null = null;
}

/** A note type a snapshot's notes use, as the author had it; matched on republish by the author's type. */
@Entity({ tableName: 'community_note_types' })
@Unique({ name: 'community_note_types_folder_source_unique', properties: ['communityFolder', 'sourceNoteType'] })
export class CommunityNoteType {
  [OptionalProps]?: 'sourceNoteType' | 'builtin';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CommunityFolder, { deleteRule: 'cascade' })
  communityFolder!: CommunityFolder;

  /** The author's type it was taken from; never shown. */
  @ManyToOne(() => NoteType, {
    nullable: true,
    deleteRule: 'set null',
    index: 'community_note_types_source_note_type_id_index',
  })
  sourceNoteType: NoteType | null = null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 10 })
  kind!: NoteTypeKind;

  @Property({ type: ArrayType })
  fields!: string[];

  @Property({ type: 'json' })
  templates!: CardTemplate[];

  /** A built-in type's key: a copy uses the learner's own built-in of that key. */
  @Property({ type: 'string', length: 30, nullable: true })
  builtin: BuiltinNoteType | null = null;
}

/** A note of a published snapshot: its fields and tags; matched by `guid` on republish and by copies' updates. */
@Entity({ tableName: 'community_notes' })
@Unique({ name: 'community_notes_folder_guid_unique', properties: ['communityFolder', 'guid'] })
export class CommunityNote {
  [OptionalProps]?: 'tags';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CommunityFolder, { deleteRule: 'cascade' })
  communityFolder!: CommunityFolder;

  @ManyToOne(() => CommunityNoteType, {
    deleteRule: 'cascade',
    index: 'community_notes_community_note_type_id_index',
  })
  communityNoteType!: CommunityNoteType;

  @Property({ type: ArrayType })
  fields!: string[];

  @Property({ type: ArrayType, defaultRaw: "'{}'" })
  tags: string[] = [];

  @Property({ type: 'string', length: 64 })
  guid!: string;

  /** The version in which this note was added or its fields, tags or type last changed. */
  @Property({ type: 'integer' })
  changedVersion!: number;
}

/** A media of the author's that a published snapshot shows: kept while it is published, even if no card uses it. */
@Entity({ tableName: 'community_media' })
export class CommunityMedia {
  [PrimaryKeyProp]?: ['communityFolder', 'media'];

  @ManyToOne(() => CommunityFolder, { primary: true, deleteRule: 'cascade' })
  communityFolder!: CommunityFolder;

  @ManyToOne(() => Media, { primary: true, deleteRule: 'cascade', index: 'community_media_media_id_index' })
  media!: Media;
}

/** A signed-in learner's report of a published folder; operators read them in the admin screen. */
@Entity({ tableName: 'community_reports' })
@Unique({ name: 'community_reports_folder_reporter_unique', properties: ['communityFolder', 'reporter'] })
@Index({
  name: 'community_reports_open_index',
  expression:
    'create index "community_reports_open_index" on "community_reports" ("created_at", "id") where "resolved_at" is null',
})
export class CommunityReport {
  [OptionalProps]?: 'text' | 'createdAt' | 'resolvedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CommunityFolder, { deleteRule: 'cascade' })
  communityFolder!: CommunityFolder;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'community_reports_reporter_id_index' })
  reporter!: User;

  @Property({ type: 'string', length: 20 })
  reason!: string;

  @Property({ type: 'string', length: 2000, default: '' })
  text = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  resolvedAt: Date | null = null;
}
