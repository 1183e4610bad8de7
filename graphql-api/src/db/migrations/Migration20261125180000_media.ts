import { Migration } from '@mikro-orm/migrations';

/**
 * Card media (DESIGN §15): one `media` row per learner and SHA-256 of the stored bytes, and the bytes in
 * `media_chunks` (1 MB each). The chunks are kept uncompressed and out of line (`storage external`): images and
 * sounds do not compress, and a range reads only the part of a chunk it needs. Their foreign key is checked at
 * commit, so an upload writes its chunks before the row that owns them (whose hash is known only at the end).
 */
export class Migration20261125180000_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "media" ("id" serial primary key, "user_id" int not null, "sha256" varchar(64) not null, "mime_type" varchar(50) not null, "bytes" int not null, "width" int null, "height" int null, "created_at" timestamptz not null default now(), constraint media_sha256_check check (sha256 ~ '^[0-9a-f]{64}\$'));`);
    this.addSql(`alter table "media" add constraint "media_user_id_sha256_unique" unique ("user_id", "sha256");`);
    this.addSql(`alter table "media" add constraint "media_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "media_chunks" ("media_id" int not null, "seq" int not null, "data" bytea not null, constraint "media_chunks_pkey" primary key ("media_id", "seq"));`);
    this.addSql(`alter table "media_chunks" alter column "data" set storage external;`);
    this.addSql(`alter table "media_chunks" add constraint "media_chunks_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade on delete cascade deferrable initially deferred;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media_chunks" cascade;`);
    this.addSql(`drop table if exists "media" cascade;`);
  }
}
