import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Actor } from '../core/actor';
import type { Services } from '../core/services';
import { type SessionControl, sessionControl } from '../http/session-control';
import { createLoaders, type Loaders } from './loaders';

/** What every resolver gets: the request's EntityManager fork, who is asking and the app's services. */
export type GraphQLContext = {
  em: EntityManager;
  actor: Actor;
  ip: string;
  session: SessionControl;
  services: Services;
  loaders: Loaders;
};

/** The context of one request (`/graphql`, or a page's first data): its loaders start empty. */
export function graphqlContext(em: EntityManager, actor: Actor, req: Request, res: Response, services: Services) {
  return {
    em,
    actor,
    ip: req.ip ?? '',
    session: sessionControl(req, res),
    services,
    loaders: createLoaders(em, services.clock),
  } satisfies GraphQLContext;
}
