import { type Request, type Response, Router } from 'express';
import { requireUserId } from '../../core/actor';
import { notFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { PublicAnswer } from '../../core/public-answers';
import type { Services } from '../../core/services';
import { sendPublic } from '../../transport/download';
import { requestEm } from '../../transport/request';
import { folderMessages } from '../folders/folder.schema';
import { serveMedia } from '../media/media.routes';
import { copyCommunityFolder } from './community.copies';
import { dismissReport, hideCommunityFolder, listReports, reportCommunityFolder } from './community.moderation';
import { presentCommunityFolder, presentPublication, presentReport } from './community.present';
import { publishFolder, unpublishFolder } from './community.publication';
import { communityMessages } from './community.schema';
import { searchCommunityFolders } from './community.search';
import { findCommunityMedia, getCommunityFolder, previewCards, publicationsOf } from './community.service';
import { applyCommunityUpdate, communityUpdateOf } from './community.updates';

/** A published folder's media: public, revalidated now and then (it goes when the folder is unpublished or hidden). */
const PUBLIC_MEDIA_CACHE = 'public, max-age=3600, must-revalidate';

const queryNumber = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
const folderId = (value: unknown) => parseId(value, folderMessages.notFound);

/** `/api/community/…` and a folder's publication and updates: parse, call the service, shape the answer. */
export function communityRoutes(services: Services): Router {
  const router = Router();
  const copyDeps = () => ({ clock: services.clock, quotaBytes: services.mediaQuotaBytes });

  // The same answer for everyone: kept a few seconds by the address asked (services.publicAnswers).
  const publicJson = async (req: Request, res: Response, build: () => Promise<unknown>) => {
    const answer = await services.publicAnswers.answer(`GET ${req.originalUrl}`, async () => ({
      status: 200,
      body: JSON.stringify(await build()),
    }));
    sendPublic(req, res, 'application/json', answer as PublicAnswer);
  };

  router.get('/community/folders', (req, res) =>
    publicJson(req, res, async () => {
      const { search, frontLanguage, backLanguage, level, tag, sort, first, after } = req.query;
      const page = await searchCommunityFolders(requestEm(), {
        search,
        frontLanguage,
        backLanguage,
        level,
        tag,
        sort,
        first: queryNumber(first),
        after,
      });
      return {
        items: page.edges.map((edge) => presentCommunityFolder(edge.node)),
        nextCursor: page.hasNextPage ? (page.edges.at(-1)?.cursor ?? null) : null,
        sort: page.sort,
      };
    }),
  );

  router.get('/community/folders/:slug', (req, res) =>
    publicJson(req, res, async () => {
      const em = requestEm();
      const folder = await getCommunityFolder(em, req.params.slug);
      const previews = await previewCards(em, [folder]);
      return { ...presentCommunityFolder(folder), previewCards: previews.get(folder.rowId) ?? [] };
    }),
  );

  router.get('/community/folders/:slug/media/:name', async (req, res) => {
    const em = requestEm();
    const media = await findCommunityMedia(em, req.params.slug, req.params.name);
    await serveMedia(req, res, em, media, PUBLIC_MEDIA_CACHE, services);
  });

  router.post('/community/folders/:slug/copy', async (req, res) => {
    const em = requestEm();
    const { folderId: id, communityFolder } = await copyCommunityFolder(em, req.actor, req.params.slug, copyDeps());
    res.status(201).json({ folderId: id, folderName: communityFolder.title, cardCount: communityFolder.cardCount });
  });

  router.post('/community/folders/:slug/report', async (req, res) => {
    const { reason, text } = await reportCommunityFolder(requestEm(), req.actor, req.params.slug, req.body);
    res.status(201).json({ reason, text });
  });

  router.post('/community/folders/:slug/hide', async (req, res) => {
    res.json(await hideCommunityFolder(requestEm(), req.actor, req.params.slug, req.body, services));
  });

  router.get('/community/reports', async (req, res) => {
    const page = await listReports(requestEm(), req.actor, {
      first: queryNumber(req.query.first),
      after: req.query.after === '' ? undefined : req.query.after,
    });
    res.json({
      items: page.reports.map(presentReport),
      hasNextPage: page.hasNextPage,
    });
  });

  router.post('/community/reports/:id/dismiss', async (req, res) => {
    await dismissReport(requestEm(), req.actor, parseId(req.params.id), services.clock);
    res.status(204).end();
  });

  router.get('/folders/:id/publication', async (req, res) => {
    const id = folderId(req.params.id);
    const publication = (await publicationsOf(requestEm(), requireUserId(req.actor), [id])).get(id);
    if (!publication) throw notFound(communityMessages.notPublished);
    res.json(presentPublication(publication));
  });

  router.post('/folders/:id/publish', async (req, res) => {
    res.json(
      presentPublication(await publishFolder(requestEm(), req.actor, folderId(req.params.id), req.body, services)),
    );
  });

  router.post('/folders/:id/unpublish', async (req, res) => {
    res.json(presentPublication(await unpublishFolder(requestEm(), req.actor, folderId(req.params.id), services)));
  });

  router.get('/folders/:id/community-update', async (req, res) => {
    res.json({ update: await communityUpdateOf(requestEm(), req.actor, folderId(req.params.id), services.clock) });
  });

  router.post('/folders/:id/community-update', async (req, res) => {
    const { update } = await applyCommunityUpdate(
      requestEm(),
      req.actor,
      folderId(req.params.id),
      req.body,
      copyDeps(),
    );
    res.json(update);
  });

  return router;
}
