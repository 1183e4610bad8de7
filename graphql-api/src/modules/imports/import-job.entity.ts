import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';

export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';
export type ImportFormat = 'csv' | 'anki';

/** What an import did (the contract's `report`). */
export type ImportReport = {
  foldersCreated: number;
  cardsCreated: number;
  /** Cards an earlier import of the same file brought, whose text changed. */
  cardsUpdated: number;
  /** Cards an earlier import of the same file brought, as they were. */
  cardsUnchanged: number;
  suspendedCards: number;
  reviewsImported: number;
  duplicatesSkipped: number;
  mediaImported: number;
  mediaSkipped: number;
  notesSkipped: { reason: string; count: number }[];
  mediaProblems: { reason: string; count: number }[];
  folderIds: number[];
};

/** How to read a CSV and where its cards go, as validated at upload time. */
export type ImportOptions = {
  delimiter?: ',' | ';' | '\t';
  hasHeader?: boolean;
  frontColumn: number;
  backColumn: number;
  /** A mapped import (DESIGN §16): the learner's note type, the column of each of its fields, and the tags'. */
  noteTypeId?: number;
  fieldColumns?: (number | null)[];
  tagsColumn?: number;
  folderId?: number;
  folderName?: string;
};

/** One import: the row the web polls for progress (`processed` of `total`) and, at the end, the report. */
@Entity({ tableName: 'import_jobs' })
@Index({ name: 'import_jobs_user_id_id_index', properties: ['user', 'id'] })
export class ImportJob {
  [OptionalProps]?:
    | 'status'
    | 'options'
    | 'processed'
    | 'total'
    | 'error'
    | 'report'
    | 'createdAt'
    | 'startedAt'
    | 'finishedAt'
    | 'fileName';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'string', length: 10, default: 'queued' })
  status: ImportStatus = 'queued';

  @Property({ type: 'string', length: 10 })
  format!: ImportFormat;

  @Property({ type: 'string', length: 255, nullable: true })
  fileName: string | null = null;

  @Property({ type: 'json', default: "'{}'" })
  options: ImportOptions = { frontColumn: 0, backColumn: 1 };

  @Property({ type: 'integer', default: 0 })
  processed = 0;

  @Property({ type: 'integer', nullable: true })
  total: number | null = null;

  /** Why the import failed, in Spanish; null unless `failed`. */
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'json', nullable: true })
  report: ImportReport | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}

/** The uploaded file, in chunks of at most 1 MB, until its job ends (any instance can read it). */
@Entity({ tableName: 'import_uploads' })
export class ImportUpload {
  [PrimaryKeyProp]?: ['user', 'job', 'seq'];

  // The job's learner first: distributable by learner (issue 40).
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => ImportJob, { primary: true, deleteRule: 'cascade' })
  job!: ImportJob;

  @PrimaryKey({ type: 'integer' })
  seq!: number;

  @Property({ type: 'blob' })
  data!: Buffer;
}
