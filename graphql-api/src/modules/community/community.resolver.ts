import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUserId } from '../../core/actor';
import { orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { FolderKey, GraphQLContext, Loader } from '../../transport/context';
import { listCost, listSize, QUERY_COST } from '../../transport/cost';
import { findViewer } from '../accounts/account.service';
import { Folder } from '../folders/folder.entity';
import { folderMessages } from '../folders/folder.schema';
import { FolderType } from '../folders/folder.type';
import { copyCommunityFolder } from './community.copies';
import { dismissReport, hideCommunityFolder, listReports, reportCommunityFolder } from './community.moderation';
import { publishFolder, unpublishFolder } from './community.publication';
import { COMMUNITY_PAGE_MAX, EDITED_CARDS_SHOWN } from './community.schema';
import { searchCommunityFolders } from './community.search';
import { type CommunitySource, getCommunityFolder, type PublicationView, previewCards } from './community.service';
import {
  ApplyCommunityUpdatePayload,
  CommunityEditedCardType,
  CommunityFiltersInput,
  CommunityFolderConnectionType,
  CommunityFolderPageType,
  CommunityReportPageType,
  CommunitySourceType,
  CommunityUpdateType,
  CopyCommunityFolderPayload,
  HideCommunityFolderPayload,
  PublicationType,
  PublishFolderInput,
  PublishFolderPayload,
  ReportCommunityFolderPayload,
} from './community.type';
import { applyCommunityUpdate, communityUpdateOf, editedCardsOf } from './community.updates';

declare module '../../transport/context' {
  interface RequestLoaders {
    /** A folder's publication in the community (null: never published). */
    publication: Loader<FolderKey, PublicationView | null>;
    /** The community folder a folder was copied from (null: none, or no longer published). */
    communitySource: Loader<FolderKey, CommunitySource | null>;
  }
}

/** A folder after raw statements changed it: read again, not from the identity map. */
const freshFolder = (context: GraphQLContext, id: number) =>
  context.em.findOneOrFail(Folder, { id, user: requireUserId(context.actor) }, { refresh: true });

/** The queries anyone may ask and everyone gets the same answer to: an anonymous `GET /graphql` of them is cacheable. */
export const PUBLIC_QUERIES = ['communityFolders', 'communityFolder'] as const;

/**
 * The community library. Its two public queries answer anyone, signed in or not (nothing private is in them); every
 * write needs a signed-in learner; reports and hiding need an operator.
 */
@Resolver()
export class CommunityResolver {
  @Query(() => CommunityFolderConnectionType, {
    description: `Published folders: \`search\` (Spanish and English, accents and small typos forgiven), filters, a page of \`first\` (1..${COMMUNITY_PAGE_MAX}, default 20) \`after\` a cursor. No sign-in needed.`,
    complexity: listCost((args) => listSize(args, 'first', 20, COMMUNITY_PAGE_MAX)),
  })
  async communityFolders(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('filters', () => CommunityFiltersInput, { nullable: true }) filters: CommunityFiltersInput | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() { em }: GraphQLContext,
  ): Promise<CommunityFolderConnectionType> {
    const page = await searchCommunityFolders(em, { search, ...filters, first, after });
    return {
      edges: page.edges,
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: after !== null,
        startCursor: page.edges[0]?.cursor ?? null,
        endCursor: page.edges.at(-1)?.cursor ?? null,
      },
      sort: page.sort,
    };
  }

  @Query(() => CommunityFolderPageType, {
    nullable: true,
    description:
      'A published folder by its slug, with its first cards; null when it is not published. No sign-in needed.',
    complexity: QUERY_COST,
  })
  communityFolder(@Arg('slug', () => String) slug: string, @Ctx() { em }: GraphQLContext) {
    return orNullWhenNotFound(async () => {
      const folder = await getCommunityFolder(em, slug);
      const previews = await previewCards(em, [folder]);
      return { ...folder, previewCards: previews.get(folder.rowId) ?? [] };
    });
  }

  @Authorized()
  @Query(() => CommunityUpdateType, {
    nullable: true,
    description: 'What taking the newer version of a copied folder would do; null: not a copy, or up to date.',
  })
  async communityUpdate(@Arg('folderId', () => ID) folderId: string, @Ctx() { em, actor, services }: GraphQLContext) {
    const id = parseId(folderId, folderMessages.notFound);
    const update = await communityUpdateOf(em, actor, id, services.clock);
    return update && { ...update, folderId: id };
  }

  @Authorized()
  @Mutation(() => PublishFolderPayload, {
    description: 'Publishes one of your folders to the community, or publishes it again (a new version).',
  })
  async publishFolder(
    @Arg('input', () => PublishFolderInput) { folderId, ...input }: PublishFolderInput,
    @Ctx() context: GraphQLContext,
  ) {
    const id = parseId(folderId, folderMessages.notFound);
    const publication = await publishFolder(context.em, context.actor, id, input, context.services);
    return { publication, folder: await freshFolder(context, id) };
  }

  @Authorized()
  @Mutation(() => PublishFolderPayload, { description: 'Takes one of your folders out of the community.' })
  async unpublishFolder(@Arg('folderId', () => ID) folderId: string, @Ctx() context: GraphQLContext) {
    const id = parseId(folderId, folderMessages.notFound);
    const publication = await unpublishFolder(context.em, context.actor, id, context.services);
    return { publication, folder: await freshFolder(context, id) };
  }

  @Authorized()
  @Mutation(() => CopyCommunityFolderPayload, {
    description: '"Añadir a mis carpetas": copies a published folder (cards and media) into your folders.',
  })
  async copyCommunityFolder(@Arg('slug', () => String) slug: string, @Ctx() context: GraphQLContext) {
    const { services } = context;
    const { folderId, communityFolder } = await copyCommunityFolder(context.em, context.actor, slug, {
      clock: services.clock,
      quotaBytes: services.mediaQuotaBytes,
    });
    return {
      folder: await freshFolder(context, folderId),
      communityFolder,
      viewer: await findViewer(context.em, context.actor),
    };
  }

  @Authorized()
  @Mutation(() => ApplyCommunityUpdatePayload, {
    description:
      'Takes the newer version of a copied folder: new cards added, changed ones updated in place (schedules kept); ' +
      'your own edits are replaced only with `overwriteEdited`, cards the author deleted removed only with `removeDeleted`.',
  })
  async applyCommunityUpdate(
    @Arg('folderId', () => ID) folderId: string,
    @Arg('removeDeleted', () => Boolean, { nullable: true }) removeDeleted: boolean | null,
    @Arg('overwriteEdited', () => Boolean, { nullable: true }) overwriteEdited: boolean | null,
    @Ctx() context: GraphQLContext,
  ) {
    const id = parseId(folderId, folderMessages.notFound);
    const { services } = context;
    const { update, folderIds } = await applyCommunityUpdate(
      context.em,
      context.actor,
      id,
      { removeDeleted, overwriteEdited },
      { clock: services.clock, quotaBytes: services.mediaQuotaBytes },
    );
    return {
      update: { ...update, folderId: id },
      folder: await freshFolder(context, id),
      folders: await context.em.find(
        Folder,
        { id: { $in: folderIds }, user: requireUserId(context.actor) },
        { refresh: true },
      ),
      viewer: await findViewer(context.em, context.actor),
    };
  }

  @Authorized()
  @Mutation(() => ReportCommunityFolderPayload, { description: 'Reports a published folder to the operators.' })
  reportCommunityFolder(
    @Arg('slug', () => String) slug: string,
    @Arg('reason', () => String) reason: string,
    @Arg('text', () => String, { nullable: true }) text: string | null,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    return reportCommunityFolder(em, actor, slug, { reason, text });
  }

  @Authorized()
  @Query(() => CommunityReportPageType, {
    description: 'Open reports, oldest first (operators only).',
    complexity: listCost((args) => listSize(args, 'first', 20, 100)),
  })
  communityReports(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => ID, { nullable: true }) after: string | null,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    return listReports(em, actor, { first, after });
  }

  @Authorized()
  @Mutation(() => HideCommunityFolderPayload, {
    description: 'Hides a published folder (operators only); its author sees the reason.',
  })
  hideCommunityFolder(
    @Arg('slug', () => String) slug: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    return hideCommunityFolder(em, actor, slug, { reason }, services);
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Closes a report without hiding anything (operators only).' })
  dismissCommunityReport(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    return dismissReport(em, actor, parseId(id), services.clock);
  }
}

/** What an update would do to the learner's own edits. */
@Resolver(() => CommunityUpdateType)
export class CommunityUpdateResolver {
  @FieldResolver(() => [CommunityEditedCardType], {
    description: `Your edited cards the newer version changes too (the first ${EDITED_CARDS_SHOWN}, in the folder's order); empty once taken.`,
    complexity: listCost(() => EDITED_CARDS_SHOWN),
  })
  editedCards(@Root() update: CommunityUpdateType, @Ctx() { em, actor }: GraphQLContext) {
    return editedCardsOf(em, actor, update.folderId);
  }
}

/** A folder's side of the community: its publication, and the community folder it was copied from. */
@Resolver(() => FolderType)
export class FolderCommunityResolver {
  @FieldResolver(() => PublicationType, { nullable: true, description: 'Its publication; null: never published.' })
  publication(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return loaders.publication.load({ userId: requireUserId(actor), folderId: folder.id });
  }

  @FieldResolver(() => CommunitySourceType, {
    nullable: true,
    description: 'The community folder it was copied from, while that is published; null: none.',
  })
  communitySource(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return loaders.communitySource.load({ userId: requireUserId(actor), folderId: folder.id });
  }
}
