import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

// Shapes only: the rules (and their Spanish messages) live in import.schema.ts, applied by the service.

export enum ImportStatusEnum {
  queued = 'queued',
  running = 'running',
  done = 'done',
  failed = 'failed',
}
registerEnumType(ImportStatusEnum, {
  name: 'ImportStatus',
  description: 'Where an import is: queued, running, done or failed.',
});

export enum ImportFormatEnum {
  csv = 'csv',
  anki = 'anki',
}
registerEnumType(ImportFormatEnum, { name: 'ImportFormat', description: 'CSV/TSV/pasted text, or an Anki package.' });

@ObjectType('ImportSkip', {
  simpleResolvers: true,
  description: 'Rows or notes that could not become cards, for one reason.',
})
export class ImportSkipType {
  @Field(() => String, { description: 'Why, in Spanish.' })
  reason!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType('ImportReport', { simpleResolvers: true, description: 'What a finished import did.' })
export class ImportReportType {
  @Field(() => Int)
  foldersCreated!: number;

  @Field(() => Int)
  cardsCreated!: number;

  @Field(() => Int, { description: 'Cards an earlier import of the same Anki package brought, whose text changed.' })
  cardsUpdated!: number;

  @Field(() => Int, { description: 'Cards an earlier import of the same Anki package brought, unchanged.' })
  cardsUnchanged!: number;

  @Field(() => Int, { description: 'Cards that arrived suspended (as they were in Anki).' })
  suspendedCards!: number;

  @Field(() => Int, { description: 'Ratings brought from the history (Anki revlog).' })
  reviewsImported!: number;

  @Field(() => Int, { description: 'Cards whose front and back the folder (or the file before them) already had.' })
  duplicatesSkipped!: number;

  @Field(() => Int, { description: 'Images and sounds stored with the cards.' })
  mediaImported!: number;

  @Field(() => Int, { description: 'Images and sounds that could not come (see mediaProblems).' })
  mediaSkipped!: number;

  @Field(() => [ImportSkipType], { complexity: ({ childComplexity }) => 1 + 5 * childComplexity })
  notesSkipped!: ImportSkipType[];

  @Field(() => [ImportSkipType], {
    description: 'Why images and sounds could not come, by reason.',
    complexity: ({ childComplexity }) => 1 + 5 * childComplexity,
  })
  mediaProblems!: ImportSkipType[];

  @Field(() => [ID], { description: 'The folders the cards went to (created, or the one chosen).' })
  folderIds!: number[];
}

@ObjectType('ImportJob', {
  simpleResolvers: true,
  description: 'An import of CSV or an Anki package, run in the background; poll it for progress and the report.',
})
export class ImportJobType {
  @Field(() => ID)
  id!: number;

  @Field(() => ImportStatusEnum)
  status!: ImportStatusEnum;

  @Field(() => ImportFormatEnum)
  format!: ImportFormatEnum;

  @Field(() => String, { nullable: true, description: 'The uploaded file name; null for pasted text.' })
  fileName!: string | null;

  @Field(() => Int, { description: 'Rows or cards read so far.' })
  processed!: number;

  @Field(() => Int, { nullable: true, description: 'Rows or cards in the file, once it has been read.' })
  total!: number | null;

  @Field(() => String, { nullable: true, description: 'Why it failed, in Spanish; nothing was imported.' })
  error!: string | null;

  @Field(() => ImportReportType, { nullable: true, description: 'Set when the import is done.' })
  report!: ImportReportType | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}

@InputType({ description: 'CSV/TSV text sent inline, and how to read it.' })
export class ImportTextInput {
  @Field(() => String)
  text!: string;

  @Field(() => ID, { nullable: true, description: 'An existing folder of yours; else a new one is created.' })
  folderId?: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the new folder (default "Importación").' })
  folderName?: string | null;

  @Field(() => String, { nullable: true, description: '",", ";" or "tab"; detected when omitted.' })
  delimiter?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the first row names the columns; detected when omitted.',
  })
  hasHeader?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Column of the front, from 0 (default 0).' })
  frontColumn?: number | null;

  @Field(() => Int, { nullable: true, description: 'Column of the back, from 0 (default 1).' })
  backColumn?: number | null;

  @Field(() => ID, { nullable: true, description: 'One of your note types for the notes (default "Básica").' })
  noteTypeId?: string | null;

  @Field(() => [Int], {
    nullable: 'itemsAndList',
    description:
      "The column of each of the note type's fields, in its order (null: the field stays empty); the first field " +
      'needs one, a column goes to one field only. Default [frontColumn, backColumn].',
  })
  fieldColumns?: (number | null)[] | null;

  @Field(() => Int, { nullable: true, description: "Column of the note's tags, space separated as in Anki." })
  tagsColumn?: number | null;
}
