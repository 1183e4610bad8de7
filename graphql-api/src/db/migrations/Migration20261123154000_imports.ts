import { Migration } from '@mikro-orm/migrations';

/**
 * Imports (DESIGN §12): one `import_jobs` row per import, polled by the web for its progress and report, and the
 * uploaded bytes in `import_uploads` (chunks of at most 1 MB), readable by whichever instance runs the job and
 * deleted when it ends.
 */
export class Migration20261123154000_imports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "import_jobs" ("id" serial primary key, "user_id" int not null, "status" varchar(10) not null default 'queued', "format" varchar(10) not null, "file_name" varchar(255) null, "options" jsonb not null default '{}', "processed" int not null default 0, "total" int null, "error" text null, "report" jsonb null, "created_at" timestamptz not null default now(), "started_at" timestamptz null, "finished_at" timestamptz null);`);
    this.addSql(`alter table "import_jobs" add constraint "import_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "import_jobs_user_id_id_index" on "import_jobs" ("user_id", "id");`);

    this.addSql(`create table "import_uploads" ("job_id" int not null, "seq" int not null, "data" bytea not null, constraint "import_uploads_pkey" primary key ("job_id", "seq"));`);
    this.addSql(`alter table "import_uploads" add constraint "import_uploads_job_id_foreign" foreign key ("job_id") references "import_jobs" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "import_uploads" cascade;`);
    this.addSql(`drop table if exists "import_jobs" cascade;`);
  }
}
