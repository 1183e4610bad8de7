import { Migration } from '@mikro-orm/migrations';

/** See the index on `Session`. */
export class Migration20261123152600_sessions_user_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "sessions_user_id_index" on "sessions" (((sess ->> 'userId')::int));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "sessions_user_id_index";`);
  }

}
