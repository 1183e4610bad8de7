import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, DomainError, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { Metrics } from '../../core/metrics';
import type { ImportLimits, ImportQueue } from '../../core/services';
import { validate } from '../../core/validate';
import { type Query, query, transaction } from '../../db/raw';
import { folderMessages } from '../folders/folder.schema';
import { findNoteType } from '../notes/note-type.service';
import { looksLikeZip } from './anki/package';
import { ankiSource } from './anki-source';
import { CSV_HEAD_BYTES, type CsvNoteTypes, csvHead, csvSource, inspectCsv } from './csv-source';
import {
  fieldColumnsOf,
  folderNameFromFileName,
  formatFromFileName,
  IMPORT_LIST_MAX,
  importMessages,
  importOptionsSchema,
  importTextSchema,
  PASTED_TEXT_FOLDER,
} from './import.schema';
import { writeImport } from './import.writer';
import { type ImportFormat, ImportJob, type ImportOptions } from './import-job.entity';
import { ImportFailure, type ImportSource } from './import-source';

/** Bytes per `import_uploads` row. */
const UPLOAD_CHUNK = 1024 * 1024;
/** The first bytes of an upload, kept to check it before it is queued (zip signature, a CSV's first rows). */
const HEAD_BYTES = CSV_HEAD_BYTES;

/** Sends a stored import to the job queue (pg-boss); see import.jobs.ts. */
/** What an import needs besides the EntityManager and the actor. */
export type ImportDeps = { limits: ImportLimits; queue: ImportQueue; clock: Clock };

/** Receives the bytes of one upload (a file, or pasted text) as they arrive. */
export type UploadSink = { write: (chunk: Buffer) => Promise<void> };

/** What the transport read besides the bytes: the form fields and whether a file or a text came. */
export type ReceivedUpload = {
  fields: Record<string, unknown>;
  fileName: string | null;
  source: 'file' | 'text' | null;
};

const tooLarge = (maxBytes: number) => new DomainError('BAD_USER_INPUT', 413, importMessages.tooLarge(maxBytes));

/**
 * Stores an upload and queues its import: the bytes go to `import_uploads` as they arrive (never whole in memory),
 * in one transaction with the `import_jobs` row, so a refused upload (too large, empty, not UTF-8, one column, not a
 * zip, someone else's folder…) leaves nothing behind. `receive` streams the request into the sink it is given.
 */
