import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requireUserId } from '../../core/actor';
import { parseId } from '../../core/ids';
import { validate } from '../../core/validate';
import type { GraphQLContext } from '../../graphql/context';
import { listCost, listSize } from '../../graphql/cost';
import { findViewer } from '../accounts/account.service';
import type { User } from '../accounts/user.entity';
import { UserType } from '../accounts/user.type';
import type { Card } from '../cards/card.entity';
import { cardMessages } from '../cards/card.schema';
import { CardType } from '../cards/card.type';
import type { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { FolderType } from '../folders/folder.type';
import { nextIntervals } from './schedule';
import { DUE_LIST_DEFAULT, DUE_LIST_MAX, dueListSchema, studyMessages } from './study.schema';
import { dueCards, reviewCard, startStudySession, updateStudySession, userStats } from './study.service';
import { NextIntervalsType, RatingValue, StudySessionInput, StudySessionType, UserStatsType } from './study.type';
import type { StudySession } from './study-session.entity';

const dueListCost = listCost((args) => listSize(args, 'limit', DUE_LIST_DEFAULT, DUE_LIST_MAX));

@ObjectType({ description: 'Everything a rating changed: the card, its folder and the viewer (with their stats).' })
class ReviewCardPayload {
  @Field(() => CardType)
  card!: Card;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => UserType)
  viewer!: User;
}

@Authorized()
@Resolver(() => UserType)
export class UserStatsResolver {
  // Several SQL statements per user (it is only ever the viewer).
  @FieldResolver(() => UserStatsType, { complexity: ({ childComplexity }) => 10 + childComplexity })
  stats(@Root() user: User, @Ctx() { em, services }: GraphQLContext) {
    return userStats(em, { userId: user.id, via: 'session' }, services.clock.now());
  }
}

@Authorized()
@Resolver(() => CardType)
export class CardScheduleResolver {
  @FieldResolver(() => NextIntervalsType, { description: 'What each rating button would give, in days.' })
  nextIntervals(@Root() card: Card) {
    return nextIntervals(card);
  }
}

@Authorized()
@Resolver(() => FolderType)
export class FolderDueResolver {
  @FieldResolver(() => [CardType], {
    description: `Due cards of the folder: most overdue first, never reviewed last; at most \`limit\` (1..${DUE_LIST_MAX}, default ${DUE_LIST_DEFAULT}).`,
    complexity: dueListCost,
  })
  dueCards(
    @Root() folder: Folder,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() { actor, loaders }: GraphQLContext,
  ) {
    const checked = validate(dueListSchema, { limit: limit ?? undefined });
    return loaders.dueCards.load({ userId: requireUserId(actor), folderId: folder.id, limit: checked.limit });
  }
}

@Authorized()
@Resolver(() => StudySessionType)
export class StudyResolver {
  @Query(() => [CardType], {
    description: `Your due cards, in one folder or all: most overdue first, never reviewed last; at most \`limit\` (1..${DUE_LIST_MAX}, default ${DUE_LIST_DEFAULT}).`,
    complexity: dueListCost,
  })
  dueCards(
    @Arg('folderId', () => ID, { nullable: true }) folderId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    return dueCards(em, actor, services.clock.now(), {
      folderId: folderId == null ? undefined : parseId(folderId, folderMessages.notFound),
      limit: limit ?? undefined,
    });
  }

  @FieldResolver(() => ID, { nullable: true })
  folderId(@Root() session: StudySession) {
    return session.folder?.id ?? null;
  }

  @Mutation(() => ReviewCardPayload, { description: 'Rates a card and reschedules it.' })
  async reviewCard(
    @Arg('cardId', () => ID) cardId: string,
    @Arg('rating', () => RatingValue) rating: RatingValue,
    @Arg('studySessionId', () => ID, { nullable: true }) studySessionId: string | null,
    @Arg('durationMs', () => Int, { nullable: true }) durationMs: number | null,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const { card, folder } = await reviewCard(
      em,
      actor,
      parseId(cardId, cardMessages.notFound),
      {
        difficulty: rating,
        studySessionId: studySessionId && parseId(studySessionId, studyMessages.sessionNotFound),
        durationMs,
      },
      services.clock,
    );
    return { card, folder, viewer: await findViewer(em, actor) };
  }

  @Mutation(() => StudySessionType)
  startStudySession(
    @Arg('folderId', () => ID, { nullable: true }) folderId: string | null,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    return startStudySession(em, actor, {
      folderId: folderId == null ? null : parseId(folderId, folderMessages.notFound),
    });
  }

  @Mutation(() => StudySessionType, {
    description: "Records a session's counts after each rating, and completedAt at the end.",
  })
  updateStudySession(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StudySessionInput) input: StudySessionInput,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    const { completedAt, ...counts } = input;
    return updateStudySession(em, actor, parseId(id, studyMessages.sessionNotFound), {
      ...counts,
      ...(completedAt !== undefined ? { completedAt: completedAt?.toISOString() ?? null } : {}),
    });
  }
}
