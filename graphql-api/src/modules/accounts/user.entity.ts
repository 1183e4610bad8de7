import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'users' })
@Index({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
// New-password looks the token up before hashing anything; only the few users with a pending reset are indexed.
@Index({
  name: 'users_reset_token_index',
  expression: 'create index "users_reset_token_index" on "users" ("reset_token") where "reset_token" is not null',
})
// The optimizer's queue reads only the learners with a fit pending.
@Index({
  name: 'users_fit_requested_at_index',
  expression:
    'create index "users_fit_requested_at_index" on "users" ("fit_requested_at") where "fit_requested_at" is not null',
})
export class User {
  [OptionalProps]?:
    | 'isEmailVerified'
    | 'timeZone'
    | 'remindersEnabled'
    | 'desiredRetention'
    | 'newCardsPerDay'
    | 'reviewsPerDay'
    | 'typeAnswers'
    | 'leechThreshold'
    | 'distinguishEnye'
    | 'loadBalancing'
    | 'easyDays'
    | 'fsrsWeights'
    | 'parametersFittedAt'
    | 'reviewsUsed'
    | 'logLoss'
    | 'fitRequestedAt'
    | 'parametersCheckedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'firstName'
    | 'lastName'
    | 'publicName'
    | 'isOperator';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 255, unique: 'users_email_unique' })
  email!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  @Property({ type: 'boolean', default: false })
  isEmailVerified = false;

  /** The name the community shows on what the learner publishes (never the e-mail); null: not chosen yet. */
  @Property({ type: 'string', length: 60, nullable: true })
  publicName: string | null = null;

  /** Operators see reports and hide community folders; granted only by `npm run admin -- grant <email>`. */
  @Property({ type: 'boolean', default: false })
  isOperator = false;

  /** sha256 of the reset token (the token itself only travels in the e-mail). */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  resetToken: string | null = null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  resetTokenExpiry: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastDailyReminderSent: Date | null = null;

  /** IANA time zone; study days start at 04:00 in it. */
  @Property({ type: 'string', length: 64, default: 'UTC' })
  timeZone = 'UTC';

  @Property({ type: 'boolean', default: true })
  remindersEnabled = true;

  /** Recall probability FSRS aims at when it picks the next review (0.70..0.97). */
  @Property({ type: 'double', default: 0.9 })
  desiredRetention = 0.9;

  /** Never-reviewed cards a study day offers at most. */
  @Property({ type: 'integer', default: 20 })
  newCardsPerDay = 20;

  /** Reviews of already-studied cards a study day offers at most. */
  @Property({ type: 'integer', default: 200 })
  reviewsPerDay = 200;

  /** "Escribir la respuesta": the learner types the answer before it is shown, and the web compares. */
  @Property({ type: 'boolean', default: false })
  typeAnswers = false;

  /** "Distinguir ñ de n": a typed answer's ñ must be ñ (accents are forgiven either way). */
  @Property({ type: 'boolean', default: true })
  distinguishEnye = true;

  /** An even workload (issue 26 item 5): due days spread within their fuzz range toward lighter days. */
  @Property({ type: 'boolean', default: true })
  loadBalancing = true;

  /** "Días libres": a normal day's share of reviews per weekday, Monday first (100, 50 or 0). */
  @Property({ type: 'json', default: "'[100,100,100,100,100,100,100]'" })
  easyDays: number[] = [100, 100, 100, 100, 100, 100, 100];

  /** Lapses that make a card a leech ("Umbral de sanguijuela"); 0: no card becomes one. */
  @Property({ type: 'integer', default: 8 })
  leechThreshold = 8;

  /** The learner's fitted FSRS weights; null: the defaults. */
  @Property({ type: 'json', nullable: true })
  fsrsWeights: number[] | null = null;

  @Property({ type: 'datetime', nullable: true })
  parametersFittedAt: Date | null = null;

  /** Reviews the last fit looked at. */
  @Property({ type: 'integer', nullable: true })
  reviewsUsed: number | null = null;

  /** Log loss of the weights in use on the learner's reviews at the last fit. */
  @Property({ type: 'double', nullable: true })
  logLoss: number | null = null;

  /** A fit asked for (from settings, or by the weekly check) that has not finished yet; null: none pending. */
  @Property({ type: 'datetime', nullable: true })
  fitRequestedAt: Date | null = null;

  /** When a fit last ran, whether or not it kept the new weights. */
  @Property({ type: 'datetime', nullable: true })
  parametersCheckedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
