import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../core/actor';
import type { Services } from '../core/services';
import type { SessionControl } from '../http/session-control';
import type { Loaders } from './loaders';

/** What every resolver gets: the request's EntityManager fork, who is asking and the app's services. */
export type GraphQLContext = {
  em: EntityManager;
  actor: Actor;
  ip: string;
  session: SessionControl;
  services: Services;
  loaders: Loaders;
};
