import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/user.entity';
import type { TokenScope } from './token.schema';

/** A personal access token for third-party tools; only its sha256 is stored. */
@Entity({ tableName: 'api_tokens' })
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'expiresAt' | 'scope';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: 'api_tokens_user_id_index' })
  user!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 64, unique: 'api_tokens_token_hash_unique', hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** `read`: queries only; `read_write`: everything its owner can do through the API. */
  @Property({ type: 'string', length: 10, default: 'read' })
  scope: TokenScope = 'read';

  /** After this instant the token no longer authenticates; null: until revoked. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;
}
