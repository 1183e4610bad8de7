import { Migration } from '@mikro-orm/migrations';

// The folder counters' trigger functions (Migration20261123131051_folder_counters), frozen here with one more
// counter: suspended cards, which the folder's statistics show apart.
const contribution = (rows: string, withSuspended: boolean) => `select folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied${withSuspended ? ',\n         count(*) filter (where suspended) as suspended' : ''}
    from ${rows} group by folder_id`;

const apply = (rows: string, sign: '+' | '-', withSuspended: boolean) => `update folders f set
         card_count = f.card_count ${sign} d.cards,
         new_count = f.new_count ${sign} d.new,
         easy_count = f.easy_count ${sign} d.easy,
         good_count = f.good_count ${sign} d.good,
         hard_count = f.hard_count ${sign} d.hard,
         studied_count = f.studied_count ${sign} d.studied${withSuspended ? `,\n         suspended_count = f.suspended_count ${sign} d.suspended` : ''}
    from (${contribution(rows, withSuspended)}) d where f.id = d.folder_id;`;

const counterFunctions = (withSuspended: boolean) => {
  const key = (row: 'o' | 'n') =>
    `${row}.folder_id, ${row}.difficulty, ${row}.review_count > 0${withSuspended ? `, ${row}.suspended` : ''}`;
  const changed = (side: 'o' | 'n') =>
    `(select ${side}.* from old_rows o join new_rows n using (id) where (${key('o')}) is distinct from (${key('n')})) c`;
  return [
    `create or replace function cards_count_inserted() returns trigger language plpgsql as $$
      begin ${apply('new_rows', '+', withSuspended)} return null; end $$;`,
    `create or replace function cards_count_deleted() returns trigger language plpgsql as $$
      begin ${apply('old_rows', '-', withSuspended)} return null; end $$;`,
    `create or replace function cards_count_updated() returns trigger language plpgsql as $$
      begin ${apply(changed('o'), '-', withSuspended)} ${apply(changed('n'), '+', withSuspended)} return null; end $$;`,
  ];
};

/**
 * Issue 26, items 3 and 4. Both directions: a folder setting (`both_directions`), and a card's link to its other
 * direction (`sibling_id`, both cards pointing at each other; deleting one sets the other's to null) with `reversed`
 * marking the card made as the reverse of another. Leeches: the learner's threshold of lapses (`leech_threshold`,
 * 8, 0 = off) and the card's tag (`leech`). Suspended cards counted per folder by the counters' triggers.
 */
export class Migration20261126040000_siblings_and_leeches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "leech_threshold" int not null default 8;`);
    this.addSql(`alter table "folders" add column "both_directions" boolean not null default false;`);
    this.addSql(`alter table "folders" add column "suspended_count" int not null default 0;`);
    this.addSql(
      `alter table "cards" add column "sibling_id" int null, add column "reversed" boolean not null default false, add column "leech" boolean not null default false;`,
    );
    this.addSql(
      `alter table "cards" add constraint "cards_sibling_id_foreign" foreign key ("sibling_id") references "cards" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "cards_sibling_id_index" on "cards" ("sibling_id") where "sibling_id" is not null;`,
    );
    for (const sql of counterFunctions(true)) this.addSql(sql);
    this.addSql(
      `update folders f set suspended_count = d.n from (select folder_id, count(*) as n from cards where suspended group by folder_id) d where f.id = d.folder_id;`,
    );
  }

  override async down(): Promise<void> {
    for (const sql of counterFunctions(false)) this.addSql(sql);
    this.addSql(`drop index "cards_sibling_id_index";`);
    this.addSql(`alter table "cards" drop constraint "cards_sibling_id_foreign";`);
    this.addSql(`alter table "cards" drop column "sibling_id", drop column "reversed", drop column "leech";`);
    this.addSql(`alter table "folders" drop column "both_directions", drop column "suspended_count";`);
    this.addSql(`alter table "users" drop column "leech_threshold";`);
  }
}
