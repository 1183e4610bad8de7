import { Migration } from '@mikro-orm/migrations';

/** Each card's contribution to its folder's counters, summed over a set of card rows (a transition table). */
const contribution = (rows: string) => `select folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied
    from ${rows} group by folder_id`;

const apply = (rows: string, sign: '+' | '-') => `update folders f set
         card_count = f.card_count ${sign} d.cards,
         new_count = f.new_count ${sign} d.new,
         easy_count = f.easy_count ${sign} d.easy,
         good_count = f.good_count ${sign} d.good,
         hard_count = f.hard_count ${sign} d.hard,
         studied_count = f.studied_count ${sign} d.studied
    from (${contribution(rows)}) d where f.id = d.folder_id;`;

/**
 * Per-folder counters of cards (total, by difficulty, studied), kept by statement-level triggers on `cards` in the
 * same transaction as every write — REST, GraphQL, imports and sample data alike — so no code path can forget them.
 * An update only touches them when a counted column changed, so most ratings of an already-rated card leave the
 * folder row alone.
 */
export class Migration20261123131051_folder_counters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "folders" add column "card_count" int not null default 0, add column "new_count" int not null default 0, add column "easy_count" int not null default 0, add column "good_count" int not null default 0, add column "hard_count" int not null default 0, add column "studied_count" int not null default 0;`,
    );

    this.addSql(`create function cards_count_inserted() returns trigger language plpgsql as $$
      begin ${apply('new_rows', '+')} return null; end $$;`);
    this.addSql(`create function cards_count_deleted() returns trigger language plpgsql as $$
      begin ${apply('old_rows', '-')} return null; end $$;`);
    this.addSql(`create function cards_count_updated() returns trigger language plpgsql as $$
      begin
        ${apply(
          `(select o.* from old_rows o join new_rows n using (id)
             where (o.folder_id, o.difficulty, o.review_count > 0) is distinct from (n.folder_id, n.difficulty, n.review_count > 0)) c`,
          '-',
        )}
        ${apply(
          `(select n.* from old_rows o join new_rows n using (id)
             where (o.folder_id, o.difficulty, o.review_count > 0) is distinct from (n.folder_id, n.difficulty, n.review_count > 0)) c`,
          '+',
        )}
        return null;
      end $$;`);
    this.addSql(`create trigger cards_count_inserted after insert on cards
      referencing new table as new_rows for each statement execute function cards_count_inserted();`);
    this.addSql(`create trigger cards_count_deleted after delete on cards
      referencing old table as old_rows for each statement execute function cards_count_deleted();`);
    this.addSql(`create trigger cards_count_updated after update on cards
      referencing old table as old_rows new table as new_rows for each statement execute function cards_count_updated();`);

    this.addSql(`${apply('cards', '+')}`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger cards_count_inserted on cards;');
    this.addSql('drop trigger cards_count_deleted on cards;');
    this.addSql('drop trigger cards_count_updated on cards;');
    this.addSql('drop function cards_count_inserted(), cards_count_deleted(), cards_count_updated();');
    this.addSql(
      `alter table "folders" drop column "card_count", drop column "new_count", drop column "easy_count", drop column "good_count", drop column "hard_count", drop column "studied_count";`,
    );
  }
}
