import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TEXT_COST } from '../../transport/cost';
import type { User } from '../accounts/user.entity';
import { UserType } from '../accounts/user.type';
import type { Folder } from '../folders/folder.entity';
import { FolderType } from '../folders/folder.type';
import type { NoteRecord } from './note.service';
import type { BuiltinNoteType, CardTemplate, NoteTypeKind } from './note-type.entity';
import type { NoteTypeRecord } from './note-type.service';

@ObjectType('CardTemplate', { simpleResolvers: true, description: "A card template in Anki's template language." })
export class CardTemplateType {
  @Field(() => String)
  name!: string;

  @Field(() => String, { complexity: TEXT_COST })
  question!: string;

  @Field(() => String, { complexity: TEXT_COST })
  answer!: string;
}

@ObjectType('NoteType', {
  simpleResolvers: true,
  description: 'Which cards a note makes and what each side shows (DESIGN §16): fields, templates, kind.',
})
export class NoteTypeObject {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'basic, basic_reversed, basic_optional_reversed or cloze for the built-ins (whatever their name); null: added.',
  })
  builtin!: BuiltinNoteType | null;

  @Field(() => String, { description: 'standard, or cloze (one card per {{cN::…}} ordinal).' })
  kind!: NoteTypeKind;

  @Field(() => [String], { description: 'Field names, in order.' })
  fields!: string[];

  @Field(() => [CardTemplateType])
  templates!: CardTemplate[];

  @Field(() => String, { nullable: true, complexity: TEXT_COST })
  css!: string | null;

  @Field(() => Int, { description: "How many of the learner's notes are of this type." })
  noteCount!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('NoteCard', { simpleResolvers: true, description: 'One card of a note: its id, template and emptiness.' })
export class NoteCardType {
  @Field(() => ID)
  id!: number;

  @Field(() => Int, { description: 'Its template (a cloze note: its ordinal − 1).' })
  ord!: number;

  @Field(() => Boolean, {
    description: 'Empty ("vacía"): its template no longer shows anything; kept with its history, for you to delete.',
  })
  empty!: boolean;
}

@ObjectType('Note', {
  simpleResolvers: true,
  description: 'A note: named fields (Markdown) and tags; its type makes its cards.',
})
export class NoteObject {
  @Field(() => ID)
  id!: number;

  @Field(() => ID)
  folderId!: number;

  @Field(() => ID)
  noteTypeId!: number;

  @Field(() => [String], { complexity: TEXT_COST, description: "Markdown, in its type's field order." })
  fields!: string[];

  @Field(() => [String], { description: "Anki's syntax: no spaces, `::` for hierarchy." })
  tags!: string[];

  @Field(() => String)
  guid!: string;

  @Field(() => [NoteCardType])
  cards!: NoteRecord['cards'];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('NotePreviewCard', { simpleResolvers: true, description: 'A card as a note would make it (not stored).' })
export class NotePreviewCardType {
  @Field(() => Int, { description: 'Its template (a cloze note: its ordinal − 1).' })
  ord!: number;

  @Field(() => String, { complexity: TEXT_COST })
  front!: string;

  @Field(() => String, { complexity: TEXT_COST })
  back!: string;
}

@ObjectType('NoteTypePreview', {
  simpleResolvers: true,
  description: 'What an edit of a note type would make of one of its notes: nothing is written.',
})
export class NoteTypePreviewType {
  @Field(() => NoteObject, {
    nullable: true,
    description: 'The note shown (your first of the type); null: none, the field names stand in for its fields.',
  })
  note!: NoteRecord | null;

  @Field(() => [NotePreviewCardType])
  cards!: NotePreviewCardType[];
}

@ObjectType('NotePage', { simpleResolvers: true, description: "A page of a folder's notes, in creation order." })
export class NotePageType {
  @Field(() => [NoteObject])
  nodes!: NoteRecord[];

  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor!: string | null;
}

@ObjectType('Tag', { simpleResolvers: true })
export class TagType {
  @Field(() => String)
  tag!: string;

  @Field(() => Int, { description: 'Notes carrying it.' })
  notes!: number;
}

@InputType()
export class CreateNoteInput {
  @Field(() => String, { description: 'Its id, or a name: Básica, Basic, Basic (and reversed card), Huecos, Cloze…' })
  noteType!: string;

  @Field(() => [String], { description: "In the type's field order (missing ones empty)." })
  fields!: string[];

  @Field(() => [String], { nullable: true })
  tags?: string[];
}

@InputType()
export class UpdateNoteInput {
  @Field(() => [String], { nullable: true })
  fields?: string[];

  @Field(() => [String], { nullable: true })
  tags?: string[];

  @Field(() => ID, { nullable: true, description: 'Moves the note and its cards to this folder.' })
  folderId?: string;
}

@InputType()
export class NoteTypeFieldInput {
  @Field(() => String)
  name!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Index of the field it keeps (renamed or moved); null: a new field.',
  })
  from?: number | null;
}

@InputType()
export class CardTemplateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;

  @Field(() => Int, { nullable: true, description: 'Index of the template it keeps (its cards stay); null: new.' })
  from?: number | null;
}

@InputType()
export class UpdateNoteTypeInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => [NoteTypeFieldInput], {
    nullable: true,
    description: 'The new field list; an old field no item keeps is deleted.',
  })
  fields?: NoteTypeFieldInput[];

  @Field(() => [CardTemplateInput], { nullable: true })
  templates?: CardTemplateInput[];

  @Field(() => String, { nullable: true })
  css?: string;

  @Field(() => Boolean, { nullable: true, description: 'Go ahead although cards would be deleted (else CONFLICT).' })
  confirm?: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'The note written, the folders whose cards changed, the viewer.' })
export class NotePayload {
  @Field(() => NoteObject)
  note!: NoteRecord;

  @Field(() => [FolderType])
  folders!: Folder[];

  @Field(() => UserType)
  viewer!: User;
}

@ObjectType({ simpleResolvers: true })
export class DeleteNotePayload {
  @Field(() => ID)
  deletedNoteId!: number;

  @Field(() => [ID], { description: 'Its cards, deleted with it.' })
  deletedCardIds!: number[];

  @Field(() => [FolderType])
  folders!: Folder[];

  @Field(() => UserType)
  viewer!: User;
}

@ObjectType({ simpleResolvers: true })
export class NoteTypePayload {
  @Field(() => NoteTypeObject)
  noteType!: NoteTypeRecord;

  @Field(() => Int, { description: 'Cards deleted with a template (asked first).' })
  deletedCards!: number;

  @Field(() => [FolderType], { description: 'Folders whose cards changed.' })
  folders!: Folder[];

  @Field(() => UserType)
  viewer!: User;
}

@ObjectType({ simpleResolvers: true })
export class DeleteNoteTypePayload {
  @Field(() => ID)
  deletedNoteTypeId!: number;

  @Field(() => [FolderType])
  folders!: Folder[];

  @Field(() => UserType)
  viewer!: User;
}

@ObjectType({ simpleResolvers: true })
export class TagsPayload {
  @Field(() => Int, { description: 'Notes changed.' })
  notes!: number;

  @Field(() => [TagType], { description: 'Your tags now.' })
  tags!: TagType[];
}
