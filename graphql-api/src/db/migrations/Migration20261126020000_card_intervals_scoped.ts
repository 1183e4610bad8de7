import { Migration } from '@mikro-orm/migrations';

// `card_intervals`' trigger functions (Migration20261123153501_card_intervals), frozen here.
const kind = `case when review_count = 0 then 0 when state in (1, 3) then 1 when interval < 21 then 2 else 3 end`;

const contribution = (rows: string) => `select folder_id, ${kind} as kind, interval, count(*) as cards
    from ${rows} group by 1, 2, 3`;

const add = (rows: string) => `insert into card_intervals (folder_id, kind, interval, cards)
    ${contribution(rows)}
    on conflict (folder_id, kind, interval) do update set cards = card_intervals.cards + excluded.cards;`;

/**
 * Takes the rows' cards away from their counters, then drops the counters that reached zero: with `scoped`, only
 * among the counters the rows touched (by primary key); without, as before, over the whole table.
 */
const subtract = (rows: string, scoped: boolean) => `update card_intervals d set cards = d.cards - x.cards
    from (${contribution(rows)}) x where d.folder_id = x.folder_id and d.kind = x.kind and d.interval = x.interval;
    ${
      scoped
        ? `delete from card_intervals d using (${contribution(rows)}) x
     where d.folder_id = x.folder_id and d.kind = x.kind and d.interval = x.interval and d.cards <= 0;`
        : 'delete from card_intervals where cards <= 0;'
    }`;

/** The rows of an update whose class changed (`side` o: before, n: after): most ratings of a card change it. */
const changed = (side: 'o' | 'n') => `(select ${side}.* from old_rows o join new_rows n using (id)
     where (o.folder_id, o.review_count = 0, o.state, o.interval) is distinct from (n.folder_id, n.review_count = 0, n.state, n.interval)) c`;

const functions = (scoped: boolean) => [
  `create or replace function cards_intervals_deleted() returns trigger language plpgsql as $$
      begin ${subtract('old_rows', scoped)} return null; end $$;`,
  `create or replace function cards_intervals_updated() returns trigger language plpgsql as $$
      begin ${subtract(changed('o'), scoped)} ${add(changed('n'))} return null; end $$;`,
];

/**
 * Every rating, edit, move or deletion of a card emptied `card_intervals` of its zero counters by scanning the whole
 * table, every learner's, in the write's transaction. It now looks only at the counters the write took cards from
 * (`folder_id`, `kind`, `interval`: the primary key), as `card_due_days` and `review_days` already do.
 */
export class Migration20261126020000_card_intervals_scoped extends Migration {
  override async up(): Promise<void> {
    for (const sql of functions(true)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of functions(false)) this.addSql(sql);
  }
}
