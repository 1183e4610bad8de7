import { Migration } from '@mikro-orm/migrations';

export class Migration20261121215605_rate_limits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(300) not null, "hits" int not null, "window_start" timestamptz not null, constraint "rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }

}
