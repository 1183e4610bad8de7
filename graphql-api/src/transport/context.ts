import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../core/actor';
import type { Services } from '../core/services';
import type { SessionControl } from './session-control';

/** What every resolver gets: the request's EntityManager fork, who is asking and the app's services. */
export interface GraphQLContext {
  em: EntityManager;
  actor: Actor;
  ip: string;
  session: SessionControl;
  services: Services;
  loaders: RequestLoaders;
}

/** A per-request batch loader as resolvers use it (a DataLoader: the keys asked for in one tick, one statement). */
export interface Loader<K, V> {
  load(key: K): Promise<V>;
  prime(key: K, value: V): unknown;
}

/** A loader's key that carries the user id: every loader answers only from that user's folders. */
export type FolderKey = { userId: number; folderId: number };

/**
 * The request's loaders by name, each declared by the module whose resolvers read it (a `declare module` of this file
 * beside the resolver), so that this floor names no module. graphql/loaders.ts builds every one of them (a missing one
 * does not compile).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging (each module adds its loaders)
export interface RequestLoaders {}
