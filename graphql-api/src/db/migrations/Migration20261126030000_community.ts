import { Migration } from '@mikro-orm/migrations';
import { storeFolders } from './store-folders.frozen';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The community library (issue 29): published snapshots of folders (`community_folders`, their `community_cards` and
 * the author's `community_media` they show), reports, the learner's public name and the operator flag, and on the
 * learner's side the community folder a folder was copied from (and its version) and each copied card's origin.
 * Search is full-text in Spanish and English plus trigrams, accents ignored: `unaccent` is wrapped in immutable
 * functions so indexes can use it. The store's five folders become Repaso's own community folders (no author).
 */
export class Migration20261126030000_community extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists unaccent;');
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(
      `create or replace function community_unaccent(text) returns text language sql immutable parallel safe strict
         as $$ select lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;`,
    );
    this.addSql(
      `create or replace function community_document(title text, description text, tags text[]) returns tsvector
         language sql immutable parallel safe
         as $$ select setweight(to_tsvector('spanish'::regconfig, public.community_unaccent(title)), 'A')
                   || setweight(to_tsvector('english'::regconfig, public.community_unaccent(title)), 'A')
                   || setweight(to_tsvector('simple'::regconfig, public.community_unaccent(coalesce(array_to_string(tags, ' '), ''))), 'A')
                   || setweight(to_tsvector('spanish'::regconfig, public.community_unaccent(coalesce(description, ''))), 'B')
                   || setweight(to_tsvector('english'::regconfig, public.community_unaccent(coalesce(description, ''))), 'B') $$;`,
    );
    this.addSql(`create table "community_folders" ("id" serial primary key, "slug" varchar(80) not null, "author_id" int null, "source_folder_id" int null, "title" varchar(120) not null, "description" text not null default '', "front_language" varchar(35) null, "back_language" varchar(35) null, "level" varchar(2) null, "tags" text[] not null default '{}', "licence" varchar(20) not null default 'cc-by-4.0', "version" int not null default 1, "card_count" int not null default 0, "copies_count" int not null default 0, "store_key" varchar(50) null, "published_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "unpublished_at" timestamptz null, "hidden_at" timestamptz null, "hidden_reason" text null, constraint community_folders_licence_check check (licence ~ '^(cc-by-4\\.0|cc-by-sa-4\\.0|cc0-1\\.0|all-rights-reserved)$'), constraint community_folders_level_check check (level ~ '^(A1|A2|B1|B2|C1|C2)$'));`);
    this.addSql(`alter table "community_folders" add constraint "community_folders_slug_unique" unique ("slug");`);
    this.addSql(`create index "community_folders_author_id_index" on "community_folders" ("author_id");`);
    this.addSql(`alter table "community_folders" add constraint "community_folders_source_folder_id_unique" unique ("source_folder_id");`);
    this.addSql(`alter table "community_folders" add constraint "community_folders_store_key_unique" unique ("store_key");`);
    this.addSql(`create index "community_folders_tags_index" on "community_folders" using gin ("tags");`);
    this.addSql(`create index "community_folders_recent_index" on "community_folders" ("updated_at" desc, "id" desc) where "unpublished_at" is null and "hidden_at" is null;`);
    this.addSql(`create index "community_folders_copies_index" on "community_folders" ("copies_count" desc, "id" desc) where "unpublished_at" is null and "hidden_at" is null;`);
    this.addSql(`create index "community_folders_title_trgm_index" on "community_folders" using gin (public.community_unaccent("title") gin_trgm_ops) where "unpublished_at" is null and "hidden_at" is null;`);
    this.addSql(`create index "community_folders_document_index" on "community_folders" using gin (public.community_document("title", "description", "tags")) where "unpublished_at" is null and "hidden_at" is null;`);

    this.addSql(`create table "community_reports" ("id" serial primary key, "community_folder_id" int not null, "reporter_id" int not null, "reason" varchar(20) not null, "text" varchar(2000) not null default '', "created_at" timestamptz not null default now(), "resolved_at" timestamptz null);`);
    this.addSql(`create index "community_reports_reporter_id_index" on "community_reports" ("reporter_id");`);
    this.addSql(`create index "community_reports_open_index" on "community_reports" ("created_at", "id") where "resolved_at" is null;`);
    this.addSql(`alter table "community_reports" add constraint "community_reports_folder_reporter_unique" unique ("community_folder_id", "reporter_id");`);

    this.addSql(`create table "community_media" ("community_folder_id" int not null, "media_id" int not null, constraint "community_media_pkey" primary key ("community_folder_id", "media_id"));`);
    this.addSql(`create index "community_media_media_id_index" on "community_media" ("media_id");`);

    this.addSql(`create table "community_cards" ("id" serial primary key, "community_folder_id" int not null, "position" int not null, "card_key" varchar(16) not null, "source_card_id" int null, "front" text not null, "back" text not null, "changed_version" int not null);`);
    this.addSql(`create index "community_cards_source_card_id_index" on "community_cards" ("source_card_id");`);
    this.addSql(`create index "community_cards_folder_position_index" on "community_cards" ("community_folder_id", "position");`);
    this.addSql(`alter table "community_cards" add constraint "community_cards_folder_key_unique" unique ("community_folder_id", "card_key");`);

    this.addSql(`alter table "community_folders" add constraint "community_folders_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "community_folders" add constraint "community_folders_source_folder_id_foreign" foreign key ("source_folder_id") references "folders" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "community_reports" add constraint "community_reports_community_folder_id_foreign" foreign key ("community_folder_id") references "community_folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "community_reports" add constraint "community_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "community_media" add constraint "community_media_community_folder_id_foreign" foreign key ("community_folder_id") references "community_folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "community_media" add constraint "community_media_media_id_foreign" foreign key ("media_id") references "media" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "community_cards" add constraint "community_cards_community_folder_id_foreign" foreign key ("community_folder_id") references "community_folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "community_cards" add constraint "community_cards_source_card_id_foreign" foreign key ("source_card_id") references "cards" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "users" add column "public_name" varchar(60) null, add column "is_operator" boolean not null default false;`);

    this.addSql(`alter table "folders" add column "community_folder_id" int null, add column "community_version" int null;`);
    this.addSql(`alter table "folders" add constraint "folders_community_folder_id_foreign" foreign key ("community_folder_id") references "community_folders" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "folders_community_folder_id_index" on "folders" ("community_folder_id");`);

    this.addSql(`alter table "cards" add column "community_key" varchar(16) null, add column "community_hash" varchar(64) null;`);

    for (const folder of storeFolders) {
      this.addSql(
        `insert into "community_folders" ("slug", "title", "description", "front_language", "back_language", "level", "tags", "licence", "card_count", "store_key")
         values (${literal(folder.slug)}, ${literal(folder.title)}, ${literal(folder.description)}, ${literal(folder.frontLanguage)}, ${literal(folder.backLanguage)}, ${literal(folder.level)}, '{inglés,tienda}', 'cc-by-4.0', ${folder.cards.length}, ${literal(folder.storeKey)});`,
      );
      const cards = folder.cards
        .map(([front, back], index) => `(${index}, 's${index}', ${literal(front)}, ${literal(back)})`)
        .join(', ');
      this.addSql(
        `insert into "community_cards" ("community_folder_id", "position", "card_key", "front", "back", "changed_version")
         select f.id, c.position, c.card_key, c.front, c.back, 1 from "community_folders" f,
                (values ${cards}) as c ("position", "card_key", "front", "back")
          where f.store_key = ${literal(folder.storeKey)};`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "folders" drop constraint "folders_community_folder_id_foreign";`);

    this.addSql(`alter table "community_reports" drop constraint "community_reports_community_folder_id_foreign";`);

    this.addSql(`alter table "community_media" drop constraint "community_media_community_folder_id_foreign";`);

    this.addSql(`alter table "community_cards" drop constraint "community_cards_community_folder_id_foreign";`);

    this.addSql(`drop table if exists "community_folders" cascade;`);

    this.addSql(`drop table if exists "community_reports" cascade;`);

    this.addSql(`drop table if exists "community_media" cascade;`);

    this.addSql(`drop table if exists "community_cards" cascade;`);

    this.addSql(`alter table "cards" drop column "community_key", drop column "community_hash";`);

    this.addSql(`drop index "folders_community_folder_id_index";`);
    this.addSql(`alter table "folders" drop column "community_folder_id", drop column "community_version";`);

    this.addSql(`alter table "users" drop column "public_name", drop column "is_operator";`);
    this.addSql('drop function if exists community_document(text, text, text[]);');
    this.addSql('drop function if exists community_unaccent(text);');
  }
}
