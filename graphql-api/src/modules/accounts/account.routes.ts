import { Router } from 'express';
import { unauthenticated } from '../../core/errors';
import type { Services } from '../../core/services';
import { requestEm } from '../../transport/request';
import { sessionControl } from '../../transport/session-control';
import { presentUser } from './account.present';
import {
  checkResetToken,
  closeAllSessions,
  deleteAccount,
  findViewer,
  login,
  register,
  requestPasswordReset,
  resetPassword,
  updateSettings,
} from './account.service';

/** `/api/auth/*` and `/api/user/settings`: parse, call the service, shape the answer. */
export function accountRoutes(deps: Services): Router {
  const router = Router();

  router.post('/auth/register', async (req, res) => {
    const user = await register(requestEm(), req.body, req.ip ?? '', deps);
    await sessionControl(req, res).signIn(user.id);
    res.status(201).json(presentUser(user));
  });

  router.post('/auth/login', async (req, res) => {
    const user = await login(requestEm(), req.body, req.ip ?? '', deps);
    await sessionControl(req, res).signIn(user.id);
    res.json(presentUser(user));
  });

  router.post('/auth/logout', async (req, res) => {
    await sessionControl(req, res).signOut();
    res.status(204).end();
  });

  /** "Cerrar todas las sesiones": every session of the user (this one too) and every API token. */
  router.post('/auth/logout-everywhere', async (req, res) => {
    await closeAllSessions(requestEm(), req.actor, deps);
    await sessionControl(req, res).signOut();
    res.status(204).end();
  });

  router.get('/auth/user', async (req, res) => {
    const user = await findViewer(requestEm(), req.actor);
    if (!user) throw unauthenticated();
    res.json(presentUser(user));
  });

  router.post('/auth/reset-password', async (req, res) => {
    res.json(await requestPasswordReset(requestEm(), req.body, req.ip ?? '', deps));
  });

  // POST, so that the token stays out of URLs in logs and histories.
  router.post('/auth/reset-token', async (req, res) => {
    res.json(await checkResetToken(requestEm(), req.body, req.ip ?? '', deps));
  });

  router.post('/auth/new-password', async (req, res) => {
    res.json(await resetPassword(requestEm(), req.body, req.ip ?? '', deps));
  });

  /** Deletes the account and every row of it, with the password again; then the session cookie goes too. */
  router.delete('/account', async (req, res) => {
    await deleteAccount(requestEm(), req.actor, req.body, req.ip ?? '', deps);
    await sessionControl(req, res).signOut();
    res.status(204).end();
  });

  router.put('/user/settings', async (req, res) => {
    res.json(presentUser(await updateSettings(requestEm(), req.actor, req.body, deps)));
  });

  return router;
}
