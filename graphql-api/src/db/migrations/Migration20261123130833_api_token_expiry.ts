import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130833_api_token_expiry extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "api_tokens" add column "expires_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_tokens" drop column "expires_at";`);
  }

}
