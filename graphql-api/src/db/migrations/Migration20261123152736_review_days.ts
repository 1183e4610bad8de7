import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a review counts as the rating of a never-reviewed card: read from the card's state before the rating
 * (FSRS reviews keep it). Reviews written before FSRS keep none and count as reviews of studied cards; the rule is a
 * function of the row alone, so adding and taking away a row always move the same counters.
 */
const isNew = `coalesce((card_before->>'reviewCount')::int = 0, false)`;

/** A set of review rows (a transition table) summed per folder and study day: what `review_days` keeps. */
const contribution = (rows: string) => `select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where ${isNew}) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not ${isNew} and interval_before < 21) as young_due,
         count(*) filter (where not ${isNew} and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not ${isNew} and interval_before >= 21) as mature_due,
         count(*) filter (where not ${isNew} and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from ${rows} group by 1, 2, 3`;

const counters = [
  'reviews',
  'new_cards',
  'hard',
  'medium',
  'easy',
  'young_due',
  'young_passed',
  'mature_due',
  'mature_passed',
  'duration_ms',
  'timed',
] as const;

const add = (rows: string) => `insert into review_days (user_id, folder_id, day, ${counters.join(', ')})
    ${contribution(rows)}
    on conflict (folder_id, day) do update set
      ${counters.map((c) => `${c} = review_days.${c} + excluded.${c}`).join(',\n      ')};`;

const subtract = (rows: string) => `update review_days d set
      ${counters.map((c) => `${c} = d.${c} - x.${c}`).join(',\n      ')}
    from (${contribution(rows)}) x where d.folder_id = x.folder_id and d.day = x.day;
    delete from review_days d using (select distinct folder_id, study_day from ${rows}) x
     where d.folder_id = x.folder_id and d.day = x.study_day and d.reviews <= 0;`;

/**
 * Statistics (issue 13): every review remembers the study day it was made on (`reviews.study_day`, 04:00 boundary in
 * the learner's zone at that moment, as `study_days` counts it), and `review_days` sums reviews per folder and study
 * day (ratings, true-retention counts for young and mature cards, answer time). Statement-level triggers on
 * `reviews` keep it in the same transaction as every write — a rating, an undo, a card's or a folder's deletion
 * (their reviews go by cascade) — so the statistics screen reads a few hundred rows instead of a learner's history.
 */
export class Migration20261123152736_review_days extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reviews" add column "study_day" date null;`);
    // The day each review was made on, in its learner's zone (UTC for a zone PostgreSQL does not know), as the
    // study_days migration counted them.
    this.addSql(`update "reviews" r set "study_day" = ((r."reviewed_at" at time zone
        case when exists (select 1 from pg_timezone_names z where z.name = u."time_zone") then u."time_zone" else 'UTC' end)
        - interval '4 hours')::date
      from "users" u where u."id" = r."user_id";`);
    this.addSql(`alter table "reviews" alter column "study_day" set not null;`);

    // A review written without its day (SQL imports, benchmarks) gets the day of its time in the learner's zone.
    this.addSql(`create function reviews_study_day() returns trigger language plpgsql as $$
      begin
        if new.study_day is null then
          select ((new.reviewed_at at time zone u.time_zone) - interval '4 hours')::date into new.study_day
            from users u where u.id = new.user_id;
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger reviews_study_day before insert on reviews
      for each row execute function reviews_study_day();`);

    this.addSql(`create table "review_days" (
      "user_id" int not null, "folder_id" int not null, "day" date not null,
      ${counters.map((c) => `"${c}" ${c === 'duration_ms' ? 'bigint' : 'int'} not null default 0`).join(', ')},
      constraint "review_days_pkey" primary key ("folder_id", "day"));`);
    this.addSql(`create index "review_days_user_id_day_index" on "review_days" ("user_id", "day");`);
    this.addSql(`alter table "review_days" add constraint "review_days_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_days" add constraint "review_days_folder_id_foreign" foreign key ("folder_id")
      references "folders" ("id") on update cascade on delete cascade;`);

    this.addSql(`create function reviews_days_inserted() returns trigger language plpgsql as $$
      begin ${add('new_rows')} return null; end $$;`);
    this.addSql(`create function reviews_days_deleted() returns trigger language plpgsql as $$
      begin ${subtract('old_rows')} return null; end $$;`);
    this.addSql(`create function reviews_days_updated() returns trigger language plpgsql as $$
      begin ${subtract('old_rows')} ${add('new_rows')} return null; end $$;`);
    this.addSql(`create trigger reviews_days_inserted after insert on reviews
      referencing new table as new_rows for each statement execute function reviews_days_inserted();`);
    this.addSql(`create trigger reviews_days_deleted after delete on reviews
      referencing old table as old_rows for each statement execute function reviews_days_deleted();`);
    this.addSql(`create trigger reviews_days_updated after update on reviews
      referencing old table as old_rows new table as new_rows for each statement execute function reviews_days_updated();`);

    this.addSql(add('reviews'));
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger reviews_days_inserted on reviews;');
    this.addSql('drop trigger reviews_days_deleted on reviews;');
    this.addSql('drop trigger reviews_days_updated on reviews;');
    this.addSql('drop trigger reviews_study_day on reviews;');
    this.addSql('drop function reviews_days_inserted(), reviews_days_deleted(), reviews_days_updated(), reviews_study_day();');
    this.addSql('drop table if exists "review_days" cascade;');
    this.addSql('alter table "reviews" drop column "study_day";');
  }
}
