import type { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/postgresql';
import type { Actor } from '../core/actor';

declare global {
  namespace Express {
    interface Request {
      /** Who is asking; set once per request by the `authenticate` step (http/authentication.ts). */
      actor: Actor;
    }
  }
}

/** The request's EntityManager fork (see the `orm-context` step, http/request-context.ts). */
export function requestEm(): EntityManager {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error('No request context: requestContext() must run first');
  return em as EntityManager;
}
