import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('SchedulerSettings', {
  simpleResolvers: true,
  description: 'How the scheduler treats this learner (FSRS, DESIGN §5–§6).',
})
export class SchedulerSettingsType {
  @Field(() => Float, { description: 'Recall probability the next review is scheduled at (0.70..0.97).' })
  desiredRetention!: number;

  @Field(() => Int, { description: 'Never-reviewed cards offered per study day.' })
  newCardsPerDay!: number;

  @Field(() => Int, { description: 'Reviews of studied cards offered per study day.' })
  reviewsPerDay!: number;

  @Field(() => Boolean, {
    description:
      'Load balancing: due days spread within their fuzz range toward days with fewer cards due (default on).',
  })
  loadBalancing!: boolean;

  @Field(() => [Int], {
    description:
      '"Días libres": a normal day\'s share of reviews for each weekday, Monday first: 100 normal, 50 fewer, 0 none.',
  })
  easyDays!: number[];

  @Field(() => Date, { nullable: true, description: 'When weights were last fitted to this learner; null: defaults.' })
  parametersFittedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Reviews the last fit used.' })
  reviewsUsed!: number | null;

  @Field(() => Float, { nullable: true, description: "Log loss of the weights in use on the learner's reviews." })
  logLoss!: number | null;

  @Field(() => Boolean, { description: 'Whether a fit was asked for and has not finished yet.' })
  fitPending!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the pending fit was asked for; null: none pending.' })
  fitRequestedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When a fit last ran, whether or not its weights were kept (they are when parametersFittedAt equals it).',
  })
  parametersCheckedAt!: Date | null;
}

@ObjectType('StudySettings', {
  simpleResolvers: true,
  description: 'How the study screen asks this learner.',
})
export class StudySettingsType {
  @Field(() => Boolean, {
    description:
      '"Escribir la respuesta": the learner types the answer before it is shown; the web compares it and suggests a rating.',
  })
  typeAnswers!: boolean;

  @Field(() => Boolean, {
    description:
      '"Distinguir ñ de n": a typed ñ must be ñ. Case, surrounding spaces, punctuation and accents are ignored anyway.',
  })
  distinguishEnye!: boolean;

  @Field(() => Int, {
    description: '"Umbral de sanguijuela": lapses that make a card a leech ("Sanguijuela"), 0..100; 0: never.',
  })
  leechThreshold!: number;
}

@ObjectType('User', {
  simpleResolvers: true,
  description: 'A learner. Only the signed-in user can see their own account.',
})
export class UserType {
  @Field(() => ID)
  id!: number;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The name shown on what you publish in the community; null: not chosen yet.',
  })
  publicName!: string | null;

  @Field(() => Boolean, { description: 'Operators see reports and hide community folders.' })
  isOperator!: boolean;

  @Field(() => String, { description: 'IANA time zone; study days start at 04:00 local time.' })
  timeZone!: string;

  @Field(() => Boolean, { description: 'Whether the daily e-mail digest of due cards is sent.' })
  remindersEnabled!: boolean;
}
