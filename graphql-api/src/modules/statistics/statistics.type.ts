import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FORECAST_DAYS, HEATMAP_WEEKS, INTERVAL_BUCKETS, WEEKLY_SERIES_MAX } from './statistics.schema';

export enum StatisticsRangeValue {
  MONTH = 'month',
  QUARTER = 'quarter',
  YEAR = 'year',
}

registerEnumType(StatisticsRangeValue, {
  name: 'StatisticsRange',
  description: `How far back the calendar heatmap goes (${HEATMAP_WEEKS.month}, ${HEATMAP_WEEKS.quarter} or ${HEATMAP_WEEKS.year} weeks, Monday to Sunday); the weekly series cover as many weeks, at most ${WEEKLY_SERIES_MAX}.`,
});

/** Each list's longest possible length, for the query cost (a list costs its length times one item). */
const listOf =
  (size: number) =>
  ({ childComplexity }: { childComplexity: number }) =>
    size * Math.max(childComplexity, 1);

@ObjectType('StudyDayCount', { simpleResolvers: true, description: 'Reviews made on one study day.' })
export class StudyDayCountType {
  @Field(() => String, { description: '`YYYY-MM-DD`, a study day in the learner’s zone (04:00 boundary).' })
  date!: string;

  @Field(() => Int)
  reviews!: number;
}

@ObjectType('ForecastDay', { simpleResolvers: true, description: 'Reviewed cards falling due on one study day.' })
export class ForecastDayType {
  @Field(() => String, { description: '`YYYY-MM-DD`' })
  date!: string;

  @Field(() => Int)
  due!: number;
}

@ObjectType('WorkloadPreview', {
  simpleResolvers: true,
  description:
    'The 30-day forecast of reviewed cards (today first) as it stands, and as it would stand had these settings placed the cards already scheduled (load balancing, días libres).',
})
export class WorkloadPreviewType {
  @Field(() => [ForecastDayType])
  before!: ForecastDayType[];

  @Field(() => [ForecastDayType])
  after!: ForecastDayType[];
}

@ObjectType('StatisticsWeek', {
  simpleResolvers: true,
  description:
    'One week (Monday to Sunday) of reviews. Retention ("true retention") is the share of reviews of already studied cards not answered difícil; young cards had an interval under 21 days, mature ones 21 or more.',
})
export class StatisticsWeekType {
  @Field(() => String, { description: 'The Monday the week starts on, `YYYY-MM-DD`.' })
  weekStart!: string;

  @Field(() => Int)
  reviews!: number;

  @Field(() => Int, { description: 'Answered difícil.' })
  hard!: number;

  @Field(() => Int, { description: 'Answered medio.' })
  medium!: number;

  @Field(() => Int, { description: 'Answered fácil.' })
  easy!: number;

  @Field(() => Float, { nullable: true, description: 'Mean seconds per answer; null when no answer was timed.' })
  averageSeconds!: number | null;

  @Field(() => Int)
  youngDue!: number;

  @Field(() => Int)
  youngPassed!: number;

  @Field(() => Int)
  matureDue!: number;

  @Field(() => Int)
  maturePassed!: number;

  @Field(() => Float, { nullable: true, description: '0..1; null without reviews of studied cards.' })
  retention!: number | null;

  @Field(() => Float, { nullable: true })
  youngRetention!: number | null;

  @Field(() => Float, { nullable: true })
  matureRetention!: number | null;
}

@ObjectType('CardStates', {
  simpleResolvers: true,
  description: 'Cards by state: never reviewed, in (re)learning, young (interval < 21 days) and mature.',
})
export class CardStatesType {
  @Field(() => Int)
  new!: number;

  @Field(() => Int)
  learning!: number;

  @Field(() => Int)
  young!: number;

  @Field(() => Int)
  mature!: number;

  @Field(() => Int, {
    description: 'Suspended cards ("Suspendidas"), counted apart: they are also in the state they were suspended in.',
  })
  suspended!: number;
}

@ObjectType('IntervalBucket', {
  simpleResolvers: true,
  description: 'Reviewed cards whose interval falls between two bounds, in days.',
})
export class IntervalBucketType {
  @Field(() => Int)
  minDays!: number;

  @Field(() => Int, { nullable: true, description: 'Null: no upper bound.' })
  maxDays!: number | null;

  @Field(() => Int)
  cards!: number;
}

@ObjectType('Statistics', {
  simpleResolvers: true,
  description:
    "The learner's statistics, for all folders or one, in study days of their time zone (04:00 boundary). Past reviews count on the day they were made, as the streak counts them, even after a change of zone.",
})
export class StatisticsType {
  @Field(() => ID, { nullable: true })
  folderId!: number | null;

  @Field(() => StatisticsRangeValue)
  range!: StatisticsRangeValue;

  @Field(() => String)
  timeZone!: string;

  @Field(() => String, { description: 'The current study day, `YYYY-MM-DD`.' })
  today!: string;

  @Field(() => String, { description: 'The heatmap’s first day (a Monday), `YYYY-MM-DD`.' })
  from!: string;

  @Field(() => [StudyDayCountType], {
    description: 'Study days from `from` to `today` with at least one review, in order (days without are absent).',
    complexity: listOf(HEATMAP_WEEKS.year * 7),
  })
  days!: StudyDayCountType[];

  @Field(() => Int, { description: 'Reviews from `from` to `today`.' })
  totalReviews!: number;

  @Field(() => Int, { description: 'Study days with a review from `from` to `today`.' })
  daysStudied!: number;

  @Field(() => Float, { description: 'Reviews per study day with a review, from `from` to `today`.' })
  averagePerStudyDay!: number;

  @Field(() => Int, { description: 'Consecutive study days with a review ending today (or yesterday).' })
  currentStreak!: number;

  @Field(() => Int, { description: 'The longest run of consecutive study days with a review, ever.' })
  longestStreak!: number;

  @Field(() => [ForecastDayType], {
    description: `Reviewed cards falling due on each of the next ${FORECAST_DAYS} study days, today first. Daily limits do not apply (they decide how many are offered, not when a card falls due); never-reviewed cards are in \`cardStates.new\`.`,
    complexity: listOf(FORECAST_DAYS),
  })
  forecast!: ForecastDayType[];

  @Field(() => Int, { description: 'Reviewed cards that were due before today’s study day began.' })
  overdue!: number;

  @Field(() => [StatisticsWeekType], {
    description: `Weekly series, oldest first, the current week last (at most ${WEEKLY_SERIES_MAX}).`,
    complexity: listOf(WEEKLY_SERIES_MAX),
  })
  weeks!: StatisticsWeekType[];

  @Field(() => CardStatesType)
  cardStates!: CardStatesType;

  @Field(() => [IntervalBucketType], {
    description: 'Reviewed cards by interval, shortest bucket first.',
    complexity: listOf(INTERVAL_BUCKETS.length),
  })
  intervals!: IntervalBucketType[];
}
