import { Migration } from '@mikro-orm/migrations';

/**
 * A learner's even workload (issue 26 item 5): load balancing (on by default: in the simulation it cuts day-to-day
 * spikes by a third at the same retention) and "días libres", a normal day's share of reviews per weekday, Monday
 * first (100 normal, 50 fewer, 0 none; every day normal by default).
 */
export class Migration20261126050000_even_workload extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "load_balancing" boolean not null default true,
      add column "easy_days" jsonb not null default '[100,100,100,100,100,100,100]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "load_balancing", drop column "easy_days";`);
  }
}
