import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { User } from '../accounts/user.entity';
import { UserType } from '../accounts/user.type';
import type { Card } from '../cards/card.entity';
import type { CardRecord } from '../cards/card.record';
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
