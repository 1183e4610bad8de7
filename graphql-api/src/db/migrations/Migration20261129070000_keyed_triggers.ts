import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40, item 6: the trigger functions that reach a folder's counters, a day's figures or a note by their id from a
 * statement's transition rows now join by the rows' `user_id` too, so each touches only that learner's rows (and a
 * distributed database can send it to the learner's node); results are the same, as a folder, day or note has one
 * learner. Frozen here as PostgreSQL shows them (`pg_get_functiondef`): keyed (up) and as before (down).
 */
const keyed = [
  `CREATE OR REPLACE FUNCTION public.cards_count_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update folders f set
         card_count = f.card_count - d.cards,
         new_count = f.new_count - d.new,
         easy_count = f.easy_count - d.easy,
         good_count = f.good_count - d.good,
         hard_count = f.hard_count - d.hard,
         studied_count = f.studied_count - d.studied,
         suspended_count = f.suspended_count - d.suspended
    from (select user_id, folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from old_rows group by user_id, folder_id) d where f.user_id = d.user_id and f.id = d.folder_id; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.cards_count_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update folders f set
         card_count = f.card_count + d.cards,
         new_count = f.new_count + d.new,
         easy_count = f.easy_count + d.easy,
         good_count = f.good_count + d.good,
         hard_count = f.hard_count + d.hard,
         studied_count = f.studied_count + d.studied,
         suspended_count = f.suspended_count + d.suspended
    from (select user_id, folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from new_rows group by user_id, folder_id) d where f.user_id = d.user_id and f.id = d.folder_id; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.cards_count_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update folders f set
         card_count = f.card_count - d.cards,
         new_count = f.new_count - d.new,
         easy_count = f.easy_count - d.easy,
         good_count = f.good_count - d.good,
         hard_count = f.hard_count - d.hard,
         studied_count = f.studied_count - d.studied,
         suspended_count = f.suspended_count - d.suspended
    from (select user_id, folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from (select o.* from old_rows o join new_rows n using (id) where (o.folder_id, o.difficulty, o.review_count > 0, o.suspended) is distinct from (n.folder_id, n.difficulty, n.review_count > 0, n.suspended)) c group by user_id, folder_id) d where f.user_id = d.user_id and f.id = d.folder_id; update folders f set
         card_count = f.card_count + d.cards,
         new_count = f.new_count + d.new,
         easy_count = f.easy_count + d.easy,
         good_count = f.good_count + d.good,
         hard_count = f.hard_count + d.hard,
         studied_count = f.studied_count + d.studied,
         suspended_count = f.suspended_count + d.suspended
    from (select user_id, folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from (select n.* from old_rows o join new_rows n using (id) where (o.folder_id, o.difficulty, o.review_count > 0, o.suspended) is distinct from (n.folder_id, n.difficulty, n.review_count > 0, n.suspended)) c group by user_id, folder_id) d where f.user_id = d.user_id and f.id = d.folder_id; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.reviews_days_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update review_days d set
      reviews = d.reviews - x.reviews,
      new_cards = d.new_cards - x.new_cards,
      hard = d.hard - x.hard,
      medium = d.medium - x.medium,
      easy = d.easy - x.easy,
      young_due = d.young_due - x.young_due,
      young_passed = d.young_passed - x.young_passed,
      mature_due = d.mature_due - x.mature_due,
      mature_passed = d.mature_passed - x.mature_passed,
      duration_ms = d.duration_ms - x.duration_ms,
      timed = d.timed - x.timed
    from (select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where coalesce((card_before->>'reviewCount')::int = 0, false)) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21) as young_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21) as mature_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from old_rows group by 1, 2, 3) x where d.user_id = x.user_id and d.folder_id = x.folder_id and d.day = x.day;
    delete from review_days d using (select distinct user_id, folder_id, study_day from old_rows) x
     where d.user_id = x.user_id and d.folder_id = x.folder_id and d.day = x.study_day and d.reviews <= 0; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.reviews_days_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update review_days d set
      reviews = d.reviews - x.reviews,
      new_cards = d.new_cards - x.new_cards,
      hard = d.hard - x.hard,
      medium = d.medium - x.medium,
      easy = d.easy - x.easy,
      young_due = d.young_due - x.young_due,
      young_passed = d.young_passed - x.young_passed,
      mature_due = d.mature_due - x.mature_due,
      mature_passed = d.mature_passed - x.mature_passed,
      duration_ms = d.duration_ms - x.duration_ms,
      timed = d.timed - x.timed
    from (select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where coalesce((card_before->>'reviewCount')::int = 0, false)) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21) as young_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21) as mature_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from old_rows group by 1, 2, 3) x where d.user_id = x.user_id and d.folder_id = x.folder_id and d.day = x.day;
    delete from review_days d using (select distinct user_id, folder_id, study_day from old_rows) x
     where d.user_id = x.user_id and d.folder_id = x.folder_id and d.day = x.study_day and d.reviews <= 0; insert into review_days (user_id, folder_id, day, reviews, new_cards, hard, medium, easy, young_due, young_passed, mature_due, mature_passed, duration_ms, timed)
    select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where coalesce((card_before->>'reviewCount')::int = 0, false)) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21) as young_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21) as mature_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from new_rows group by 1, 2, 3
    on conflict (folder_id, day) do update set
      reviews = review_days.reviews + excluded.reviews,
      new_cards = review_days.new_cards + excluded.new_cards,
      hard = review_days.hard + excluded.hard,
      medium = review_days.medium + excluded.medium,
      easy = review_days.easy + excluded.easy,
      young_due = review_days.young_due + excluded.young_due,
      young_passed = review_days.young_passed + excluded.young_passed,
      mature_due = review_days.mature_due + excluded.mature_due,
      mature_passed = review_days.mature_passed + excluded.mature_passed,
      duration_ms = review_days.duration_ms + excluded.duration_ms,
      timed = review_days.timed + excluded.timed; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.cards_orphan_notes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      delete from notes n where (n.user_id, n.id) in (select user_id, note_id from old_rows)
         and not exists (select 1 from cards c where c.user_id = n.user_id and c.note_id = n.id);
      update notes n set note_type_id = (select id from note_types where user_id = n.user_id and builtin = 'basic'), updated_at = now()
        from note_types t
       where (n.user_id, n.id) in (select user_id, note_id from old_rows where template_ord = 1)
         and t.user_id = n.user_id and t.id = n.note_type_id
         and t.builtin = 'basic_reversed' and not exists (select 1 from cards c where c.user_id = n.user_id and c.note_id = n.id and c.template_ord = 1);
      return null;
    end $function$;`,
];

