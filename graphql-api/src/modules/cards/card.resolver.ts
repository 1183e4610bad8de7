import { Utils, wrap } from '@mikro-orm/core';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUserId } from '../../core/actor';
import { notFound, orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { FolderKey, GraphQLContext, Loader } from '../../transport/context';
import { listCost, listSize, TEXT_COST } from '../../transport/cost';
import { findViewer } from '../accounts/account.service';
import type { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { FolderType } from '../folders/folder.type';
import { mediaReferences, mediaUrl } from '../media/media.schema';
import type { MediaRecord } from '../media/media.service';
import { MediaType } from '../media/media.type';
import type { NoteRecord } from '../notes/note.service';
import { NoteObject } from '../notes/note.type';
import type { Card } from './card.entity';
import type { CardRecord } from './card.record';
import { CARD_PAGE_DEFAULT, CARD_PAGE_MAX, cardMessages } from './card.schema';
import {
  type CardPage,
  type CardPageQuery,
  createCard,
  deleteCard,
  getCard,
  parseCardPageQuery,
  postponeCard,
  setCardSuspended,
  updateCard,
} from './card.service';
import { CardInput, CardPayload, CardType, DeleteCardPayload } from './card.type';
import { CardConnectionType } from './card-connection.type';

declare module '../../transport/context' {
  interface RequestLoaders {
    /** A page of a folder's cards: the same page of many folders is one statement. */
    cardPage: Loader<FolderKey & CardPageQuery, CardPage>;
    /** How many of a folder's cards match a search (or are leeches). */
    cardCount: Loader<FolderKey & { search: string | null; leech: boolean; tags: string[] }, number>;
    /** A card's media by hash: one statement for every card of an answer. */
    media: Loader<{ userId: number; sha256: string }, MediaRecord | undefined>;
    /** A card's note: one statement for every card of an answer. */
    noteOfCard: Loader<{ userId: number; cardId: number }, NoteRecord | undefined>;
  }
}

const cardId = (id: string) => parseId(id, cardMessages.notFound);

/**
 * Cards: the query and the writes need a signed-in caller; a card's own fields do not check again (a card is only
 * reached through those and the other authorized entry points, with the viewer's data). type-graphql's check would
 * run every field of every card of a list through an async middleware.
 */
@Resolver(() => CardType)
export class CardResolver {
  @Authorized()
  @Query(() => CardType, { nullable: true, description: 'One of your cards; null when missing.' })
  card(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    return orNullWhenNotFound(() => getCard(em, actor, cardId(id)));
  }

  @FieldResolver(() => ID)
  folderId(@Root() card: CardRecord) {
    return card.folder.id;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The same card studied in the other direction (its own schedule and history); null: one way only.',
  })
  siblingId(@Root() card: CardRecord) {
    return card.sibling?.id ?? null;
  }

  @FieldResolver(() => [MediaType], {
    description: "The images and sounds the card's sides show, each once (those it points at that still exist).",
    complexity: TEXT_COST,
  })
  async media(@Root() card: Card, @Ctx() { actor, loaders }: GraphQLContext): Promise<MediaType[]> {
    const userId = requireUserId(actor);
    const found = await Promise.all(
      mediaReferences(card.front, card.back).map((sha256) => loaders.media.load({ userId, sha256 })),
    );
    return found
      .filter((media) => media !== undefined)
      .map((media) => ({
        id: media.id,
        url: mediaUrl(media.sha256, media.mimeType),
        mimeType: media.mimeType,
        bytes: media.bytes,
      }));
  }

  @FieldResolver(() => NoteObject, { description: 'The note it is a card of (its fields make its sides).' })
  async note(@Root() card: CardRecord, @Ctx() { actor, loaders }: GraphQLContext) {
    const note = await loaders.noteOfCard.load({ userId: requireUserId(actor), cardId: card.id });
    if (!note) throw notFound(cardMessages.notFound);
    return note;
  }

  @FieldResolver(() => FolderType)
  async folder(@Root() card: Card, @Ctx() { actor, loaders }: GraphQLContext) {
    // A card read without the ORM (the due list, a rating) carries its whole folder as a plain object.
    if (!Utils.isEntity(card.folder) || wrap(card.folder).isInitialized()) return card.folder;
    const folder = await loaders.folder.load({ userId: requireUserId(actor), folderId: card.folder.id });
    if (!folder) throw notFound(folderMessages.notFound);
    return folder;
  }

  @Authorized()
  @Mutation(() => CardPayload)
  async createCard(
    @Arg('folderId', () => ID) folderId: string,
    @Arg('input', () => CardInput) input: CardInput,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const card = await createCard(em, actor, parseId(folderId, folderMessages.notFound), { ...input }, services.clock);
    return { card, folder: card.folder, viewer: await findViewer(em, actor) };
  }

  @Authorized()
  @Mutation(() => CardPayload)
  async updateCard(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CardInput) input: CardInput,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const card = await updateCard(em, actor, cardId(id), { ...input }, services.clock);
    return { card, folder: card.folder, viewer: await findViewer(em, actor) };
  }

  @Authorized()
  @Mutation(() => CardPayload, { description: 'Keeps a card out of study (never due) until it is unsuspended.' })
  async suspendCard(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const card = await setCardSuspended(em, actor, cardId(id), true, services.clock);
    return { card, folder: card.folder, viewer: await findViewer(em, actor) };
  }

  @Authorized()
  @Mutation(() => CardPayload, { description: 'Takes a suspended card back to study, with the schedule it had.' })
  async unsuspendCard(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const card = await setCardSuspended(em, actor, cardId(id), false, services.clock);
    return { card, folder: card.folder, viewer: await findViewer(em, actor) };
  }

  @Authorized()
  @Mutation(() => CardPayload, {
    description:
      "Posponer a mañana: a card studied before is due at the start of the learner's next study day (history kept). A new card is refused (CONFLICT).",
  })
  async postponeCard(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const card = await postponeCard(em, actor, cardId(id), services.clock);
    return { card, folder: card.folder, viewer: await findViewer(em, actor) };
  }

  @Authorized()
  @Mutation(() => DeleteCardPayload)
  async deleteCard(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const { id: deletedCardId, folder } = await deleteCard(em, actor, cardId(id), services.clock);
    return { deletedCardId, folder, viewer: await findViewer(em, actor) };
  }
}

