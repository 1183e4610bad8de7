import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Actor } from '../core/actor';
import type { Services } from '../core/services';
import type { GraphQLContext } from '../transport/context';
import { type SessionControl, sessionControl } from '../transport/session-control';
import { createLoaders } from './loaders';

/** Where a request came from and how to open or close its cookie session. */
export type RequestSide = { ip: string; session: SessionControl };

/** An Express request's side: its client address (as TRUST_PROXY says) and its session control. */
export const expressSide = (req: Request, res: Response): RequestSide => ({
  ip: req.ip ?? '',
  session: sessionControl(req, res),
});

/** The context of one request (`/graphql`, or a page's first data): its loaders start empty. */
export function graphqlContext(em: EntityManager, actor: Actor, side: RequestSide, services: Services) {
  return {
    em,
    actor,
    ip: side.ip,
    session: side.session,
    services,
    loaders: createLoaders(em, services.clock),
  } satisfies GraphQLContext;
}
