import { ArrayType, Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';

/** Standard: one card per template that yields a question. Cloze: one card per `{{cN::…}}` ordinal. */
export type NoteTypeKind = 'standard' | 'cloze';

/** The built-in types every learner has (DESIGN §16), known by this key whatever they are renamed to. */
export type BuiltinNoteType = 'basic' | 'basic_reversed' | 'basic_optional_reversed' | 'cloze';

/** A card template in Anki's template language (`{{Field}}`, `{{#Field}}…{{/Field}}`, `{{cloze:Field}}`). */
export type CardTemplate = { name: string; question: string; answer: string };

@Entity({ tableName: 'note_types' })
@Check({ name: 'note_types_kind_check', expression: "kind ~ '^(standard|cloze)$'" })
@Index({
  name: 'note_types_user_id_name_unique',
  expression: 'create unique index "note_types_user_id_name_unique" on "note_types" ("user_id", lower("name"))',
})
@Index({
  name: 'note_types_user_id_builtin_unique',
  expression:
    'create unique index "note_types_user_id_builtin_unique" on "note_types" ("user_id", "builtin") where "builtin" is not null',
})
export class NoteType {
  [OptionalProps]?:
    | 'builtin'
    | 'kind'
    | 'css'
    | 'communityNoteTypeId'
    | 'communityHash'
    | 'communityName'
    | 'ankiId'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** Which built-in type this is; null: one the learner (or an import) added. */
  @Property({ type: 'string', length: 30, nullable: true })
  builtin: BuiltinNoteType | null = null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 10, default: 'standard' })
  kind: NoteTypeKind = 'standard';

  /** Field names, in order: a note's fields are in the same order. */
  @Property({ type: ArrayType })
  fields!: string[];

  /** In order: a card's `templateOrd` indexes them (a cloze type has one). */
  @Property({ type: 'json' })
  templates!: CardTemplate[];

  @Property({ type: 'text', nullable: true })
  css: string | null = null;

  /**
   * The community folder's note type (`community_note_types.id`) this one is the learner's copy of, so later copies
   * of that folder reuse it; null: not copied from the community.
   */
  @Property({ type: 'integer', nullable: true, index: 'note_types_community_note_type_id_index' })
  communityNoteTypeId: number | null = null;

  /**
   * sha256 of the fields and templates as last taken from the community: different now means the learner edited the
   * type (a later version then keeps theirs); null: not copied, or not known to be unedited.
   */
  @Property({ type: 'text', nullable: true })
  communityHash: string | null = null;

  /**
   * The name the copy was given when copied, or last took from the community: a different name now is the learner's
   * rename (a later version keeps it); null: not copied, or not known to be unrenamed.
   */
  @Property({ type: 'text', nullable: true })
  communityName: string | null = null;

  /** The Anki note type id it was imported from; null: made here. */
  @Property({ type: 'bigint', nullable: true })
  ankiId: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
