import { Migration } from '@mikro-orm/migrations';

/** A folder's "play the sound of each side as it appears" setting (DESIGN §15), off by default. */
export class Migration20261125190000_folder_auto_play extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "folders" add column "auto_play" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "folders" drop column "auto_play";`);
  }
}
