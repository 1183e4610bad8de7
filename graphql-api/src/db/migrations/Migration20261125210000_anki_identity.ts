import { Migration } from '@mikro-orm/migrations';

/**
 * Anki imports (issue "Anki decks exactly as Anki shows them"): a card's identity in the file it came from
 * (`source_key`, Anki's note guid and template), so importing the same package again updates instead of adding, and
 * whether the card is suspended. A suspended card is never due: the due index leaves it out, so the due lists still
 * read only the index. Earlier import reports get the report's new figures as zeros.
 */
export class Migration20261125210000_anki_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cards" add column "source_key" text null;`);
    this.addSql(`alter table "cards" add column "suspended" boolean not null default false;`);
    this.addSql(`create index "cards_source_key_index" on "cards" ("source_key") where "source_key" is not null;`);
    this.addSql(`drop index "cards_folder_id_next_review_at_id_index";`);
    this.addSql(
      `create index "cards_folder_id_next_review_at_id_index" on "cards" ("folder_id", "next_review_at", "id") where not "suspended";`,
    );
    this.addSql(
      `update "import_jobs" set "report" = '{"cardsUpdated": 0, "cardsUnchanged": 0, "suspendedCards": 0, "mediaImported": 0, "mediaProblems": []}'::jsonb || "report" where "report" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "cards_folder_id_next_review_at_id_index";`);
    this.addSql(
      `create index "cards_folder_id_next_review_at_id_index" on "cards" ("folder_id", "next_review_at", "id");`,
    );
    this.addSql(`drop index "cards_source_key_index";`);
    this.addSql(`alter table "cards" drop column "suspended";`);
    this.addSql(`alter table "cards" drop column "source_key";`);
  }
}
