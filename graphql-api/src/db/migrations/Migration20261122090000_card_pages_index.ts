import { Migration } from '@mikro-orm/migrations';

/** A folder's cards page by page in creation order (keyset on created_at, id) without sorting. */
export class Migration20261122090000_card_pages_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "cards_folder_id_created_at_id_index" on "cards" ("folder_id", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "cards_folder_id_created_at_id_index";`);
  }
}