@Authorized()
/** A folder's cards: declared here, so that folders need not know cards. */
@Resolver(() => FolderType)
export class FolderCardsResolver {
  @FieldResolver(() => CardConnectionType, {
    description: `Cards in creation order, a page of \`first\` (1..${CARD_PAGE_MAX}, default ${CARD_PAGE_DEFAULT}) \`after\` a cursor; \`search\` matches front or back, any case (its \`tag:verbo\`, \`tag:gramática::*\` terms match the note's tags); \`tag\`: only cards whose note carries the tag or one under it; \`leech\`: only leeches («Sanguijuelas»).`,
    complexity: listCost((args) => listSize(args, 'first', CARD_PAGE_DEFAULT, CARD_PAGE_MAX)),
  })
  async cards(
    @Root() folder: Folder,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('leech', () => Boolean, { nullable: true }) leech: boolean | null,
    @Arg('tag', () => String, { nullable: true }) tag: string | null,
    @Ctx() { actor, loaders }: GraphQLContext,
  ): Promise<CardConnectionType> {
    const userId = requireUserId(actor);
    const query = parseCardPageQuery({
      first: first ?? undefined,
      after,
      search: search ?? undefined,
      leech: leech ?? undefined,
      tag: tag ?? undefined,
    });
    const { edges, hasNextPage } = await loaders.cardPage.load({ userId, folderId: folder.id, ...query });
    return {
      edges,
      nodes: edges.map((edge) => edge.node),
      pageInfo: {
        hasNextPage,
        hasPreviousPage: query.after !== null,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      folderId: folder.id,
      userId,
      search: query.search,
      leech: query.leech,
      tags: query.tags,
    };
  }
}

@Resolver(() => CardConnectionType)
export class CardConnectionResolver {
  @FieldResolver(() => Int, { description: 'How many cards match (all pages), counted only when asked.' })
  async totalCount(@Root() connection: CardConnectionType, @Ctx() { loaders }: GraphQLContext) {
    const { userId, folderId, search, leech, tags } = connection;
    if (search === undefined && !leech && tags.length === 0)
      return (await loaders.folderSummary.load({ userId, folderId })).totalCards;
    return loaders.cardCount.load({ userId, folderId, search: search ?? null, leech, tags });
  }
}
