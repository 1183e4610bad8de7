import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { sendDownload } from '../../transport/download';
import { requestEm } from '../../transport/request';
import { folderMessages } from '../folders/folder.schema';
import { exportAccountJson } from './account-json';
import { exportAccountZip } from './account-zip';
import { exportAccountApkg, exportFolderApkg } from './anki-package';
import { exportFolderCsv } from './folder-csv';

/** An .apkg is a zip, but said as one a browser may unpack on its own (Safari does): sent as bytes to keep. */
const ANKI_PACKAGE_TYPE = 'application/octet-stream';

/**
 * Downloads (DESIGN §12): a folder as CSV, the whole account as JSON, and as a zip of that JSON and its media; a folder
 * or every folder as an Anki package (.apkg). Plain GETs, so a link in the page is
 * enough (the session cookie goes with it) and a personal access token can read them too. GraphQL has no field
 * for them: a file is not a query result, and the cards connection already serves the same data page by page.
 */
export function exportRoutes({ clock, logger }: Services): Router {
  const router = Router();

  router.get('/folders/:id/export.csv', async (req, res) => {
    const file = await exportFolderCsv(requestEm(), req.actor, parseId(req.params.id, folderMessages.notFound));
    await sendDownload(req, res, { ...file, contentType: 'text/csv; charset=utf-8' }, logger);
  });

  router.get('/folders/:id/export.apkg', async (req, res) => {
    const folderId = parseId(req.params.id, folderMessages.notFound);
    const file = await exportFolderApkg(requestEm(), req.actor, folderId, clock.now());
    await sendDownload(req, res, { ...file, contentType: ANKI_PACKAGE_TYPE }, logger);
  });

  router.get('/account/export', async (req, res) => {
    const file = await exportAccountJson(requestEm(), req.actor, clock.now());
    await sendDownload(req, res, { ...file, contentType: 'application/json; charset=utf-8' }, logger);
  });

  router.get('/account/export.zip', async (req, res) => {
    const file = await exportAccountZip(requestEm(), req.actor, clock.now());
    await sendDownload(req, res, { ...file, contentType: 'application/zip' }, logger);
  });

  router.get('/account/export.apkg', async (req, res) => {
    const file = await exportAccountApkg(requestEm(), req.actor, clock.now());
    await sendDownload(req, res, { ...file, contentType: ANKI_PACKAGE_TYPE }, logger);
  });

  return router;
}
