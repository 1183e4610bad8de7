import { Router } from 'express';
import { requireUserId } from '../../core/actor';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { presentFolder, presentStats } from './folder.present';
import { folderMessages } from './folder.schema';
import {
  createFolder,
  deleteFolder,
  emptySummary,
  folderSettingsOf,
  getFolder,
  listFolders,
  summarizeFolders,
  updateFolderSettings,
} from './folder.service';

const folderId = (value: unknown) => parseId(value, folderMessages.notFound);

export function folderRoutes(services: Services): Router {
  const { clock } = services;
  const router = Router();

  router.get('/folders', async (req, res) => {
    const folders = await listFolders(requestEm(), req.actor, clock.now());
    res.json(folders.map(({ folder, summary }) => presentFolder(folder, summary)));
  });

  router.post('/folders', async (req, res) => {
    res.status(201).json(presentFolder(await createFolder(requestEm(), req.actor, req.body), emptySummary));
  });

  router.get('/folders/:id', async (req, res) => {
    const em = requestEm();
    const folder = await getFolder(em, req.actor, folderId(req.params.id));
    const summaries = await summarizeFolders(em, requireUserId(req.actor), [folder.id], clock.now());
    res.json(presentFolder(folder, summaries.get(folder.id) ?? emptySummary));
  });

  router.get('/folders/:id/stats', async (req, res) => {
    const em = requestEm();
    const folder = await getFolder(em, req.actor, folderId(req.params.id));
    const summaries = await summarizeFolders(em, requireUserId(req.actor), [folder.id], clock.now());
    res.json(presentStats(summaries.get(folder.id) ?? emptySummary));
  });

  router.get('/folders/:id/settings', async (req, res) => {
    const folder = await getFolder(requestEm(), req.actor, folderId(req.params.id));
    res.json(folderSettingsOf(folder));
  });

  router.put('/folders/:id/settings', async (req, res) => {
    const folder = await updateFolderSettings(requestEm(), req.actor, folderId(req.params.id), req.body);
    res.json(folderSettingsOf(folder));
  });

  router.delete('/folders/:id', async (req, res) => {
    await deleteFolder(requestEm(), req.actor, folderId(req.params.id));
    res.status(204).end();
  });

  return router;
}
