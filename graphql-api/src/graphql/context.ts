import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../core/actor';
import type { Clock } from '../core/clock';

/** What every resolver gets: the request's EntityManager fork, who is asking and the clock. */
export type GraphQLContext = {
  em: EntityManager;
  actor: Actor;
  clock: Clock;
};
