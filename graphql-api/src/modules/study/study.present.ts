import { presentCard } from '../cards/card.present';
import type { CardRecord } from '../cards/card.record';
import { nextIntervals } from '../scheduling/schedule';
import type { Scheduling } from '../scheduling/scheduler-settings';
import type { StudySession } from './study-session.entity';

/** The REST shape of a study session. */
export const presentSession = (session: StudySession) => ({
  id: session.id,
  folderId: session.folder?.id ?? null,
  cardsStudied: session.cardsStudied,
  easyCount: session.easyCount,
  goodCount: session.goodCount,
  hardCount: session.hardCount,
  startedAt: session.startedAt,
  completedAt: session.completedAt,
});

/** A card with what the rating buttons would give now: the same `rate` that a rating runs. */
export const presentStudyCard = (card: CardRecord, scheduling: Scheduling) => ({
  ...presentCard(card, scheduling),
  nextIntervals: nextIntervals(card.id, card, scheduling.now, scheduling.settings, scheduling.load),
});
