import { Migration } from '@mikro-orm/migrations';

/**
 * A search inside a folder (`ilike '%term%'` on front or back) through GiST trigram indexes led by the folder
 * instead of GIN ones. A GIN index keeps one posting list per trigram for the whole table: a term whose trigrams
 * are common ("palabra" on every card) decodes and intersects lists of every learner's cards, so its cost grew with
 * the table (4.4 ms on the benchmark's heavy learner, 100 000 cards). The GiST tree is split by `folder_id` first
 * (btree_gist), so a search walks one folder's part of it: its cost follows the folder (0.5 ms there; about 1 ms for
 * any term over 10 000 cards of random text). btree_gist is a trusted extension like pg_trgm (PostgreSQL 13+).
 */
export class Migration20261123203646_card_search_gist extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql('drop index "cards_folder_id_front_trgm_index";');
    this.addSql('drop index "cards_folder_id_back_trgm_index";');
    this.addSql(
      `create index "cards_folder_id_front_trgm_index" on "cards" using gist ("folder_id", "front" gist_trgm_ops);`,
    );
    this.addSql(
      `create index "cards_folder_id_back_trgm_index" on "cards" using gist ("folder_id", "back" gist_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index "cards_folder_id_front_trgm_index";');
    this.addSql('drop index "cards_folder_id_back_trgm_index";');
    this.addSql(`create index "cards_folder_id_front_trgm_index" on "cards" using gin ("folder_id", "front" gin_trgm_ops);`);
    this.addSql(`create index "cards_folder_id_back_trgm_index" on "cards" using gin ("folder_id", "back" gin_trgm_ops);`);
  }
}
