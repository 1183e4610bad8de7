import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38, item 2: a card whose template (or cloze ordinal) no longer yields a question after its note or note type
 * was edited is kept with its history and marked empty, for the learner to delete ("Tarjetas vacías", as Anki's
 * "Empty Cards"). Set when a note is written, so listing them never renders; few cards are, hence a partial index.
 */
export class Migration20261129060000_card_empty extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cards" add column "empty" boolean not null default false;`);
    this.addSql(`create index "cards_empty_index" on "cards" ("folder_id") where "empty";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "cards_empty_index";`);
    this.addSql(`alter table "cards" drop column "empty";`);
  }
}
