import { Migration } from '@mikro-orm/migrations';

// `card_due_days`' trigger functions (Migration20261125200000_card_due_days), frozen here, counting only the cards
// that can be due: a suspended card is never due, so it leaves the counts when suspended and comes back after.
const dueDay = (side = '') => `(${side}next_review_at at time zone 'UTC')::date`;

const contribution = (rows: string, suspended: string) => `select folder_id, ${dueDay()} as day, count(*) as cards
    from ${rows} where next_review_at is not null and ${suspended} group by 1, 2`;

const add = (rows: string, suspended: string) => `insert into card_due_days (folder_id, day, cards)
    ${contribution(rows, suspended)}
    on conflict (folder_id, day) do update set cards = card_due_days.cards + excluded.cards;`;

const subtract = (rows: string, suspended: string) => `update card_due_days d set cards = d.cards - x.cards
    from (${contribution(rows, suspended)}) x where d.folder_id = x.folder_id and d.day = x.day;
    delete from card_due_days d using (select distinct folder_id, ${dueDay()} as day from ${rows}) x
     where d.folder_id = x.folder_id and d.day = x.day and d.cards <= 0;`;

/** The rows of an update that moved a card to another due day or folder (or in or out of suspension, `withSuspension`). */
const changed = (side: 'o' | 'n', withSuspension: boolean) => {
  const key = (row: 'o' | 'n') => `${row}.folder_id, ${dueDay(`${row}.`)}${withSuspension ? `, ${row}.suspended` : ''}`;
  return `(select ${side}.* from old_rows o join new_rows n using (id) where (${key('o')}) is distinct from (${key('n')})) c`;
};

/** The trigger functions counting cards that are not suspended (or, `withSuspension` false, as before: every card). */
const dueDaysFunctions = (withSuspension: boolean) => {
  const counted = withSuspension ? 'not suspended' : 'true';
  return [
    `create or replace function cards_due_days_inserted() returns trigger language plpgsql as $$
      begin ${add('new_rows', counted)} return null; end $$;`,
    `create or replace function cards_due_days_deleted() returns trigger language plpgsql as $$
      begin ${subtract('old_rows', counted)} return null; end $$;`,
    `create or replace function cards_due_days_updated() returns trigger language plpgsql as $$
      begin ${subtract(changed('o', withSuspension), counted)} ${add(changed('n', withSuspension), counted)} return null; end $$;`,
  ];
};

/**
 * Anki imports (issue "Anki decks exactly as Anki shows them"): a card's identity in the file it came from
 * (`source_key`, Anki's note guid and template), so importing the same package again updates instead of adding, and
 * whether the card is suspended. A suspended card is never due: the due index leaves it out, so the due lists still
 * read only the index, and `card_due_days` does not count it. Earlier import reports get the report's new figures as
 * zeros.
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
    for (const sql of dueDaysFunctions(true)) this.addSql(sql);
    this.addSql(
      `update "import_jobs" set "report" = '{"cardsUpdated": 0, "cardsUnchanged": 0, "suspendedCards": 0, "mediaImported": 0, "mediaProblems": []}'::jsonb || "report" where "report" is not null;`,
    );
  }

  override async down(): Promise<void> {
    for (const sql of dueDaysFunctions(false)) this.addSql(sql);
    this.addSql('delete from card_due_days;');
    this.addSql(add('cards', 'true'));
    this.addSql(`drop index "cards_folder_id_next_review_at_id_index";`);
    this.addSql(
      `create index "cards_folder_id_next_review_at_id_index" on "cards" ("folder_id", "next_review_at", "id");`,
    );
    this.addSql(`drop index "cards_source_key_index";`);
    this.addSql(`alter table "cards" drop column "suspended";`);
    this.addSql(`alter table "cards" drop column "source_key";`);
  }
}
