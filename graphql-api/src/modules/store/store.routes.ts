import { Router } from 'express';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { importStoreTemplate, listStoreTemplates, seedSampleData } from './store.service';

export function storeRoutes(services: Services): Router {
  const router = Router();

  router.get('/store/templates', async (req, res) => {
    res.json(await listStoreTemplates(requestEm(), req.actor));
  });

  router.post('/store/import', async (req, res) => {
    const { folderName, cardCount, folderId } = await importStoreTemplate(requestEm(), req.actor, req.body, {
      clock: services.clock,
      quotaBytes: services.mediaQuotaBytes,
    });
    res.status(201).json({ folderName, cardCount, folderId });
  });

  router.post('/seed-sample-data', async (req, res) => {
    const { folders, folderCount, cardCount, message } = await seedSampleData(requestEm(), req.actor);
    res.status(folderCount > 0 ? 201 : 200).json({
      message,
      folderCount,
      cardCount,
      folderIds: folders.map((folder) => folder.id),
    });
  });

  return router;
}
