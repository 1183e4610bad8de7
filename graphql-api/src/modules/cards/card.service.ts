import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { getFolder } from '../folders/folder.service';
import { Card } from './card.entity';
import { cardMessages, cardSchema, cardSearchSchema } from './card.schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The cards of one of the actor's folders in creation order, optionally those whose front or back contains `search`. */
export async function listCards(em: EntityManager, actor: Actor, folderId: number, search?: unknown): Promise<Card[]> {
  const folder = await getFolder(em, actor, folderId);
  const text = validate(cardSearchSchema, search ?? undefined);
  return em.find(
    Card,
    {
      folder,
      ...(text ? { $or: [{ front: { $ilike: likePattern(text) } }, { back: { $ilike: likePattern(text) } }] } : {}),
    },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}

/** One of the actor's cards; someone else's is a 404 exactly like a missing one. */
export async function getCard(em: EntityManager, actor: Actor, id: number): Promise<Card> {
  const card = await em.findOne(Card, { id, folder: { user: requireUserId(actor) } }, { populate: ['folder'] });
  if (!card) throw notFound(cardMessages.notFound);
  return card;
}

/** Adds a card (trimmed sides) to one of the actor's folders, which counts as a change of the folder. */
export async function createCard(em: EntityManager, actor: Actor, folderId: number, input: unknown, clock: Clock) {
  const folder = await getFolder(em, actor, folderId);
  const { front, back } = validate(cardSchema, input);
  const card = em.create(Card, { front, back, folder });
  folder.updatedAt = clock.now();
  await em.flush();
  return card;
}

/** Rewrites a card's sides; its schedule is kept. */
export async function updateCard(em: EntityManager, actor: Actor, id: number, input: unknown, clock: Clock) {
  const card = await getCard(em, actor, id);
  const { front, back } = validate(cardSchema, input);
  card.front = front;
  card.back = back;
  card.folder.updatedAt = clock.now();
  await em.flush();
  return card;
}

export async function deleteCard(em: EntityManager, actor: Actor, id: number, clock: Clock) {
  const card = await getCard(em, actor, id);
  const folder = card.folder;
  folder.updatedAt = clock.now();
  em.remove(card);
  await em.flush();
  return { id, folder };
}
