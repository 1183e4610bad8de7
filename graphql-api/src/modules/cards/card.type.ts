import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TEXT_COST } from '../../transport/cost';
import type { User } from '../accounts/user.entity';
import { UserType } from '../accounts/user.type';
import type { Folder } from '../folders/folder.entity';
import { FolderType } from '../folders/folder.type';
import type { Card } from './card.entity';

export enum CardDifficulty {
  NEW = 'new',
  EASY = 'easy',
  GOOD = 'good',
  HARD = 'hard',
}

registerEnumType(CardDifficulty, {
  name: 'CardDifficulty',
  description: 'The last rating of a card: NEW until first rated; a medium rating is GOOD.',
});

@ObjectType('Card', { simpleResolvers: true })
export class CardType {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { complexity: TEXT_COST })
  front!: string;

  @Field(() => String, { complexity: TEXT_COST })
  back!: string;

  @Field(() => CardDifficulty)
  difficulty!: CardDifficulty;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => Date, { nullable: true })
  lastReviewedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Null for a card never reviewed: it is due.' })
  nextReviewAt!: Date | null;

  @Field(() => Int, { description: 'Days until the next review given by the last rating.' })
  interval!: number;

  @Field(() => Int, { description: 'Ease in percent (250 = 2.5×).' })
  easeFactor!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field(() => Boolean, { description: 'Kept out of study (never due) until unsuspended.' })
  suspended!: boolean;

  @Field(() => Boolean, {
    description: 'A leech ("Sanguijuela"): forgotten as many times as the learner\'s leechThreshold.',
  })
  leech!: boolean;

  @Field(() => Boolean, { description: 'Made as the reverse of its sibling (front and back swapped, kept in step).' })
  reversed!: boolean;
}

@InputType()
export class CardInput {
  @Field(() => String)
  front!: string;

  @Field(() => String)
  back!: string;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Also study it back to front (its reverse is a card of its own). Left out: a new card follows its folder's bothDirections, an edited one keeps what it had; false deletes a reverse that has no reviews yet.",
  })
  bothDirections?: boolean;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The card written, its folder and the viewer (whose stats changed with it).',
})
export class CardPayload {
  @Field(() => CardType)
  card!: Card;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => UserType)
  viewer!: User;
}

@ObjectType({ simpleResolvers: true })
export class DeleteCardPayload {
  @Field(() => ID)
  deletedCardId!: number;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => UserType)
  viewer!: User;
}
