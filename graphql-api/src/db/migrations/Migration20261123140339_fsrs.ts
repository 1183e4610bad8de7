import { Migration } from '@mikro-orm/migrations';
import { type Memory, memoryFromSm2, type Rating, replayMemory } from './fsrs-replay.frozen';

type CardRow = {
  id: number;
  difficulty: 'new' | 'easy' | 'good' | 'hard';
  review_count: number;
  interval: number;
  ease_factor: number;
  time_zone: string;
};

const BATCH = 1000;

const knownZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
};

/**
 * FSRS (DESIGN §5): memory state on cards, scheduler settings and daily limits on users, new-card counts per study
 * day, and the card's whole state before and after on each review (for undo). Cards rated before get their memory
 * state by replaying their reviews through the rule as it stood (`fsrs-replay.frozen.ts`) (or, with no review rows, from their SM-2 interval and
 * ease); their due dates stay as they were, so nothing learnt falls due at once.
 */
export class Migration20261123140339_fsrs extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "users" add column "desired_retention" double precision not null default 0.9, add column "new_cards_per_day" int not null default 20, add column "reviews_per_day" int not null default 200, add column "fsrs_weights" jsonb null, add column "parameters_fitted_at" timestamptz null, add column "reviews_used" int null, add column "log_loss" double precision null;`);

    await this.execute(`alter table "study_days" add column "new_cards" int not null default 0;`);
    // New-card ratings so far, per study day, as the 04:00 boundary of study_days counted them (first reviews).
    await this.execute(`update "study_days" s set "new_cards" = n.count from (
        select r."user_id",
               ((r."reviewed_at" at time zone case when exists (select 1 from pg_timezone_names z where z.name = u."time_zone")
                                                 then u."time_zone" else 'UTC' end) - interval '4 hours')::date as day,
               count(*) as count
          from "reviews" r join "users" u on u."id" = r."user_id"
         where not exists (select 1 from "reviews" p where p."card_id" = r."card_id"
                              and (p."reviewed_at", p."id") < (r."reviewed_at", r."id"))
         group by 1, 2) n
      where s."user_id" = n."user_id" and s."day" = n.day;`);

    await this.execute(`alter table "cards" add column "stability" double precision null, add column "fsrs_difficulty" double precision null, add column "state" smallint not null default 0, add column "lapses" int not null default 0;`);

    await this.execute(`alter table "reviews" add column "card_before" jsonb null, add column "card_after" jsonb null;`);

    let after = 0;
    for (;;) {
      const cards = (await this.execute(
        `select c.id, c.difficulty, c.review_count, c.interval, c.ease_factor, u.time_zone
           from cards c join folders f on f.id = c.folder_id join users u on u.id = f.user_id
          where c.review_count > 0 and c.id > ? order by c.id limit ?`,
        [after, BATCH],
      )) as CardRow[];
      if (cards.length === 0) break;
      after = cards[cards.length - 1].id;
      const reviews = (await this.execute(
        `select card_id, rating, reviewed_at from reviews where card_id in (${cards.map(() => '?').join(',')})
          order by card_id, reviewed_at, id`,
        cards.map((card) => card.id),
      )) as { card_id: number; rating: Rating; reviewed_at: Date | string }[];
      const byCard = new Map<number, { rating: Rating; reviewedAt: Date }[]>();
      for (const review of reviews) {
        const list = byCard.get(review.card_id) ?? [];
        list.push({ rating: review.rating, reviewedAt: new Date(review.reviewed_at) });
        byCard.set(review.card_id, list);
      }
      const values: unknown[] = [];
      for (const card of cards) {
        const history = byCard.get(card.id);
        let memory: Memory;
        if (history?.length) {
          memory = replayMemory(history, knownZone(card.time_zone));
        } else {
          const { stability, difficulty } = memoryFromSm2(card.interval, card.ease_factor);
          memory = { stability, fsrsDifficulty: difficulty, state: card.difficulty === 'hard' ? 3 : 2, lapses: 0 };
        }
        values.push(card.id, memory.stability, memory.fsrsDifficulty, memory.state, memory.lapses);
      }
      await this.execute(
        `update cards c set stability = v.s, fsrs_difficulty = v.d, state = v.st, lapses = v.l
           from (values ${cards.map(() => '(?::int, ?::float8, ?::float8, ?::smallint, ?::int)').join(',')}) v(id, s, d, st, l)
          where c.id = v.id`,
        values,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cards" drop column "stability", drop column "fsrs_difficulty", drop column "state", drop column "lapses";`);

    this.addSql(`alter table "reviews" drop column "card_before", drop column "card_after";`);

    this.addSql(`alter table "study_days" drop column "new_cards";`);

    this.addSql(`alter table "users" drop column "desired_retention", drop column "new_cards_per_day", drop column "reviews_per_day", drop column "fsrs_weights", drop column "parameters_fitted_at", drop column "reviews_used", drop column "log_loss";`);
  }
}
