import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** Attempt counters for login and password-reset throttling, shared by every instance. */
@Entity({ tableName: 'rate_limits' })
export class RateLimit {
  /** e.g. `login:email:ana@example.com` or `reset:ip:203.0.113.9` */
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'integer' })
  hits!: number;

  @Property({ type: 'datetime' })
  windowStart!: Date;
}
