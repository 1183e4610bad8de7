import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type Actor, requireUserId } from '../../core/actor';
import { parseId } from '../../core/ids';
import { validate } from '../../core/validate';
import type { FolderKey, GraphQLContext, Loader } from '../../transport/context';
import { listCost, listSize, QUERY_COST } from '../../transport/cost';
import { findViewer, schedulerSettingsView, studySettingsView, type Viewer } from '../accounts/account.service';
import { SchedulerSettingsType, StudySettingsType, UserType } from '../accounts/user.type';
import type { Card } from '../cards/card.entity';
import { cardMessages } from '../cards/card.schema';
import { parseCardPageQuery } from '../cards/card.service';
import { CardType } from '../cards/card.type';
import type { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { FolderType } from '../folders/folder.type';
import { dueInDays, nextIntervals, retrievability } from '../scheduling/schedule';
import type { Scheduling } from '../scheduling/scheduler-settings';
import { userStats } from '../statistics/user-stats.service';
import { dueList } from './due-list.service';
import { computeOptimalRetention } from './optimal-retention.service';
import { requestParameterFit } from './parameter-fit.service';
import { reviewCard, undoReview } from './rating.service';
import { DUE_LIST_DEFAULT, DUE_LIST_MAX, dueListSchema, OFFLINE_WINDOW_DAYS, studyMessages } from './study.schema';
import {
  NextIntervalsType,
  OptimalRetentionType,
  PRACTICE_SIZE,
  RatingValue,
  ReviewCardPayload,
  StudyCardsType,
  StudySessionInput,
  StudySessionType,
  UndoReviewPayload,
  UserStatsType,
} from './study.type';
import type { StudySession } from './study-session.entity';
import { startStudySession, updateStudySession } from './study-session.service';

declare module '../../transport/context' {
  interface RequestLoaders {
    /** The viewer's scheduling (now and their settings), read once per request; `prime` when a statement brought it. */
    scheduling: {
      prime(known: Scheduling): void;
      use<T>(actor: Actor, use: (known: Scheduling) => T): T | Promise<T>;
    };
    /** A folder's due cards, up to `limit`: one statement for every folder of an answer. */
    dueCards: Loader<FolderKey & { limit: number }, Card[]>;
  }
}

const dueListCost = listCost((args) => listSize(args, 'limit', DUE_LIST_DEFAULT, DUE_LIST_MAX));

@Authorized()
@Resolver(() => UserType)
export class UserStatsResolver {
  // Several SQL statements per user (it is only ever the viewer).
  @FieldResolver(() => UserStatsType, { complexity: ({ childComplexity }) => 10 + childComplexity })
  stats(@Root() user: Viewer, @Ctx() { em, services }: GraphQLContext) {
    return userStats(em, { userId: user.id, via: 'session' }, services.clock.now());
  }

  @FieldResolver(() => SchedulerSettingsType)
  schedulerSettings(@Root() user: Viewer) {
    return schedulerSettingsView(user);
  }

  @FieldResolver(() => StudySettingsType)
  studySettings(@Root() user: Viewer) {
    return studySettingsView(user);
  }
}

/**
 * A card's schedule, for the viewer's settings. No `@Authorized()` of its own, as the card's other fields
 * (`CardResolver`): a card is only reached through authorized queries and mutations, and the fields that need the
 * viewer ask for them (`scheduling.use` refuses a signed-out caller).
 */
@Resolver(() => CardType)
export class CardScheduleResolver {
  @FieldResolver(() => NextIntervalsType, {
    description: 'What each rating would give now, in days (the very function a rating runs).',
  })
  nextIntervals(@Root() card: Card, @Ctx() context: GraphQLContext) {
    return context.loaders.scheduling.use(context.actor, ({ now, settings, load }) =>
      nextIntervals(card.id, card, now, settings, load),
    );
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'Probability of recalling the card now (FSRS forgetting curve); null for a new card.',
  })
  retrievability(@Root() card: Card, @Ctx() context: GraphQLContext) {
    return context.loaders.scheduling.use(context.actor, ({ now, settings }) => retrievability(card, now, settings));
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description: 'FSRS memory stability in days (recall 90 % after that long); null for a new card.',
  })
  stability(@Root() card: Card) {
    return card.stability;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "Study days from today to the due day in the learner's zone (what the rating button's interval said): 1 " +
      'tomorrow, 0 today, negative when overdue; null for a new card.',
  })
  dueInDays(@Root() card: Card, @Ctx() context: GraphQLContext) {
    return context.loaders.scheduling.use(context.actor, ({ now, settings }) =>
      dueInDays(card, now, settings.timeZone),
    );
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the card is due; null for a new card (due now).' })
  dueAt(@Root() card: Card) {
    return card.nextReviewAt;
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

  @FieldResolver(() => StudyCardsType, {
    description:
      `What a study session of the folder opens with: its due cards (at most ${DUE_LIST_DEFAULT}), or, when none is ` +
      `due, its first ${PRACTICE_SIZE} cards to practise. One answer where a client would otherwise read both lists.`,
    complexity: ({ childComplexity }) => QUERY_COST + DUE_LIST_DEFAULT * Math.max(childComplexity, 1),
  })
  async studyCards(
    @Root() folder: Folder,
    @Arg('tag', () => String, {
      nullable: true,
      description: 'Only cards whose note carries the tag or one under it (`gramática::*`).',
    })
    tag: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<StudyCardsType> {
    const { actor, loaders } = context;
    const userId = requireUserId(actor);
    const due =
      tag == null
        ? await loaders.dueCards.load({ userId, folderId: folder.id, limit: DUE_LIST_DEFAULT })
        : await primedDueList(context, { folderId: folder.id, tag });
    if (due.length > 0) return { practice: false, cards: due };
    const page = parseCardPageQuery({ first: PRACTICE_SIZE, tag: tag ?? undefined });
    const { edges } = await loaders.cardPage.load({ userId, folderId: folder.id, ...page });
    return { practice: true, cards: edges.map((edge) => edge.node).filter((card) => !card.suspended) };
  }
}

/** The viewer's due list (`dueList`), its statement's settings kept for the cards' schedules. */
async function primedDueList(context: GraphQLContext, input: Parameters<typeof dueList>[3]) {
  const { em, actor, services } = context;
  const now = services.clock.now();
  const { cards, settings, load } = await dueList(em, actor, now, input);
  // The statement brought the viewer's settings: its cards' schedules need no other.
  context.loaders.scheduling.prime({ now, settings, load });
  return cards;
}

@Authorized()
@Resolver(() => StudySessionType)
export class StudyResolver {
  @Query(() => [CardType], {
    description: `Your due cards, in one folder or all: most overdue first, never reviewed last; at most \`limit\` (1..${DUE_LIST_MAX}, default ${DUE_LIST_DEFAULT}).`,
    complexity: dueListCost,
  })
  async dueCards(
    @Arg('folderId', () => ID, { nullable: true }) folderId: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('tag', () => String, {
      nullable: true,
      description: 'Only cards whose note carries the tag or one under it (`gramática::*`).',
    })
    tag: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    return primedDueList(context, {
      folderId: folderId == null ? undefined : parseId(folderId, folderMessages.notFound),
      limit: limit ?? undefined,
      tag: tag ?? undefined,
    });
  }

  @FieldResolver(() => ID, { nullable: true })
  folderId(@Root() session: StudySession) {
    return session.folder?.id ?? null;
  }

  @Authorized()
  @Mutation(() => UserType, {
    description:
      'Asks for a fit of the learner\'s FSRS weights to their own reviews ("Optimizar ahora"). A background job runs ' +
      'it; `schedulerSettings.fitPending` says it is waiting. Needs at least 400 reviews.',
  })
  requestParameterFit(@Ctx() { em, actor, services }: GraphQLContext) {
    return requestParameterFit(em, actor, services);
  }

  @Authorized()
  @Mutation(() => OptimalRetentionType, {
    description:
      '"Calcular la retención óptima": simulates a year of the learner\'s study (their weights and timings) at ' +
      'desired retentions 0.70..0.97 and answers the cheapest, with reviews a day now and then. Saves nothing. ' +
      'Throttled per learner (10 an hour).',
  })
  computeOptimalRetention(@Ctx() { em, actor, services }: GraphQLContext) {
    return computeOptimalRetention(em, actor, services.clock);
  }

  @Mutation(() => ReviewCardPayload, { description: 'Rates a card and reschedules it.' })
  async reviewCard(
    @Arg('cardId', () => ID) cardId: string,
    @Arg('rating', () => RatingValue) rating: RatingValue,
    @Arg('studySessionId', () => ID, { nullable: true }) studySessionId: string | null,
    @Arg('durationMs', () => Int, { nullable: true }) durationMs: number | null,
    @Arg('clientId', () => String, {
      nullable: true,
      description: "The client's UUID for this rating: sending it again answers the first rating (exactly once).",
    })
    clientId: string | null,
    @Arg('reviewedAt', () => Date, {
      nullable: true,
      description: `When the rating was made (offline ratings arrive later): at most ${OFFLINE_WINDOW_DAYS} days ago, never in the future.`,
    })
    reviewedAt: Date | null,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const { card, folder, reviewId, replayed, becameLeech } = await reviewCard(
      em,
      actor,
      parseId(cardId, cardMessages.notFound),
      {
        difficulty: rating,
        studySessionId: studySessionId && parseId(studySessionId, studyMessages.sessionNotFound),
        durationMs,
        clientId,
        reviewedAt: reviewedAt?.toISOString() ?? null,
      },
      services.clock,
    );
    return { card, folder, viewer: await findViewer(em, actor), reviewId, replayed, becameLeech };
  }

  @Mutation(() => UndoReviewPayload, {
    description:
      "Undoes a rating: the card gets back its exact state before it. Only the card's last review, within the study day it was made in.",
  })
  async undoReview(@Arg('reviewId', () => ID) reviewId: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const { card, folder, session } = await undoReview(
      em,
      actor,
      parseId(reviewId, studyMessages.reviewNotFound),
      services.clock,
    );
    return { card, folder, viewer: await findViewer(em, actor), studySession: session };
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
