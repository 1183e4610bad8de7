import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../http/authentication';
import { folderMessages } from '../folders/folder.schema';
import { statistics } from './statistics.service';

/** `GET /api/stats?folderId=&range=month|quarter|year`: the statistics screen's figures (issue 13). */
export function statisticsRoutes({ clock }: Services): Router {
  const router = Router();

  router.get('/stats', async (req, res) => {
    const { folderId, range } = req.query;
    res.json(
      await statistics(
        requestEm(),
        req.actor,
        { folderId: folderId === undefined ? null : parseId(folderId, folderMessages.notFound), range },
        clock.now(),
      ),
    );
  });

  return router;
}