const before = [
  `CREATE OR REPLACE FUNCTION public.cards_count_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update folders f set
         card_count = f.card_count - d.cards,
         new_count = f.new_count - d.new,
         easy_count = f.easy_count - d.easy,
         good_count = f.good_count - d.good,
         hard_count = f.hard_count - d.hard,
         studied_count = f.studied_count - d.studied,
         suspended_count = f.suspended_count - d.suspended
    from (select folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from old_rows group by folder_id) d where f.id = d.folder_id; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.cards_count_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update folders f set
         card_count = f.card_count + d.cards,
         new_count = f.new_count + d.new,
         easy_count = f.easy_count + d.easy,
         good_count = f.good_count + d.good,
         hard_count = f.hard_count + d.hard,
         studied_count = f.studied_count + d.studied,
         suspended_count = f.suspended_count + d.suspended
    from (select folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from new_rows group by folder_id) d where f.id = d.folder_id; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.cards_count_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update folders f set
         card_count = f.card_count - d.cards,
         new_count = f.new_count - d.new,
         easy_count = f.easy_count - d.easy,
         good_count = f.good_count - d.good,
         hard_count = f.hard_count - d.hard,
         studied_count = f.studied_count - d.studied,
         suspended_count = f.suspended_count - d.suspended
    from (select folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from (select o.* from old_rows o join new_rows n using (id) where (o.folder_id, o.difficulty, o.review_count > 0, o.suspended) is distinct from (n.folder_id, n.difficulty, n.review_count > 0, n.suspended)) c group by folder_id) d where f.id = d.folder_id; update folders f set
         card_count = f.card_count + d.cards,
         new_count = f.new_count + d.new,
         easy_count = f.easy_count + d.easy,
         good_count = f.good_count + d.good,
         hard_count = f.hard_count + d.hard,
         studied_count = f.studied_count + d.studied,
         suspended_count = f.suspended_count + d.suspended
    from (select folder_id,
         count(*) as cards,
         count(*) filter (where difficulty = 'new') as new,
         count(*) filter (where difficulty = 'easy') as easy,
         count(*) filter (where difficulty = 'good') as good,
         count(*) filter (where difficulty = 'hard') as hard,
         count(*) filter (where review_count > 0) as studied,
         count(*) filter (where suspended) as suspended
    from (select n.* from old_rows o join new_rows n using (id) where (o.folder_id, o.difficulty, o.review_count > 0, o.suspended) is distinct from (n.folder_id, n.difficulty, n.review_count > 0, n.suspended)) c group by folder_id) d where f.id = d.folder_id; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.reviews_days_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update review_days d set
      reviews = d.reviews - x.reviews,
      new_cards = d.new_cards - x.new_cards,
      hard = d.hard - x.hard,
      medium = d.medium - x.medium,
      easy = d.easy - x.easy,
      young_due = d.young_due - x.young_due,
      young_passed = d.young_passed - x.young_passed,
      mature_due = d.mature_due - x.mature_due,
      mature_passed = d.mature_passed - x.mature_passed,
      duration_ms = d.duration_ms - x.duration_ms,
      timed = d.timed - x.timed
    from (select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where coalesce((card_before->>'reviewCount')::int = 0, false)) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21) as young_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21) as mature_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from old_rows group by 1, 2, 3) x where d.folder_id = x.folder_id and d.day = x.day;
    delete from review_days d using (select distinct folder_id, study_day from old_rows) x
     where d.folder_id = x.folder_id and d.day = x.study_day and d.reviews <= 0; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.reviews_days_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin update review_days d set
      reviews = d.reviews - x.reviews,
      new_cards = d.new_cards - x.new_cards,
      hard = d.hard - x.hard,
      medium = d.medium - x.medium,
      easy = d.easy - x.easy,
      young_due = d.young_due - x.young_due,
      young_passed = d.young_passed - x.young_passed,
      mature_due = d.mature_due - x.mature_due,
      mature_passed = d.mature_passed - x.mature_passed,
      duration_ms = d.duration_ms - x.duration_ms,
      timed = d.timed - x.timed
    from (select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where coalesce((card_before->>'reviewCount')::int = 0, false)) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21) as young_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21) as mature_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from old_rows group by 1, 2, 3) x where d.folder_id = x.folder_id and d.day = x.day;
    delete from review_days d using (select distinct folder_id, study_day from old_rows) x
     where d.folder_id = x.folder_id and d.day = x.study_day and d.reviews <= 0; insert into review_days (user_id, folder_id, day, reviews, new_cards, hard, medium, easy, young_due, young_passed, mature_due, mature_passed, duration_ms, timed)
    select user_id, folder_id, study_day as day,
         count(*) as reviews,
         count(*) filter (where coalesce((card_before->>'reviewCount')::int = 0, false)) as new_cards,
         count(*) filter (where rating = 'hard') as hard,
         count(*) filter (where rating = 'medium') as medium,
         count(*) filter (where rating = 'easy') as easy,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21) as young_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before < 21 and rating <> 'hard') as young_passed,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21) as mature_due,
         count(*) filter (where not coalesce((card_before->>'reviewCount')::int = 0, false) and interval_before >= 21 and rating <> 'hard') as mature_passed,
         coalesce(sum(duration_ms), 0) as duration_ms,
         count(duration_ms) as timed
    from new_rows group by 1, 2, 3
    on conflict (folder_id, day) do update set
      reviews = review_days.reviews + excluded.reviews,
      new_cards = review_days.new_cards + excluded.new_cards,
      hard = review_days.hard + excluded.hard,
      medium = review_days.medium + excluded.medium,
      easy = review_days.easy + excluded.easy,
      young_due = review_days.young_due + excluded.young_due,
      young_passed = review_days.young_passed + excluded.young_passed,
      mature_due = review_days.mature_due + excluded.mature_due,
      mature_passed = review_days.mature_passed + excluded.mature_passed,
      duration_ms = review_days.duration_ms + excluded.duration_ms,
      timed = review_days.timed + excluded.timed; return null; end $function$;`,
  `CREATE OR REPLACE FUNCTION public.cards_orphan_notes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      delete from notes n where n.id in (select note_id from old_rows)
         and not exists (select 1 from cards c where c.note_id = n.id);
      update notes n set note_type_id = (select id from note_types where user_id = n.user_id and builtin = 'basic'), updated_at = now()
        from note_types t
       where n.id in (select note_id from old_rows where template_ord = 1) and t.id = n.note_type_id
         and t.builtin = 'basic_reversed' and not exists (select 1 from cards c where c.note_id = n.id and c.template_ord = 1);
      return null;
    end $function$;`,
];

export class Migration20261129070000_keyed_triggers extends Migration {
  override async up(): Promise<void> {
    for (const definition of keyed) this.addSql(definition);
  }

  override async down(): Promise<void> {
    for (const definition of before) this.addSql(definition);
  }
}
