import { Migration } from '@mikro-orm/migrations';

export class Migration20261123135125_card_search_trigrams extends Migration {

  override async up(): Promise<void> {
    // Both are trusted extensions (PostgreSQL 13+): the database's owner may create them, no superuser needed.
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists btree_gin;');
    this.addSql(`create index "cards_folder_id_back_trgm_index" on "cards" using gin ("folder_id", "back" gin_trgm_ops);`);
    this.addSql(`create index "cards_folder_id_front_trgm_index" on "cards" using gin ("folder_id", "front" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "cards_folder_id_back_trgm_index";`);
    this.addSql(`drop index "cards_folder_id_front_trgm_index";`);
  }

}
