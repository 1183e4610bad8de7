import { Migration } from '@mikro-orm/migrations';

// The built-in note types (DESIGN §16), frozen here: `builtin` names them whatever the learner later renames them to.
const answer = (field: string) => `{{FrontSide}}\n\n<hr id=answer>\n\n{{${field}}}`;
const forward = { name: 'Tarjeta 1', question: '{{Anverso}}', answer: answer('Reverso') };
const builtinTypes = [
  { builtin: 'basic', name: 'Básica', kind: 'standard', fields: ['Anverso', 'Reverso'], templates: [forward] },
  {
    builtin: 'basic_reversed',
    name: 'Básica y al revés',
    kind: 'standard',
    fields: ['Anverso', 'Reverso'],
    templates: [forward, { name: 'Tarjeta 2', question: '{{Reverso}}', answer: answer('Anverso') }],
  },
  {
    builtin: 'basic_optional_reversed',
    name: 'Básica con reverso opcional',
    kind: 'standard',
    fields: ['Anverso', 'Reverso', 'Añadir reverso'],
    templates: [
      forward,
      { name: 'Tarjeta 2', question: '{{#Añadir reverso}}{{Reverso}}{{/Añadir reverso}}', answer: answer('Anverso') },
    ],
  },
  {
    builtin: 'cloze',
    name: 'Huecos',
    kind: 'cloze',
    fields: ['Texto', 'Extra'],
    templates: [{ name: 'Huecos', question: '{{cloze:Texto}}', answer: '{{cloze:Texto}}\n\n{{Extra}}' }],
  },
];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const builtinRows = builtinTypes
  .map(
    (type) =>
      `(${literal(type.builtin)}, ${literal(type.name)}, ${literal(type.kind)}, array[${type.fields.map(literal).join(', ')}]::text[], ${literal(JSON.stringify(type.templates))}::jsonb)`,
  )
  .join(',\n         ');
const insertBuiltins = (users: string) => `insert into note_types (user_id, builtin, name, kind, fields, templates)
  select u.id, t.builtin, t.name, t.kind, t.fields, t.templates from ${users} u cross join (values
         ${builtinRows}) as t (builtin, name, kind, fields, templates)`;

// An Anki-style guid: 128 random bits, base64url without padding (as `newNoteGuid` makes them).
const newGuid = `rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`;

// Keep "every card is a note's card" true for every writer that still writes cards alone (the SPEC's card paths,
// imports, copies, sample data): a card inserted without a note gets a "Básica" note of its sides, and a reverse card
// (`sibling_id` set) joins its sibling's note as its second card, the note becoming "Básica y al revés"; a note left
// without cards goes, and a "Básica y al revés" note left without its reverse is "Básica" again. (Editing a card's
// sides edits its note's fields in `updateCard`: a trigger on every card update would run on every rating too.)
const builtinType = (user: string, builtin: string) =>
  `(select id from note_types where user_id = ${user} and builtin = '${builtin}')`;
const cardNoteTriggers = [
  `create or replace function cards_default_note() returns trigger language plpgsql as $$
    declare owner int;
    begin
      select user_id into owner from folders where id = new.folder_id;
      if new.sibling_id is not null then
        select note_id into new.note_id from cards where id = new.sibling_id;
        new.template_ord := 1;
        update notes set note_type_id = ${builtinType('owner', 'basic_reversed')}, updated_at = now()
         where id = new.note_id;
      else
        insert into notes (user_id, folder_id, note_type_id, fields, guid)
        values (owner, new.folder_id, ${builtinType('owner', 'basic')}, array[new.front, new.back], ${newGuid})
        returning id into new.note_id;
        new.template_ord := 0;
      end if;
      return new;
    end $$;`,
  `create trigger cards_default_note before insert on cards
    for each row when (new.note_id is null) execute function cards_default_note();`,
  `create or replace function cards_orphan_notes() returns trigger language plpgsql as $$
    begin
      delete from notes n where n.id in (select note_id from old_rows)
         and not exists (select 1 from cards c where c.note_id = n.id);
      update notes n set note_type_id = ${builtinType('n.user_id', 'basic')}, updated_at = now()
        from note_types t
       where n.id in (select note_id from old_rows where template_ord = 1) and t.id = n.note_type_id
         and t.builtin = 'basic_reversed' and not exists (select 1 from cards c where c.note_id = n.id and c.template_ord = 1);
      return null;
    end $$;`,
  `create trigger cards_orphan_notes after delete on cards
    referencing old table as old_rows for each statement execute function cards_orphan_notes();`,
];

