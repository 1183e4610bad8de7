import { Migration } from '@mikro-orm/migrations';

/**
 * Token scopes. Tokens made before scopes existed could write, and the tools using them still do: they become
 * `read_write` (the column is added with that default, which fills every existing row); new tokens default to
 * `read` from then on.
 */
export class Migration20261123153013_api_token_scopes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "api_tokens" add column "scope" varchar(10) not null default 'read_write';`);
    this.addSql(`alter table "api_tokens" alter column "scope" set default 'read';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_tokens" drop column "scope";`);
  }

}
