import { Migration } from '@mikro-orm/migrations';

// `card_intervals`' and `card_due_days`' trigger functions as the migrations before left them, and now keyed by
// learner first: frozen here.
const kind = `case when review_count = 0 then 0 when state in (1, 3) then 1 when interval < 21 then 2 else 3 end`;

/** The functions keyed by learner first (`keyed`), or by folder as before (down). */
const triggerFunctions = (keyed: boolean) => {
  const lead = keyed ? 'user_id, ' : '';
  const leadMatch = keyed ? 'd.user_id = x.user_id and ' : '';
  const intervals = (rows: string) => `select ${lead}folder_id, ${kind} as kind, interval, count(*) as cards
    from ${rows} group by ${keyed ? '1, 2, 3, 4' : '1, 2, 3'}`;
  const addIntervals = (rows: string) => `insert into card_intervals (${lead}folder_id, kind, interval, cards)
    ${intervals(rows)}
    on conflict (${lead}folder_id, kind, interval) do update set cards = card_intervals.cards + excluded.cards;`;
  const intervalsMatch = `${leadMatch}d.folder_id = x.folder_id and d.kind = x.kind and d.interval = x.interval`;
  const subtractIntervals = (rows: string) => `update card_intervals d set cards = d.cards - x.cards
    from (${intervals(rows)}) x where ${intervalsMatch};
    delete from card_intervals d using (${intervals(rows)}) x where ${intervalsMatch} and d.cards <= 0;`;
  const intervalChanged = (side: 'o' | 'n') => `(select ${side}.* from old_rows o join new_rows n using (id)
     where (o.folder_id, o.review_count = 0, o.state, o.interval) is distinct from (n.folder_id, n.review_count = 0, n.state, n.interval)) c`;

  const dueDay = (side = '') => `(${side}next_review_at at time zone 'UTC')::date`;
  const dueDays = (rows: string) => `select ${lead}folder_id, ${dueDay()} as day, count(*) as cards
    from ${rows} where next_review_at is not null and not suspended group by ${keyed ? '1, 2, 3' : '1, 2'}`;
  const addDueDays = (rows: string) => `insert into card_due_days (${lead}folder_id, day, cards)
    ${dueDays(rows)}
    on conflict (${lead}folder_id, day) do update set cards = card_due_days.cards + excluded.cards;`;
  const dueDaysMatch = `${leadMatch}d.folder_id = x.folder_id and d.day = x.day`;
  const subtractDueDays = (rows: string) => `update card_due_days d set cards = d.cards - x.cards
    from (${dueDays(rows)}) x where ${dueDaysMatch};
    delete from card_due_days d using (select distinct ${lead}folder_id, ${dueDay()} as day from ${rows}) x
     where ${dueDaysMatch} and d.cards <= 0;`;
  const dueDayChanged = (side: 'o' | 'n') => `(select ${side}.* from old_rows o join new_rows n using (id)
     where (o.folder_id, ${dueDay('o.')}, o.suspended) is distinct from (n.folder_id, ${dueDay('n.')}, n.suspended)) c`;

  return [
    `create or replace function cards_intervals_inserted() returns trigger language plpgsql as $$
      begin ${addIntervals('new_rows')} return null; end $$;`,
    `create or replace function cards_intervals_deleted() returns trigger language plpgsql as $$
      begin ${subtractIntervals('old_rows')} return null; end $$;`,
    `create or replace function cards_intervals_updated() returns trigger language plpgsql as $$
      begin ${subtractIntervals(intervalChanged('o'))} ${addIntervals(intervalChanged('n'))} return null; end $$;`,
    `create or replace function cards_due_days_inserted() returns trigger language plpgsql as $$
      begin ${addDueDays('new_rows')} return null; end $$;`,
    `create or replace function cards_due_days_deleted() returns trigger language plpgsql as $$
      begin ${subtractDueDays('old_rows')} return null; end $$;`,
    `create or replace function cards_due_days_updated() returns trigger language plpgsql as $$
      begin ${subtractDueDays(dueDayChanged('o'))} ${addDueDays(dueDayChanged('n'))} return null; end $$;`,
  ];
};

/** A child table, its parent, how the child names it, and its primary key after the learner. */
const children = [
  { table: 'card_due_days', parent: 'folders', by: 'folder_id', key: ['folder_id', 'day'] },
  { table: 'card_intervals', parent: 'folders', by: 'folder_id', key: ['folder_id', 'kind', 'interval'] },
  { table: 'media_chunks', parent: 'media', by: 'media_id', key: ['media_id', 'seq'] },
  { table: 'import_uploads', parent: 'import_jobs', by: 'job_id', key: ['job_id', 'seq'] },
];

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ');

/**
 * Issue 40, item 6: every per-learner table carries its learner, so the data can be distributed by `user_id` (Citus's
 * distribution column, or one database per group of learners) and every per-learner statement can say whose rows it
 * reads. `cards`, `card_due_days`, `card_intervals`, `media_chunks` and `import_uploads` reached theirs through a
 * parent; they now carry it, filled from the parent in one join per table (`update … from`, a hash join, never a
 * statement per row), with `cards`' triggers off while it is filled: the column they would see is the only one that
 * changes. The four child tables' primary keys lead with the learner (a distributed table's keys must hold its
 * distribution column); `cards` keeps its id and gains the learner-wide due index (reminders, due counts). A card
 * inserted without `user_id` gets its folder's owner (a safety net, as `cards_default_note` is for its note).
 */
export class Migration20261129060100_user_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "cards" add column "user_id" int;`);
    this.addSql(`alter table "cards" disable trigger user;`);
    this.addSql(`update "cards" c set "user_id" = f."user_id" from "folders" f where f."id" = c."folder_id";`);
    this.addSql(`alter table "cards" enable trigger user;`);
    this.addSql(`alter table "cards" alter column "user_id" set not null;`);
    this.addSql(`alter table "cards" add constraint "cards_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "cards_user_id_next_review_at_index" on "cards" ("user_id", "next_review_at")
      where not "suspended";`);
    this.addSql(`create function cards_user_id() returns trigger language plpgsql as $$
      begin select user_id into new.user_id from folders where id = new.folder_id; return new; end $$;`);
    this.addSql(`create trigger cards_user_id before insert on cards for each row when (new.user_id is null)
      execute function cards_user_id();`);

    for (const { table, parent, by, key } of children) {
      this.addSql(`alter table "${table}" add column "user_id" int;`);
      this.addSql(`update "${table}" c set "user_id" = p."user_id" from "${parent}" p where p."id" = c."${by}";`);
      this.addSql(`alter table "${table}" alter column "user_id" set not null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_user_id_foreign" foreign key ("user_id")
        references "users" ("id") on update cascade on delete cascade;`);
      this.addSql(`alter table "${table}" drop constraint "${table}_pkey";`);
      this.addSql(`alter table "${table}" add constraint "${table}_pkey" primary key ("user_id", ${quoted(key)});`);
    }
    for (const sql of triggerFunctions(true)) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of triggerFunctions(false)) this.addSql(sql);
    for (const { table, key } of children) {
      this.addSql(`alter table "${table}" drop constraint "${table}_pkey";`);
      this.addSql(`alter table "${table}" add constraint "${table}_pkey" primary key (${quoted(key)});`);
      this.addSql(`alter table "${table}" drop column "user_id";`);
    }
    this.addSql('drop trigger cards_user_id on cards;');
    this.addSql('drop function cards_user_id();');
    this.addSql(`alter table "cards" drop column "user_id";`);
  }
}
