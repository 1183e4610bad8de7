import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireUserId } from '../../core/actor';
import { orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import { validate } from '../../core/validate';
import type { FolderKey, GraphQLContext, Loader } from '../../transport/context';
import { listCost, listSize } from '../../transport/cost';
import { findViewer } from '../accounts/account.service';
import type { Folder } from './folder.entity';
import { FOLDER_LIST_MAX, folderListSchema, folderMessages, SPEECH_LANGUAGES } from './folder.schema';
import {
  createFolder,
  deleteFolder,
  type FolderSettings,
  type FolderSummary,
  folderRecord,
  folderSettingsOf,
  listFolders,
  updateFolderSettings,
} from './folder.service';
import {
  CreateFolderPayload,
  DeleteFolderPayload,
  FolderInput,
  FolderSettingsInput,
  FolderStatsType,
  FolderType,
} from './folder.type';

declare module '../../transport/context' {
  interface RequestLoaders {
    /** A folder's counters (cards, due, studied): one statement for every folder of an answer. */
    folderSummary: Loader<FolderKey, FolderSummary>;
    /** A card's folder: usually already in the identity map; otherwise one query for all of them. */
    folder: Loader<FolderKey, Folder | undefined>;
    /** A folder's study settings (folder lists are read without them). */
    folderSettings: Loader<FolderKey, FolderSettings>;
  }
}

/**
 * Folders: the queries and the writes need a signed-in caller; a folder's own fields do not check again (a folder is
 * only reached through those and the other authorized entry points, with the viewer's data). type-graphql's check
 * would run every field resolver of every folder of a list through an async middleware.
 */
@Resolver(() => FolderType)
export class FolderResolver {
  @Authorized()
  @Query(() => [FolderType], {
    description: `The signed-in user's folders, most recently changed first: at most \`limit\` (1..${FOLDER_LIST_MAX}, default ${FOLDER_LIST_MAX}). The query's cost counts \`limit\` folders.`,
    complexity: listCost((args) => listSize(args, 'limit', FOLDER_LIST_MAX, FOLDER_LIST_MAX), 1),
  })
  async folders(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() { em, actor, services, loaders }: GraphQLContext,
  ) {
    const rows = await listFolders(em, actor, services.clock.now(), validate(folderListSchema, { limit }).limit);
    const userId = requireUserId(actor);
    for (const { folder, summary } of rows) loaders.folderSummary.prime({ userId, folderId: folder.id }, summary);
    return rows.map(({ folder }) => folder);
  }

  @Authorized()
  @Query(() => FolderType, { nullable: true })
  folder(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    return orNullWhenNotFound(() => folderRecord(em, actor, parseId(id, folderMessages.notFound)));
  }

  @FieldResolver(() => FolderStatsType)
  stats(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return loaders.folderSummary.load({ userId: requireUserId(actor), folderId: folder.id });
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether each side plays its sound, or is read aloud in its language when it has none, as it appears while studying.',
  })
  async autoPlay(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return (await loaders.folderSettings.load({ userId: requireUserId(actor), folderId: folder.id })).autoPlay;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `BCP-47 language the fronts are read aloud in (${SPEECH_LANGUAGES.join(', ')}); null: none.`,
  })
  async frontLanguage(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return (await loaders.folderSettings.load({ userId: requireUserId(actor), folderId: folder.id })).frontLanguage;
  }

  @FieldResolver(() => String, { nullable: true, description: 'BCP-47 language the backs are read aloud in.' })
  async backLanguage(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return (await loaders.folderSettings.load({ userId: requireUserId(actor), folderId: folder.id })).backLanguage;
  }

  @FieldResolver(() => Boolean, {
    description: '"Estudiar en ambos sentidos": each card also studied back to front, as a card of its own.',
  })
  async bothDirections(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return (await loaders.folderSettings.load({ userId: requireUserId(actor), folderId: folder.id })).bothDirections;
  }

  @Authorized()
  @Mutation(() => FolderType, {
    description: "Changes a folder's study settings (those left out keep their value); answers the folder.",
  })
  async updateFolderSettings(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FolderSettingsInput) input: FolderSettingsInput,
    @Ctx() { em, actor, loaders }: GraphQLContext,
  ) {
    const folder = await updateFolderSettings(em, actor, parseId(id, folderMessages.notFound), {
      // GraphQL's null for a switch is "leave it"; for a language it is "ninguno".
      autoPlay: input.autoPlay ?? undefined,
      frontLanguage: input.frontLanguage,
      backLanguage: input.backLanguage,
      bothDirections: input.bothDirections ?? undefined,
    });
    loaders.folderSettings.prime({ userId: requireUserId(actor), folderId: folder.id }, folderSettingsOf(folder));
    return folder;
  }

  @FieldResolver(() => Boolean, { description: 'Whether any card of the folder has been reviewed.' })
  async hasStudiedCards(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return (await loaders.folderSummary.load({ userId: requireUserId(actor), folderId: folder.id })).hasStudiedCards;
  }

  @FieldResolver(() => Int)
  async cardCount(@Root() folder: Folder, @Ctx() { actor, loaders }: GraphQLContext) {
    return (await loaders.folderSummary.load({ userId: requireUserId(actor), folderId: folder.id })).totalCards;
  }

  @Authorized()
  @Mutation(() => CreateFolderPayload)
  async createFolder(@Arg('input', () => FolderInput) input: FolderInput, @Ctx() { em, actor }: GraphQLContext) {
    const folder = await createFolder(em, actor, { ...input });
    return { folder, viewer: await findViewer(em, actor) };
  }

  @Authorized()
  @Mutation(() => DeleteFolderPayload, { description: 'Deletes a folder with its cards, reviews and reminders.' })
  async deleteFolder(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    const deletedFolderId = await deleteFolder(em, actor, parseId(id, folderMessages.notFound));
    return { deletedFolderId, viewer: await findViewer(em, actor) };
  }
}
