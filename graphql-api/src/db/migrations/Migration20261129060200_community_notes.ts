import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38, item 7: community folders carry their notes, note types and tags (DESIGN §16). A snapshot keeps the
 * types its notes use (`community_note_types`, matched on republish by the author's type) and the notes
 * (`community_notes`, matched by guid); each community card names its note and template ordinal. A learner's copy of
 * a custom type remembers which community type it copies, so later copies of the same folder reuse it; a copied note
 * remembers the community guid it follows and a hash of its fields and tags as taken (different now: the learner
 * edited it). `note_types.community_note_type_id` has no foreign key: note types sit below the community in the
 * module ladder, and an id of a snapshot's type that is gone simply never matches again (serials are not reused). Existing snapshots and copies keep nulls and behave as before.
 */
export class Migration20261129060200_community_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "community_note_types" ("id" serial primary key, "community_folder_id" int not null, "source_note_type_id" int null, "name" varchar(100) not null, "kind" varchar(10) not null, "fields" text[] not null, "templates" jsonb not null, "builtin" varchar(30) null);`);
    this.addSql(`alter table "community_note_types" add constraint "community_note_types_folder_source_unique" unique ("community_folder_id", "source_note_type_id");`);
    this.addSql(`create index "community_note_types_source_note_type_id_index" on "community_note_types" ("source_note_type_id");`);
    this.addSql(`alter table "community_note_types" add constraint "community_note_types_community_folder_id_foreign" foreign key ("community_folder_id") references "community_folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "community_note_types" add constraint "community_note_types_source_note_type_id_foreign" foreign key ("source_note_type_id") references "note_types" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "community_notes" ("id" serial primary key, "community_folder_id" int not null, "community_note_type_id" int not null, "fields" text[] not null, "tags" text[] not null default '{}', "guid" varchar(64) not null, "changed_version" int not null);`);
    this.addSql(`alter table "community_notes" add constraint "community_notes_folder_guid_unique" unique ("community_folder_id", "guid");`);
    this.addSql(`create index "community_notes_community_note_type_id_index" on "community_notes" ("community_note_type_id");`);
    this.addSql(`alter table "community_notes" add constraint "community_notes_community_folder_id_foreign" foreign key ("community_folder_id") references "community_folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "community_notes" add constraint "community_notes_community_note_type_id_foreign" foreign key ("community_note_type_id") references "community_note_types" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "community_cards" add column "note_id" int null, add column "template_ord" int null;`);
    this.addSql(`create index "community_cards_note_id_index" on "community_cards" ("note_id");`);
    this.addSql(`alter table "community_cards" add constraint "community_cards_note_id_foreign" foreign key ("note_id") references "community_notes" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "note_types" add column "community_note_type_id" int null;`);
    this.addSql(`create index "note_types_community_note_type_id_index" on "note_types" ("community_note_type_id");`);
    this.addSql(`alter table "notes" add column "community_guid" varchar(64) null, add column "community_hash" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notes" drop column "community_guid", drop column "community_hash";`);
    this.addSql(`alter table "note_types" drop column "community_note_type_id";`);
    this.addSql(`alter table "community_cards" drop constraint "community_cards_note_id_foreign";`);
    this.addSql(`alter table "community_cards" drop column "note_id", drop column "template_ord";`);
    this.addSql(`drop table if exists "community_notes" cascade;`);
    this.addSql(`drop table if exists "community_note_types" cascade;`);
  }
}
