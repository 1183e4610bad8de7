import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { User } from '../accounts/user.entity';
import { UserType } from '../accounts/user.type';
import type { Card } from '../cards/card.entity';
import type { CardRecord, CardWithFolder } from '../cards/card.record';
import { CardType } from '../cards/card.type';
import type { Folder } from '../folders/folder.entity';
import type { FolderRecord } from '../folders/folder.record';
import { FolderType } from '../folders/folder.type';
import type { StudySession } from './study-session.entity';

export enum RatingValue {
  EASY = 'easy',
  MEDIUM = 'medium',
  HARD = 'hard',
}

registerEnumType(RatingValue, { name: 'Rating', description: 'fácil, medio or difícil.' });

@ObjectType('UserStats', {
  simpleResolvers: true,
  description: "The learner's figures, in their time zone (study days start at 04:00).",
})
export class UserStatsType {
  @Field(() => Int)
  cardsDueToday!: number;

  @Field(() => Int, { description: 'Ratings since the start of the current study day.' })
  cardsStudiedToday!: number;

  @Field(() => Int)
  totalFolders!: number;

  @Field(() => Int, { description: 'Consecutive study days with a review, ending today (or yesterday).' })
  currentStreak!: number;

  @Field(() => Int)
  newCards!: number;

  @Field(() => Int)
  hardCards!: number;

  @Field(() => Int, { description: 'Cards last rated medium.' })
  goodCards!: number;

  @Field(() => Int)
  easyCards!: number;
}

@ObjectType('NextIntervals', {
  simpleResolvers: true,
  description: 'Days until the next review each rating would give.',
})
export class NextIntervalsType {
  @Field(() => Int)
  easy!: number;

  @Field(() => Int)
  medium!: number;

  @Field(() => Int)
  hard!: number;
}

/** How many cards a practice session takes ("Sesión de práctica": nothing is due). */
export const PRACTICE_SIZE = 100;

@ObjectType('StudyCards', {
  simpleResolvers: true,
  description: 'The cards a study session of a folder opens with (`/study/{id}`).',
})
export class StudyCardsType {
  @Field({
    description:
      `false: the folder's due cards, as \`dueCards\` lists them; true: none is due, so its first ${PRACTICE_SIZE} cards ` +
      '(creation order), those not suspended, to practise ("Sesión de práctica").',
  })
  practice!: boolean;

  @Field(() => [CardType])
  cards!: readonly (Card | CardWithFolder)[];
}

@ObjectType('StudySession', { simpleResolvers: true })
export class StudySessionType {
  @Field(() => ID)
  id!: number;

  @Field(() => Int)
  cardsStudied!: number;

  @Field(() => Int)
  easyCount!: number;

  @Field(() => Int, { description: 'Medium ratings.' })
  goodCount!: number;

  @Field(() => Int)
  hardCount!: number;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;
}

@InputType()
export class StudySessionInput {
  @Field(() => Int, { nullable: true })
  cardsStudied?: number;

  @Field(() => Int, { nullable: true })
  easyCount?: number;

  @Field(() => Int, { nullable: true })
  goodCount?: number;

  @Field(() => Int, { nullable: true })
  hardCount?: number;

  @Field(() => Date, { nullable: true })
  completedAt?: Date | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Everything a rating changed: the card, its folder and the viewer (with their stats).',
})
export class ReviewCardPayload {
  @Field(() => CardType)
  card!: CardRecord;

  @Field(() => FolderType)
  folder!: FolderRecord;

  @Field(() => UserType)
  viewer!: User;

  @Field(() => ID, { description: 'The review this rating wrote: what `undoReview` takes.' })
  reviewId!: number;

  @Field({
    description:
      'True when `clientId` named a rating already made: nothing was rated again, and `reviewId` is the first.',
  })
  replayed!: boolean;

  @Field({
    description:
      'True when this rating made the card a leech ("Sanguijuela": forgotten leechThreshold times); said once, here.',
  })
  becameLeech!: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Everything an undo changed: the card, its folder, the viewer and the study session.',
})
export class UndoReviewPayload {
  @Field(() => CardType)
  card!: Card;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => UserType)
  viewer!: User;

  @Field(() => StudySessionType, { nullable: true })
  studySession!: StudySession | null;
}

@ObjectType('OptimalRetention', {
  simpleResolvers: true,
  description:
    '"Calcular la retención óptima": the desired retention that costs the learner the least study time per card ' +
    'remembered, with what it would change. Nothing is saved: `updateSettings` accepts it.',
})
export class OptimalRetentionType {
  @Field(() => Float, { description: 'The suggested desired retention (0.70..0.97, two decimals).' })
  retention!: number;

  @Field(() => Int, {
    description: 'Reviews a day it would mean after a year learning `newCardsPerDay` cards a day (new cards apart).',
  })
  reviewsPerDay!: number;

  @Field(() => Float)
  currentRetention!: number;

  @Field(() => Int, { description: 'The same figure at the current desired retention.' })
  currentReviewsPerDay!: number;

  @Field(() => Int, { description: 'New cards a day the figures assume (the learner’s daily limit).' })
  newCardsPerDay!: number;

  @Field(() => Float, { description: 'Study seconds per card remembered at the end of that year, at the suggestion.' })
  secondsPerCard!: number;

  @Field(() => Float)
  currentSecondsPerCard!: number;

  @Field(() => Boolean, { description: 'Whether the learner’s fitted FSRS weights were used (else the defaults).' })
  fittedWeights!: boolean;

  @Field(() => Boolean, { description: 'Whether the learner’s own mean seconds per rating were used.' })
  ownTimes!: boolean;

  @Field(() => [String], { description: 'What the figures rest on when the history does not say (Spanish).' })
  notes!: string[];
}
