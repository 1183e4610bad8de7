import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../http/authentication';
import { folderMessages } from '../folders/folder.schema';
import type { Card } from './card.entity';
import { cardMessages } from './card.schema';
import { createCard, deleteCard, listCards, updateCard } from './card.service';

/** The REST shape of a card (DESIGN §7). */
export const presentCard = (card: Card) => ({
  id: card.id,
  front: card.front,
  back: card.back,
  difficulty: card.difficulty,
  reviewCount: card.reviewCount,
  lastReviewedAt: card.lastReviewedAt,
  nextReviewAt: card.nextReviewAt,
  interval: card.interval,
  easeFactor: card.easeFactor,
  folderId: card.folder.id,
  createdAt: card.createdAt,
  updatedAt: card.updatedAt,
});

const folderId = (value: unknown) => parseId(value, folderMessages.notFound);
const cardId = (value: unknown) => parseId(value, cardMessages.notFound);

export function cardRoutes({ clock }: Services): Router {
  const router = Router();

  router.get('/folders/:id/cards', async (req, res) => {
    const cards = await listCards(requestEm(), req.actor, folderId(req.params.id), req.query.search);
    res.json(cards.map(presentCard));
  });

  router.post('/folders/:id/cards', async (req, res) => {
    const card = await createCard(requestEm(), req.actor, folderId(req.params.id), req.body, clock);
    res.status(201).json(presentCard(card));
  });

  router.put('/cards/:id', async (req, res) => {
    res.json(presentCard(await updateCard(requestEm(), req.actor, cardId(req.params.id), req.body, clock)));
  });

  router.delete('/cards/:id', async (req, res) => {
    await deleteCard(requestEm(), req.actor, cardId(req.params.id), clock);
    res.status(204).end();
  });

  return router;
}
