import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../http/authentication';
import { presentCard } from '../cards/card.routes';
import { cardMessages } from '../cards/card.schema';
import { nextIntervals } from './schedule';
import { studyMessages } from './study.schema';
import { dueCards, reviewCard, startStudySession, updateStudySession, userStats } from './study.service';
import type { StudySession } from './study-session.entity';

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

/** Reviews, due lists, study sessions and the learner's figures (SPEC §7). */
export function studyRoutes({ clock }: Services): Router {
  const router = Router();

  router.get('/cards/review', async (req, res) => {
    const cards = await dueCards(requestEm(), req.actor, clock.now(), req.query);
    res.json(
      cards.map((card) => ({ ...presentCard(card), folderName: card.folder.name, nextIntervals: nextIntervals(card) })),
    );
  });

  router.post('/cards/:id/review', async (req, res) => {
    const { card } = await reviewCard(
      requestEm(),
      req.actor,
      parseId(req.params.id, cardMessages.notFound),
      req.body,
      clock,
    );
    res.json(presentCard(card));
  });

  router.post('/study-sessions', async (req, res) => {
    res.status(201).json(presentSession(await startStudySession(requestEm(), req.actor, req.body)));
  });

  router.put('/study-sessions/:id', async (req, res) => {
    const id = parseId(req.params.id, studyMessages.sessionNotFound);
    res.json(presentSession(await updateStudySession(requestEm(), req.actor, id, req.body)));
  });

  router.get('/user/stats', async (req, res) => {
    const { today: _today, ...stats } = await userStats(requestEm(), req.actor, clock.now());
    res.json(stats);
  });

  router.get('/cards/daily-review', async (req, res) => {
    const stats = await userStats(requestEm(), req.actor, clock.now());
    res.json({
      date: stats.today,
      dueCount: stats.cardsDueToday,
      newCount: stats.newCards,
      studiedToday: stats.cardsStudiedToday,
      streak: stats.currentStreak,
    });
  });

  return router;
}
