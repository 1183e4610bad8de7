import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130834_study_days extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "study_days" ("user_id" int not null, "day" date not null, "reviews" int not null, constraint "study_days_pkey" primary key ("user_id", "day"));`);

    this.addSql(`alter table "study_days" add constraint "study_days_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    // Reviews made so far, counted per local study day (04:00 boundary) in each learner's zone; a zone PostgreSQL
    // does not know counts in UTC rather than failing the migration.
    this.addSql(`insert into "study_days" ("user_id", "day", "reviews")
      select r."user_id",
             ((r."reviewed_at" at time zone case when exists (select 1 from pg_timezone_names z where z.name = u."time_zone")
                                               then u."time_zone" else 'UTC' end) - interval '4 hours')::date,
             count(*)
        from "reviews" r join "users" u on u."id" = r."user_id"
       group by 1, 2;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "study_days" cascade;`);
  }

}