export async function receiveImport(
  em: EntityManager,
  actor: Actor,
  deps: ImportDeps,
  receive: (sink: UploadSink) => Promise<ReceivedUpload>,
): Promise<ImportJob> {
  const userId = requireUserId(actor);
  const job = await em.transactional(async (tx) => {
    const [row] = await tx.execute<{ id: number }[]>(
      `insert into import_jobs (user_id, format, created_at) values (?, 'csv', ?) returning id`,
      [userId, deps.clock.now()],
    );
    const jobId = row.id;
    let size = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingSize = 0;
    const head: Buffer[] = [];
    let headSize = 0;
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    let validUtf8 = true;
    const store = async (data: Buffer) => {
      await tx.execute('insert into import_uploads (user_id, job_id, seq, data) values (?, ?, ?, ?)', [
        userId,
        jobId,
        seq++,
        data,
      ]);
    };
    const sink: UploadSink = {
      write: async (chunk) => {
        size += chunk.length;
        if (size > deps.limits.maxBytes) throw tooLarge(deps.limits.maxBytes);
        if (headSize < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headSize));
          headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
        }
        if (validUtf8) {
          try {
            utf8.decode(chunk, { stream: true });
          } catch {
            validUtf8 = false;
          }
        }
        pending.push(chunk);
        pendingSize += chunk.length;
        while (pendingSize >= UPLOAD_CHUNK) {
          const all = Buffer.concat(pending);
          await store(all.subarray(0, UPLOAD_CHUNK));
          pending = [all.subarray(UPLOAD_CHUNK)];
          pendingSize = all.length - UPLOAD_CHUNK;
        }
      },
    };
    const received = await receive(sink);
    if (pendingSize > 0) await store(Buffer.concat(pending));
    if (validUtf8) {
      try {
        utf8.decode();
      } catch {
        validUtf8 = false;
      }
    }

    const options = validate(importOptionsSchema, received.fields);
    if (!received.source) throw badInput([{ path: 'file', message: importMessages.noFile }]);
    if (size === 0) {
      const message = received.source === 'text' ? importMessages.emptyText : importMessages.emptyFile;
      throw badInput([{ path: received.source, message }]);
    }
    const format: ImportFormat | undefined =
      options.format ?? (received.source === 'text' ? 'csv' : formatFromFileName(received.fileName));
    if (!format) throw badInput([{ path: 'format', message: importMessages.unknownFormat }]);
    if (format === 'anki' && received.source === 'text') {
      throw badInput([{ path: 'format', message: importMessages.textOnlyCsv }]);
    }
    const headBytes = Buffer.concat(head);
    const stored: ImportOptions = { frontColumn: options.frontColumn, backColumn: options.backColumn };
    if (format === 'anki') {
      if (!looksLikeZip(headBytes)) throw badInput([{ path: 'file', message: importMessages.notZip }]);
    } else {
      if (!validUtf8) throw badInput([{ path: received.source, message: importMessages.invalidUtf8 }]);
      try {
        inspectCsv(csvHead(headBytes, size > headBytes.length), options);
      } catch (error) {
        if (error instanceof ImportFailure) throw badInput([{ path: received.source, message: error.message }]);
        throw error;
      }
      if (options.delimiter) stored.delimiter = options.delimiter;
      if (options.hasHeader !== undefined) stored.hasHeader = options.hasHeader;
      if (options.noteTypeId || options.fieldColumns || options.tagsColumn !== undefined) {
        // A mapped import: the chosen type must be the learner's (someone else's is a 404 like a missing one).
        const noteType = await findNoteType(runOn(tx), userId, options.noteTypeId ?? 'basic');
        const fieldColumns = fieldColumnsOf(options);
        if (fieldColumns.length > noteType.fields.length) {
          const message = importMessages.tooManyFieldColumns(noteType.name, noteType.fields.length);
          throw badInput([{ path: 'fieldColumns', message }]);
        }
        Object.assign(stored, { noteTypeId: noteType.id, fieldColumns, tagsColumn: options.tagsColumn });
      }
      if (options.folderId) {
        const [folder] = await tx.execute('select id from folders where id = ? and user_id = ?', [
          options.folderId,
          userId,
        ]);
        if (!folder) throw notFound(folderMessages.notFound);
        stored.folderId = options.folderId;
      } else {
        stored.folderName =
          options.folderName ?? (received.fileName ? folderNameFromFileName(received.fileName) : PASTED_TEXT_FOLDER);
      }
    }
    await tx.execute('update import_jobs set format = ?, file_name = ?, options = ? where user_id = ? and id = ?', [
      format,
      received.fileName?.slice(0, 255) ?? null,
      JSON.stringify(stored),
      userId,
      jobId,
    ]);
    return jobId;
  });
  await deps.queue.enqueue(job);
  return em.findOneOrFail(ImportJob, { id: job, user: userId });
}

/** Statements on the pool beside a transaction (reads of rows the transaction does not write). */
const runOn =
  (em: EntityManager | MikroORM['em']): Query =>
  (text, values) =>
    query(em, text, values);

/**
 * The note types a CSV job's notes take: its chosen one, still the learner's (else the job fails), and the
 * learner's types by name for Repaso's export.
 */
async function csvNoteTypes(orm: MikroORM, userId: number, options: ImportOptions): Promise<CsvNoteTypes> {
  const run = runOn(orm.em);
  const orNull = (error: unknown) => {
    if (error instanceof DomainError && error.status === 404) return null;
    throw error;
  };
  const chosen = options.noteTypeId ? await findNoteType(run, userId, options.noteTypeId).catch(orNull) : null;
  if (options.noteTypeId && !chosen) throw new ImportFailure(importMessages.noteTypeGone);
  const named = new Map<string, Promise<CsvNoteTypes['chosen']>>();
  return {
    chosen,
    named(name) {
      const key = name.toLowerCase();
      let type = named.get(key);
      if (!type) {
        type = findNoteType(run, userId, name).catch(orNull);
        named.set(key, type);
      }
      return type;
    },
  };
}

/** `importText` (GraphQL): pasted CSV/TSV text and its options, stored and queued like an upload. */
export async function importText(em: EntityManager, actor: Actor, deps: ImportDeps, input: Record<string, unknown>) {
  requireUserId(actor);
  const { text } = validate(importTextSchema, { text: input.text });
  const { text: _text, ...fields } = input;
  return receiveImport(em, actor, deps, async (sink) => {
    await sink.write(Buffer.from(text, 'utf8'));
    return { fields, fileName: null, source: 'text' };
  });
}

/** One of the user's imports; someone else's is a 404 like a missing one. */
export async function getImportJob(em: EntityManager, actor: Actor, id: number): Promise<ImportJob> {
  const userId = requireUserId(actor);
  const job = await em.findOne(ImportJob, { id, user: userId });
  if (!job) throw notFound(importMessages.notFound);
  return job;
}

