import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

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
