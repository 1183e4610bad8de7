import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * express-session rows, written by connect-pg-simple. Mapped here only so that
 * the schema (and every migration diff) knows the table and never drops it.
 */
@Entity({ tableName: 'sessions' })
// Ending every session of a user (password reset, "Cerrar todas las sesiones") finds them by index, not by scan.
@Index({
  name: 'sessions_user_id_index',
  expression: `create index "sessions_user_id_index" on "sessions" (((sess ->> 'userId')::int))`,
})
export class Session {
  @PrimaryKey({ type: 'string', length: 255 })
  sid!: string;

  @Property({ type: 'json', columnType: 'json' })
  sess!: Record<string, unknown>;

  @Index({ name: 'sessions_expire_index' })
  @Property({ type: 'datetime' })
  expire!: Date;
}
