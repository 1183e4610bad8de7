import { Migration } from '@mikro-orm/migrations';

/**
 * The anonymous per-address limit of the community's public requests (issue 40 item 4), shared by every instance:
 * one token bucket per address. UNLOGGED: written on many public requests, it need not survive a crash (the buckets
 * start full again) nor cost the WAL.
 */
export class Migration20261128220000_public_request_buckets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create unlogged table "public_request_buckets" ("key" varchar(64) not null, "tokens" double precision not null, "at_ms" double precision not null, "last_allowed" boolean not null, constraint "public_request_buckets_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "public_request_buckets";`);
  }
}
