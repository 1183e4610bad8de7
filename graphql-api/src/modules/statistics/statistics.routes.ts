import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { folderMessages } from '../folders/folder.schema';
import { statistics } from './statistics.service';
import { workloadPreview } from './workload-preview.service';

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

  // The settings screen's forecast before and after load balancing and días libres (nothing is saved).
  router.get('/stats/workload-preview', async (req, res) => {
    const { loadBalancing, easyDays } = req.query;
    const flag = loadBalancing === 'true' ? true : loadBalancing === 'false' ? false : loadBalancing;
    const days =
      typeof easyDays === 'string'
        ? easyDays.split(',').map((day) => (day === '' ? Number.NaN : Number(day)))
        : easyDays;
    res.json(await workloadPreview(requestEm(), req.actor, { loadBalancing: flag, easyDays: days }, clock.now()));
  });

  return router;
}
