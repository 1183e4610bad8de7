import { type EntityData, type EntityManager, type EntityName, type FilterQuery, Utils } from '@mikro-orm/postgresql';

/**
 * Writes and deletes of one learner's managed entities by their id *and* their learner (issue 40, item 6). The unit
 * of work writes a managed entity `where "id" = ?`, a statement that does not say whose row it is, so these use
 * `nativeUpdate`/`nativeDelete` with `{ id, user }` and leave the identity map as a flush would have.
 */

/** An entity of a per-learner table: an integer id and its learner. */
type Owned = { id: number; user: unknown };

const classOf = <T extends Owned>(entity: T) => entity.constructor as EntityName<T>;
const keyOf = <T extends Owned>(entity: T, userId: number) => ({ id: entity.id, user: userId }) as FilterQuery<T>;

/** Whether a flush would see `value` as a change of `current`: entities by identity, the rest by value. */
const differs = (current: unknown, value: unknown) =>
  Utils.isEntity(current) || Utils.isEntity(value) ? current !== value : !Utils.equals(current, value);

/**
 * Writes `changes` to the learner's row of `entity` and to the entity, which stays clean for later flushes. As a
 * flush does, only what differs is written (nothing when nothing does; `undefined` is "leave it"), and then the
 * properties with `onUpdate` (`updatedAt`) take its value. The entity must have no other unflushed change: those would
 * be taken as written.
 */
export async function updateOwned<T extends Owned>(
  em: EntityManager,
  entity: T,
  userId: number,
  changes: EntityData<T>,
): Promise<void> {
  const current = entity as Record<string, unknown>;
  const written: Record<string, unknown> = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => value !== undefined && differs(current[key], value)),
  );
  if (Object.keys(written).length === 0) return;
  for (const prop of em.getMetadata().get(entity.constructor.name).props)
    if (prop.onUpdate) written[prop.name] = prop.onUpdate(entity, em);
  // A copy: nativeUpdate turns the entities it is given into their ids, in place.
  await em.nativeUpdate(classOf(entity), keyOf(entity, userId), { ...written } as EntityData<T>);
  Object.assign(entity, written);
  // Merged again with `refresh`: what it holds now is what the database holds, nothing left to flush.
  em.merge(entity, { refresh: true });
}

/** Deletes the learner's row of `entity` (its foreign keys cascade as with `em.remove`) and forgets the entity. */
export async function deleteOwned<T extends Owned>(em: EntityManager, entity: T, userId: number): Promise<void> {
  await em.nativeDelete(classOf(entity), keyOf(entity, userId));
  em.getUnitOfWork().unsetIdentity(entity);
}