/**
 * Issue 38, item 1: notes and note types (DESIGN §16). Every learner gets the built-in types, now and (by a trigger,
 * whatever creates the user) at registration. Every card becomes a note's card with nothing visible changing: a card
 * and its reverse sibling one "Básica y al revés" note (the forward card its first template, the reverse its second),
 * every other card one "Básica" note of its front and back. Set-based: one statement per step, whatever the size.
 */
export class Migration20261128230000_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "note_types" ("id" serial primary key, "user_id" int not null, "builtin" varchar(30) null, "name" varchar(100) not null, "kind" varchar(10) not null default 'standard', "fields" text[] not null, "templates" jsonb not null, "css" text null, "anki_id" bigint null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint note_types_kind_check check (kind ~ '^(standard|cloze)$'));`);
    this.addSql(`alter table "note_types" add constraint "note_types_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create unique index "note_types_user_id_name_unique" on "note_types" ("user_id", lower("name"));`);
    this.addSql(`create unique index "note_types_user_id_builtin_unique" on "note_types" ("user_id", "builtin") where "builtin" is not null;`);

    this.addSql(`create table "notes" ("id" serial primary key, "user_id" int not null, "folder_id" int not null, "note_type_id" int not null, "fields" text[] not null, "tags" text[] not null default '{}', "guid" varchar(64) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "notes" add constraint "notes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notes" add constraint "notes_folder_id_foreign" foreign key ("folder_id") references "folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "notes" add constraint "notes_note_type_id_foreign" foreign key ("note_type_id") references "note_types" ("id") on update cascade;`);
    this.addSql(`alter table "notes" add constraint "notes_user_id_guid_unique" unique ("user_id", "guid");`);
    this.addSql(`create index "notes_folder_id_index" on "notes" ("folder_id");`);
    this.addSql(`create index "notes_note_type_id_index" on "notes" ("note_type_id");`);
    this.addSql(`create index "notes_tags_index" on "notes" using gin ("tags");`);

    this.addSql(`${insertBuiltins('users')};`);
    this.addSql(`create or replace function users_builtin_note_types() returns trigger language plpgsql as $$
      begin ${insertBuiltins('new_rows')}; return null; end $$;`);
    this.addSql(`create trigger users_builtin_note_types after insert on users
      referencing new table as new_rows for each statement execute function users_builtin_note_types();`);

    this.addSql(`alter table "cards" add column "note_id" int null, add column "template_ord" int not null default 0;`);
    // A pair is two cards pointing at each other in one folder; its first card (the forward one, else the older) leads.
    this.addSql(`with leaders as (
        select c.id as card_id, s.id as sibling_id, f.user_id, c.folder_id, c.front, c.back, c.created_at,
               greatest(c.updated_at, s.updated_at) as updated_at, nextval('notes_id_seq') as note_id
          from cards c
          join folders f on f.id = c.folder_id
          left join cards s on s.id = c.sibling_id and s.sibling_id = c.id and s.folder_id = c.folder_id and s.id <> c.id
         where s.id is null or (c.reversed, c.id) < (s.reversed, s.id)),
      created as (
        insert into notes (id, user_id, folder_id, note_type_id, fields, guid, created_at, updated_at)
        select l.note_id, l.user_id, l.folder_id, t.id, array[l.front, l.back], ${newGuid}, l.created_at, l.updated_at
          from leaders l
          join note_types t on t.user_id = l.user_id
           and t.builtin = case when l.sibling_id is null then 'basic' else 'basic_reversed' end)
      update cards c set note_id = m.note_id, template_ord = m.ord
        from (select card_id, note_id, 0 as ord from leaders
              union all select sibling_id, note_id, 1 from leaders where sibling_id is not null) m
       where c.id = m.card_id;`);
    this.addSql(`alter table "cards" alter column "note_id" set not null;`);
    this.addSql(`alter table "cards" add constraint "cards_note_id_foreign" foreign key ("note_id") references "notes" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "cards_note_id_index" on "cards" ("note_id");`);
    for (const sql of cardNoteTriggers) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const name of ['cards_default_note', 'cards_orphan_notes']) {
      this.addSql(`drop trigger ${name} on cards;`);
      this.addSql(`drop function ${name}();`);
    }
    this.addSql(`drop trigger users_builtin_note_types on users;`);
    this.addSql(`drop function users_builtin_note_types();`);
    this.addSql(`alter table "cards" drop constraint "cards_note_id_foreign";`);
    this.addSql(`alter table "cards" drop column "note_id", drop column "template_ord";`);
    this.addSql(`drop table "notes";`);
    this.addSql(`drop table "note_types";`);
  }
}
