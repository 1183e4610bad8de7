import { Router } from 'express';
import { parseId } from '../../core/ids';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { presentUser } from '../accounts/account.present';
import { cardMessages } from '../cards/card.schema';
import { schedulingOf } from '../scheduling/scheduler-settings';
import { userStats } from '../statistics/user-stats.service';
import { dueList } from './due-list.service';
import { computeOptimalRetention } from './optimal-retention.service';
import { requestParameterFit } from './parameter-fit.service';
import { reviewCard, undoReview } from './rating.service';
import { presentSession, presentStudyCard } from './study.present';
import { studyMessages } from './study.schema';
import { startStudySession, updateStudySession } from './study-session.service';

/** Reviews, due lists, study sessions and the learner's figures (SPEC §7). */
export function studyRoutes(services: Services): Router {
  const { clock } = services;
  const router = Router();

  // The due cards with their folder's name.
  router.get('/cards/review', async (req, res) => {
    const now = clock.now();
    const { cards, settings, load } = await dueList(requestEm(), req.actor, now, req.query);
    const scheduling = { now, settings, load };
    res.json(cards.map((card) => ({ ...presentStudyCard(card, scheduling), folderName: card.folder.name })));
  });

  // SPEC §7's card, plus the review's id (for undo), the buttons' next hints, and whether `clientId` named a rating
  // already made (then nothing was rated again).
  router.post('/cards/:id/review', async (req, res) => {
    const id = parseId(req.params.id, cardMessages.notFound);
    const { card, reviewId, settings, load, replayed, becameLeech } = await reviewCard(
      requestEm(),
      req.actor,
      id,
      req.body,
      clock,
    );
    res.json({ ...presentStudyCard(card, { now: clock.now(), settings, load }), reviewId, replayed, becameLeech });
  });

  router.post('/reviews/:id/undo', async (req, res) => {
    const { card, session } = await undoReview(
      requestEm(),
      req.actor,
      parseId(req.params.id, studyMessages.reviewNotFound),
      clock,
    );
    // The buttons read the forecast as the due list's do (load balancing), as GraphQL's `nextIntervals` does.
    res.json({
      card: presentStudyCard(card, await schedulingOf(requestEm(), req.actor, clock.now())),
      studySession: session ? presentSession(session) : null,
    });
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

  /** "Optimizar ahora": 202, the fit runs in the optimizer's job (`schedulerSettings.fitPending` until then). */
  router.post('/user/parameter-fit', async (req, res) => {
    res.status(202).json(presentUser(await requestParameterFit(requestEm(), req.actor, services)));
  });

  /** "Calcular la retención óptima": the suggestion and what it would change; nothing saved (PUT /user/settings does). */
  router.post('/user/optimal-retention', async (req, res) => {
    res.json(await computeOptimalRetention(requestEm(), req.actor, clock));
  });

  return router;
}
