import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { folderMessages } from '../folders/folder.schema';
import { schedulingOf } from '../scheduling/scheduler-settings';
import { presentCard } from './card.present';
import { cardMessages } from './card.schema';
import {
  createCard,
  deleteCard,
  listCards,
  pageCards,
  postponeCard,
  setCardSuspended,
  updateCard,
} from './card.service';

const folderId = (value: unknown) => parseId(value, folderMessages.notFound);
const cardId = (value: unknown) => parseId(value, cardMessages.notFound);

export function cardRoutes({ clock }: Services): Router {
  const router = Router();

  // Without `limit` or `cursor`: every card, as SPEC §7 lists them. With either: one page,
  // `{ cards, nextCursor }`, where `nextCursor` (null on the last page) asks for the next one.
  router.get('/folders/:id/cards', async (req, res) => {
    const { limit, cursor, search, leech, tag } = req.query;
    if (limit === undefined && cursor === undefined) {
      const cards = await listCards(requestEm(), req.actor, folderId(req.params.id), { search, leech, tag });
      const scheduling = await schedulingOf(requestEm(), req.actor, clock.now());
      res.json(cards.map((card) => presentCard(card, scheduling)));
      return;
    }
    const { page, settings } = await pageCards(requestEm(), req.actor, folderId(req.params.id), {
      first: limit,
      after: cursor,
      search,
      leech,
      tag,
    });
    const scheduling = { now: clock.now(), settings };
    res.json({
      cards: page.edges.map(({ node }) => presentCard(node, scheduling)),
      nextCursor: page.hasNextPage ? (page.edges.at(-1)?.cursor ?? null) : null,
    });
  });

  router.post('/folders/:id/cards', async (req, res) => {
    const card = await createCard(requestEm(), req.actor, folderId(req.params.id), req.body, clock);
    res.status(201).json(presentCard(card, await schedulingOf(requestEm(), req.actor, clock.now())));
  });

  router.put('/cards/:id', async (req, res) => {
    const card = await updateCard(requestEm(), req.actor, cardId(req.params.id), req.body, clock);
    res.json(presentCard(card, await schedulingOf(requestEm(), req.actor, clock.now())));
  });

  for (const [path, suspended] of [
    ['/cards/:id/suspend', true],
    ['/cards/:id/unsuspend', false],
  ] as const) {
    router.post(path, async (req, res) => {
      const card = await setCardSuspended(requestEm(), req.actor, cardId(req.params.id), suspended, clock);
      res.json(presentCard(card, await schedulingOf(requestEm(), req.actor, clock.now())));
    });
  }

  router.post('/cards/:id/postpone', async (req, res) => {
    const card = await postponeCard(requestEm(), req.actor, cardId(req.params.id), clock);
    res.json(presentCard(card, await schedulingOf(requestEm(), req.actor, clock.now())));
  });

  router.delete('/cards/:id', async (req, res) => {
    await deleteCard(requestEm(), req.actor, cardId(req.params.id), clock);
    res.status(204).end();
  });

  return router;
}
