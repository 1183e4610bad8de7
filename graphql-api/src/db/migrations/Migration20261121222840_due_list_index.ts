import { Migration } from '@mikro-orm/migrations';

export class Migration20261121222840_due_list_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop index "cards_folder_id_next_review_at_index";`);

    this.addSql(`create index "cards_folder_id_next_review_at_id_index" on "cards" ("folder_id", "next_review_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "cards_folder_id_next_review_at_id_index";`);

    this.addSql(`create index "cards_folder_id_next_review_at_index" on "cards" ("folder_id", "next_review_at");`);
  }

}
