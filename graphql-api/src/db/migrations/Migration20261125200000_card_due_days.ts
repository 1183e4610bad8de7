import { Migration } from '@mikro-orm/migrations';

/** The UTC date a card falls due on: a property of the row alone, so adding and taking away a row move one counter. */
const dueDay = (side = '') => `(${side}next_review_at at time zone 'UTC')::date`;

const contribution = (rows: string) => `select folder_id, ${dueDay()} as day, count(*) as cards
    from ${rows} where next_review_at is not null group by 1, 2`;

const add = (rows: string) => `insert into card_due_days (folder_id, day, cards)
    ${contribution(rows)}
    on conflict (folder_id, day) do update set cards = card_due_days.cards + excluded.cards;`;

const subtract = (rows: string) => `update card_due_days d set cards = d.cards - x.cards
    from (${contribution(rows)}) x where d.folder_id = x.folder_id and d.day = x.day;
    delete from card_due_days d using (select distinct folder_id, ${dueDay()} as day from ${rows}) x
     where d.folder_id = x.folder_id and d.day = x.day and d.cards <= 0;`;

/** The rows of an update that moved a card to another due day or folder (`side` o: before, n: after). */
const changed = (side: 'o' | 'n') => `(select ${side}.* from old_rows o join new_rows n using (id)
     where (o.folder_id, ${dueDay('o.')}) is distinct from (n.folder_id, ${dueDay('n.')})) c`;

/**
 * Cards per folder and UTC date of `next_review_at`, kept by statement-level triggers on `cards` in the same
 * transaction as every write (a rating, an undo, an edit, a move, a deletion, an import), as `card_intervals` is. The
 * statistics screen's "overdue" (reviewed cards due before today's study day began) sums these rows up to the UTC date
 * of that instant and counts the cards of that one date through the due-list index: it no longer counts every overdue
 * card (54 000 index entries for the benchmark's heavy learner, each rating leaving a dead one behind until vacuum).
 * UTC dates, not the learner's study days: a change of time zone changes nothing here.
 */
export class Migration20261125200000_card_due_days extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "card_due_days" ("folder_id" int not null, "day" date not null,
      "cards" int not null default 0, constraint "card_due_days_pkey" primary key ("folder_id", "day"));`);
    this.addSql(`alter table "card_due_days" add constraint "card_due_days_folder_id_foreign" foreign key ("folder_id")
      references "folders" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function cards_due_days_inserted() returns trigger language plpgsql as $$
      begin ${add('new_rows')} return null; end $$;`);
    this.addSql(`create function cards_due_days_deleted() returns trigger language plpgsql as $$
      begin ${subtract('old_rows')} return null; end $$;`);
    this.addSql(`create function cards_due_days_updated() returns trigger language plpgsql as $$
      begin ${subtract(changed('o'))} ${add(changed('n'))} return null; end $$;`);
    this.addSql(`create trigger cards_due_days_inserted after insert on cards
      referencing new table as new_rows for each statement execute function cards_due_days_inserted();`);
    this.addSql(`create trigger cards_due_days_deleted after delete on cards
      referencing old table as old_rows for each statement execute function cards_due_days_deleted();`);
    this.addSql(`create trigger cards_due_days_updated after update on cards
      referencing old table as old_rows new table as new_rows for each statement execute function cards_due_days_updated();`);

    this.addSql(add('cards'));
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger cards_due_days_inserted on cards;');
    this.addSql('drop trigger cards_due_days_deleted on cards;');
    this.addSql('drop trigger cards_due_days_updated on cards;');
    this.addSql('drop function cards_due_days_inserted(), cards_due_days_deleted(), cards_due_days_updated();');
    this.addSql('drop table if exists "card_due_days" cascade;');
  }
}