/** The user's latest imports, newest first. */
export function listImportJobs(em: EntityManager, actor: Actor, first = IMPORT_LIST_MAX): Promise<ImportJob[]> {
  const userId = requireUserId(actor);
  return em.find(
    ImportJob,
    { user: userId },
    { orderBy: { id: 'desc' }, limit: Math.min(Math.max(first, 1), IMPORT_LIST_MAX) },
  );
}

/**
 * The stored upload, one `import_uploads` row (1 MB) at a time, each read when the previous one has been used: an
 * import never holds the whole file. Each read is a statement of its own on the pool (not the import's transaction).
 */
async function* storedUpload(orm: MikroORM, userId: number, jobId: number): AsyncGenerator<Buffer> {
  const [{ chunks }] = await query<{ chunks: number }>(
    orm.em,
    'select count(*)::int as chunks from import_uploads where user_id = $1 and job_id = $2',
    [userId, jobId],
  );
  for (let seq = 0; seq < chunks; seq++) {
    const [row] = await query<{ data: Buffer }>(
      orm.em,
      'select data from import_uploads where user_id = $1 and job_id = $2 and seq = $3',
      [userId, jobId, seq],
    );
    yield row.data;
  }
}

type JobRow = { user_id: number; format: ImportFormat; options: ImportOptions; file_name: string | null };

/**
 * Runs one queued import (the pg-boss worker calls it): reads the stored upload, parses it, writes everything in one
 * transaction (see `writeImport`), and marks the job done with its report — or failed with a Spanish reason, nothing
 * imported. Either way the upload is deleted. Never throws for a bad file; a crash mid-way leaves the job `running`
 * with nothing written, and pg-boss runs it again.
 */
export async function runImport(
  orm: MikroORM,
  deps: {
    limits: ImportLimits;
    mediaQuotaBytes: number;
    clock: Clock;
    logger: Logger;
    metrics: Pick<Metrics, 'imports'>;
    /** True once the process shuts down: a failure then is the database closing, and the job is retried whole. */
    stopping?: () => boolean;
  },
  jobId: number,
): Promise<void> {
  const [job] = await query<JobRow>(
    orm.em,
    `update import_jobs set status = 'running', started_at = $1 where id = $2 and status in ('queued', 'running')
     returning user_id, format, options, file_name`,
    [deps.clock.now(), jobId],
  );
  if (!job) return;
  let source: ImportSource | null = null;
  try {
    source =
      job.format === 'anki'
        ? await ankiSource(() => storedUpload(orm, job.user_id, jobId), deps.limits)
        : await csvSource(
            () => storedUpload(orm, job.user_id, jobId),
            job.options,
            deps.limits.maxCards,
            await csvNoteTypes(orm, job.user_id, job.options),
          );
    await query(orm.em, 'update import_jobs set total = $1 where user_id = $2 and id = $3', [
      source.total,
      job.user_id,
      jobId,
    ]);
    const parsed = source;
    const target =
      job.format === 'csv'
        ? { folderId: job.options.folderId, folderName: job.options.folderName ?? PASTED_TEXT_FOLDER }
        : null;
    await transaction(orm.em, async (tx) => {
      const report = await writeImport(tx, job.user_id, parsed, target, {
        now: deps.clock.now(),
        mediaQuotaBytes: deps.mediaQuotaBytes,
        progress: async (processed) => {
          // Another connection than the transaction's: the web sees the progress while the import is still open.
          await query(orm.em, 'update import_jobs set processed = $1 where user_id = $2 and id = $3', [
            processed,
            job.user_id,
            jobId,
          ]);
        },
      });
      await tx(
        `update import_jobs set status = 'done', report = $1, processed = $2, finished_at = $3, error = null
          where user_id = $4 and id = $5`,
        [JSON.stringify(report), parsed.total, deps.clock.now(), job.user_id, jobId],
      );
      await tx('delete from import_uploads where user_id = $1 and job_id = $2', [job.user_id, jobId]);
    });
    deps.metrics.imports.inc({ result: 'done' });
  } catch (error) {
    // Rolled back, and left `running` for pg-boss's retry (`runImport` takes a running job again).
    if (deps.stopping?.()) throw error;
    const message = error instanceof ImportFailure ? error.message : importMessages.internal;
    if (!(error instanceof ImportFailure)) deps.logger.error('Importación fallida', error, { jobId });
    await query(
      orm.em,
      `update import_jobs set status = 'failed', error = $1, finished_at = $2 where user_id = $3 and id = $4`,
      [message, deps.clock.now(), job.user_id, jobId],
    );
    await query(orm.em, 'delete from import_uploads where user_id = $1 and job_id = $2', [job.user_id, jobId]);
    deps.metrics.imports.inc({ result: 'failed' });
  } finally {
    source?.close();
  }
}
