import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Router } from 'express';
import type { Services } from '../../core/services';
import { readiness } from '../../db/readiness';
import { accountRoutes } from '../../modules/accounts/account.routes';
import { cardRoutes } from '../../modules/cards/card.routes';
import { communityRoutes } from '../../modules/community/community.routes';
import { exportRoutes } from '../../modules/exports/export.routes';
import { folderRoutes } from '../../modules/folders/folder.routes';
import { importRoutes } from '../../modules/imports/import.routes';
import { mediaRoutes } from '../../modules/media/media.routes';
import { noteRoutes } from '../../modules/notes/note.routes';
import { statisticsRoutes } from '../../modules/statistics/statistics.routes';
import { storeRoutes } from '../../modules/store/store.routes';
import { studyRoutes } from '../../modules/study/study.routes';
import type { ApiDocs } from '../../transport/openapi';
import { apiDocsRoutes } from '../openapi/api-docs';

/**
 * The REST facade: SPEC §7's `/api` paths, each a thin route over a module's service. Every route here is
 * described in `docs` (`openapi-document.ts`; a test compares the two).
 */
export function apiRouter(orm: MikroORM, services: Services, docs: ApiDocs): Router {
  const router = express.Router();

  /**
   * Liveness and database reachability, for load balancers and docker-compose; where automatic backups are on, their
   * last outcome for operators (read from memory: a failed backup does not make the process unhealthy).
   */
  router.get('/health', async (_req, res) => {
    await orm.em.getConnection().execute('select 1');
    const backups = services.backups?.status();
    if (!backups) {
      res.json({ status: 'ok' });
      return;
    }
    const failing = backups.failure !== undefined;
    res.json({
      status: 'ok',
      backups: {
        lastSuccessAt: backups.lastSuccessAt?.toISOString() ?? null,
        failing,
        ...(failing ? { lastFailureAt: backups.lastFailureAt?.toISOString(), message: backups.failure } : {}),
      },
    });
  });

  /** Readiness, for orchestrators: the database answers and every migration is applied; otherwise 503. */
  router.get('/health/ready', async (_req, res) => {
    const state = await readiness(orm);
    if (state.ready) res.json({ status: 'ready' });
    else res.status(503).set('Retry-After', '5').json({ message: state.message });
  });

  router.use(accountRoutes(services));
  router.use(studyRoutes(services));
  router.use(folderRoutes(services));
  router.use(cardRoutes(services));
  router.use(noteRoutes(services));
  router.use(exportRoutes(services));
  router.use(storeRoutes(services));
  router.use(statisticsRoutes(services));
  router.use(importRoutes(services));
  router.use(mediaRoutes(services));
  router.use(communityRoutes(services));
  router.use(apiDocsRoutes(docs));

  return router;
}
