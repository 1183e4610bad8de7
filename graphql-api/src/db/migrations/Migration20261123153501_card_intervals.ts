import { Migration } from '@mikro-orm/migrations';

/**
 * A card's class for the statistics screen: 0 never reviewed, 1 (re)learning (FSRS state 1 or 3), 2 young
 * (interval under 21 days), 3 mature. Kept in step with `MATURE_INTERVAL` of statistics.schema.ts.
 */
const kind = `case when review_count = 0 then 0 when state in (1, 3) then 1 when interval < 21 then 2 else 3 end`;

const contribution = (rows: string) => `select folder_id, ${kind} as kind, interval, count(*) as cards
    from ${rows} group by 1, 2, 3`;

const add = (rows: string) => `insert into card_intervals (folder_id, kind, interval, cards)
    ${contribution(rows)}
    on conflict (folder_id, kind, interval) do update set cards = card_intervals.cards + excluded.cards;`;

const subtract = (rows: string) => `update card_intervals d set cards = d.cards - x.cards
    from (${contribution(rows)}) x where d.folder_id = x.folder_id and d.kind = x.kind and d.interval = x.interval;
    delete from card_intervals where cards <= 0;`;

/** The rows of an update whose class changed (`side` o: before, n: after): most ratings of a card change it. */
const changed = (side: 'o' | 'n') => `(select ${side}.* from old_rows o join new_rows n using (id)
     where (o.folder_id, o.review_count = 0, o.state, o.interval) is distinct from (n.folder_id, n.review_count = 0, n.state, n.interval)) c`;

/**
 * Statistics (issue 13): cards counted per folder, class (new / learning / young / mature) and interval, kept by
 * statement-level triggers on `cards` in the same transaction as every write (as the folder counters are), so the
 * statistics screen's "cards by state" and interval distribution read a few hundred rows, not every card.
 */
export class Migration20261123153501_card_intervals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "card_intervals" ("folder_id" int not null, "kind" smallint not null,
      "interval" int not null, "cards" int not null default 0,
      constraint "card_intervals_pkey" primary key ("folder_id", "kind", "interval"));`);
    this.addSql(`alter table "card_intervals" add constraint "card_intervals_folder_id_foreign" foreign key ("folder_id")
      references "folders" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function cards_intervals_inserted() returns trigger language plpgsql as $$
      begin ${add('new_rows')} return null; end $$;`);
    this.addSql(`create function cards_intervals_deleted() returns trigger language plpgsql as $$
      begin ${subtract('old_rows')} return null; end $$;`);
    this.addSql(`create function cards_intervals_updated() returns trigger language plpgsql as $$
      begin ${subtract(changed('o'))} ${add(changed('n'))} return null; end $$;`);
    this.addSql(`create trigger cards_intervals_inserted after insert on cards
      referencing new table as new_rows for each statement execute function cards_intervals_inserted();`);
    this.addSql(`create trigger cards_intervals_deleted after delete on cards
      referencing old table as old_rows for each statement execute function cards_intervals_deleted();`);
    this.addSql(`create trigger cards_intervals_updated after update on cards
      referencing old table as old_rows new table as new_rows for each statement execute function cards_intervals_updated();`);

    this.addSql(add('cards'));
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger cards_intervals_inserted on cards;');
    this.addSql('drop trigger cards_intervals_deleted on cards;');
    this.addSql('drop trigger cards_intervals_updated on cards;');
    this.addSql('drop function cards_intervals_inserted(), cards_intervals_deleted(), cards_intervals_updated();');
    this.addSql('drop table if exists "card_intervals" cascade;');
  }
}
