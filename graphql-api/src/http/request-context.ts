import { type MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

/** One EntityManager fork per request; request code reaches it through `RequestContext`. */
export function requestContext(orm: MikroORM): RequestHandler {
  return (_req, _res, next) => RequestContext.create(orm.em, next);
}
