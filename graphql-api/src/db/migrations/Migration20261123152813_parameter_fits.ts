import { Migration } from '@mikro-orm/migrations';

/**
 * Per-learner FSRS parameters (DESIGN §5): when a fit was asked for and has not run yet (the optimizer's queue
 * reads only these rows), and when the last fit ran whatever it kept.
 */
export class Migration20261123152813_parameter_fits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "fit_requested_at" timestamptz null, add column "parameters_checked_at" timestamptz null;`);
    this.addSql(`create index "users_fit_requested_at_index" on "users" ("fit_requested_at") where "fit_requested_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_fit_requested_at_index";`);
    this.addSql(`alter table "users" drop column "fit_requested_at", drop column "parameters_checked_at";`);
  }
}
