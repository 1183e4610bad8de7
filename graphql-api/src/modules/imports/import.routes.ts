import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { type Request, Router } from 'express';
import { badInput, DomainError } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { ImportLimits, Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { presentImportJob } from './import.present';
import { importMessages, MAX_PASTED_TEXT } from './import.schema';
import { getImportJob, listImportJobs, type ReceivedUpload, receiveImport, type UploadSink } from './import.service';

/** The multipart path of `POST /api/imports`. */
export const IMPORT_UPLOAD_PATH = '/api/imports';

const textFields = new Set([
  'format',
  'delimiter',
  'hasHeader',
  'frontColumn',
  'backColumn',
  'folderId',
  'folderName',
  'noteTypeId',
  'fieldColumns',
  'tagsColumn',
]);

/**
 * Streams a multipart request (busboy) into `sink`: the `file` part chunk by chunk as it arrives (size-limited), or
 * the `text` field; the other fields are collected. Anything else (a second file, an unknown field) is ignored.
 */
function readMultipart(req: Request, sink: UploadSink, limits: ImportLimits): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, fileSize: limits.maxBytes, fieldSize: MAX_PASTED_TEXT, parts: 30 },
      });
    } catch {
      reject(badInput([{ path: 'file', message: importMessages.noFile }]));
      return;
    }
    const fields: Record<string, unknown> = {};
    let fileName: string | null = null;
    let source: ReceivedUpload['source'] = null;
    let failed = false;
    let work: Promise<void> = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (name === 'text') {
        if (info.valueTruncated)
          return fail(new DomainError('BAD_USER_INPUT', 413, importMessages.tooLarge(MAX_PASTED_TEXT)));
        if (source) return fail(badInput([{ path: 'text', message: importMessages.bothFileAndText }]));
        source = 'text';
        work = work.then(() => sink.write(Buffer.from(value, 'utf8'))).catch(fail);
      } else if (textFields.has(name)) fields[name] = value;
    });
    parser.on('file', (name, stream: Readable, info) => {
      if (name !== 'file' || source) {
        if (source && name === 'file') fail(badInput([{ path: 'file', message: importMessages.bothFileAndText }]));
        stream.resume();
        return;
      }
      source = 'file';
      fileName = info.filename ?? null;
      stream.on('limit', () => fail(new DomainError('BAD_USER_INPUT', 413, importMessages.tooLarge(limits.maxBytes))));
      work = work
        .then(async () => {
          for await (const chunk of stream) {
            if (failed) break;
            await sink.write(chunk as Buffer);
          }
        })
        .catch(fail);
    });
    parser.on('error', () => fail(badInput([{ path: 'file', message: importMessages.noFile }])));
    // A client that goes away (or is cut for idling) mid-upload ends the upload's transaction: nothing is kept.
    req.once('close', () => {
      if (!req.complete) fail(new DomainError('BAD_USER_INPUT', 400, importMessages.interruptedUpload));
    });
    parser.on('close', () => {
      work.then(() => {
        if (!failed) resolve({ fields, fileName, source });
      }, fail);
    });
    req.pipe(parser);
  });
}

export function importRoutes(services: Services): Router {
  const router = Router();
  const { limits, queue } = services.imports;

  router.post('/imports', async (req, res) => {
    const declared = Number(req.get('content-length') ?? 0);
    // Far over the limit (the multipart envelope is a few hundred bytes): refused before a byte is read.
    if (declared > limits.maxBytes + 1024 * 1024) {
      res.set('Connection', 'close');
      throw new DomainError('BAD_USER_INPUT', 413, importMessages.tooLarge(limits.maxBytes));
    }
    if (!req.is('multipart/form-data')) {
      throw badInput([{ path: 'file', message: importMessages.noFile }]);
    }
    try {
      const job = await receiveImport(requestEm(), req.actor, { limits, queue, clock: services.clock }, (sink) =>
        readMultipart(req, sink, limits),
      );
      res.status(202).json({ importJob: presentImportJob(job) });
    } catch (error) {
      // The rest of a refused upload is not read: the connection closes after the answer.
      if (!req.complete) res.set('Connection', 'close');
      throw error;
    }
  });

  router.get('/imports', async (req, res) => {
    const jobs = await listImportJobs(requestEm(), req.actor);
    res.json({ importJobs: jobs.map(presentImportJob) });
  });

  router.get('/imports/:id', async (req, res) => {
    const job = await getImportJob(requestEm(), req.actor, parseId(req.params.id, importMessages.notFound));
    res.json({ importJob: presentImportJob(job) });
  });

  return router;
}
