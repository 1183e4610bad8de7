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

/**
 * The community's public requests from one address without a session or token, as a token bucket shared by every
 * instance (`takePublicToken`; migration `public_request_buckets`, an UNLOGGED table).
 */
@Entity({ tableName: 'public_request_buckets' })
export class PublicRequestBucket {
  /** The address as the limiter keys it (an IPv6 address by its /56). */
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  /** Tokens left at `atMs`. */
  @Property({ type: 'double' })
  tokens!: number;

  /** When `tokens` was counted, in milliseconds since the epoch (the limiter's clock). */
  @Property({ type: 'double' })
  atMs!: number;

  /** Whether the last request took a token (what the statement answers; a refusal takes none). */
  @Property({ type: 'boolean' })
  lastAllowed!: boolean;
}
