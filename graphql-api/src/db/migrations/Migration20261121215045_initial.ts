import { Migration } from '@mikro-orm/migrations';

export class Migration20261121215045_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sessions" ("sid" varchar(255) not null, "sess" json not null, "expire" timestamptz not null, constraint "sessions_pkey" primary key ("sid"));`);
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);

    this.addSql(`create table "users" ("id" serial primary key, "email" varchar(255) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "is_email_verified" boolean not null default false, "reset_token" varchar(255) null, "reset_token_expiry" timestamptz null, "last_daily_reminder_sent" timestamptz null, "time_zone" varchar(64) not null default 'UTC', "reminders_enabled" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(`create table "folders" ("id" serial primary key, "name" varchar(255) not null, "description" text null, "user_id" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "folders_user_id_index" on "folders" ("user_id");`);

    this.addSql(`create table "study_sessions" ("id" serial primary key, "user_id" int not null, "folder_id" int null, "cards_studied" int not null default 0, "easy_count" int not null default 0, "good_count" int not null default 0, "hard_count" int not null default 0, "started_at" timestamptz not null default now(), "completed_at" timestamptz null);`);
    this.addSql(`create index "study_sessions_user_id_index" on "study_sessions" ("user_id");`);

    this.addSql(`create table "cards" ("id" serial primary key, "front" text not null, "back" text not null, "folder_id" int not null, "difficulty" varchar(10) not null default 'new', "review_count" int not null default 0, "last_reviewed_at" timestamptz null, "next_review_at" timestamptz null, "interval" int not null default 2, "ease_factor" int not null default 250, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "cards_folder_id_next_review_at_index" on "cards" ("folder_id", "next_review_at");`);

    this.addSql(`create table "reviews" ("id" serial primary key, "user_id" int not null, "card_id" int not null, "folder_id" int not null, "study_session_id" int null, "rating" varchar(10) not null, "interval_before" int not null, "interval_after" int not null, "ease_before" int not null, "ease_after" int not null, "reviewed_at" timestamptz not null default now(), "duration_ms" int null);`);
    this.addSql(`create index "reviews_card_id_index" on "reviews" ("card_id");`);
    this.addSql(`create index "reviews_folder_id_index" on "reviews" ("folder_id");`);
    this.addSql(`create index "reviews_user_id_reviewed_at_index" on "reviews" ("user_id", "reviewed_at");`);

    this.addSql(`create table "email_reminders" ("id" serial primary key, "user_id" int not null, "card_id" int not null, "difficulty" varchar(10) not null, "scheduled_at" timestamptz not null, "sent_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "email_reminders_user_id_index" on "email_reminders" ("user_id");`);
    this.addSql(`create index "email_reminders_card_id_index" on "email_reminders" ("card_id");`);

    this.addSql(`create table "api_tokens" ("id" serial primary key, "user_id" int not null, "name" varchar(100) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`create index "api_tokens_user_id_index" on "api_tokens" ("user_id");`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "folders" add constraint "folders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "study_sessions" add constraint "study_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "study_sessions" add constraint "study_sessions_folder_id_foreign" foreign key ("folder_id") references "folders" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cards" add constraint "cards_folder_id_foreign" foreign key ("folder_id") references "folders" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_card_id_foreign" foreign key ("card_id") references "cards" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_folder_id_foreign" foreign key ("folder_id") references "folders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reviews" add constraint "reviews_study_session_id_foreign" foreign key ("study_session_id") references "study_sessions" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "email_reminders" add constraint "email_reminders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "email_reminders" add constraint "email_reminders_card_id_foreign" foreign key ("card_id") references "cards" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "folders" drop constraint "folders_user_id_foreign";`);

    this.addSql(`alter table "study_sessions" drop constraint "study_sessions_user_id_foreign";`);

    this.addSql(`alter table "reviews" drop constraint "reviews_user_id_foreign";`);

    this.addSql(`alter table "email_reminders" drop constraint "email_reminders_user_id_foreign";`);

    this.addSql(`alter table "api_tokens" drop constraint "api_tokens_user_id_foreign";`);

    this.addSql(`alter table "study_sessions" drop constraint "study_sessions_folder_id_foreign";`);

    this.addSql(`alter table "cards" drop constraint "cards_folder_id_foreign";`);

    this.addSql(`alter table "reviews" drop constraint "reviews_folder_id_foreign";`);

    this.addSql(`alter table "reviews" drop constraint "reviews_study_session_id_foreign";`);

    this.addSql(`alter table "reviews" drop constraint "reviews_card_id_foreign";`);

    this.addSql(`alter table "email_reminders" drop constraint "email_reminders_card_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "folders" cascade;`);

    this.addSql(`drop table if exists "study_sessions" cascade;`);

    this.addSql(`drop table if exists "cards" cascade;`);

    this.addSql(`drop table if exists "reviews" cascade;`);

    this.addSql(`drop table if exists "email_reminders" cascade;`);

    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }

}
