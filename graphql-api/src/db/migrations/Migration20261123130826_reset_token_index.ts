import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130826_reset_token_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "users_reset_token_index" on "users" ("reset_token") where "reset_token" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_reset_token_index";`);
  }

}
