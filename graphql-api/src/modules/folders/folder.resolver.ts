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
import { orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { GraphQLContext } from '../../graphql/context';
import { findViewer } from '../accounts/account.service';
import { UserType } from '../accounts/user.type';
import type { Card } from '../cards/card.entity';
import { listCards } from '../cards/card.service';
import { CardType } from '../cards/card.type';
import type { Folder } from './folder.entity';
import { folderMessages } from './folder.schema';
import { createFolder, deleteFolder, getFolder, listFolders } from './folder.service';
import { FolderInput, FolderStatsType, FolderType } from './folder.type';

@ObjectType()
class CreateFolderPayload {
  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => UserType)
  viewer!: UserType;
}

@ObjectType()
class DeleteFolderPayload {
  @Field(() => ID)
  deletedFolderId!: number;

  @Field(() => UserType)
  viewer!: UserType;
}

@Authorized()
@Resolver(() => FolderType)
export class FolderResolver {
  @Query(() => [FolderType], { description: "The signed-in user's folders, most recently changed first." })
  async folders(@Ctx() { em, actor, services, loaders }: GraphQLContext) {
    const rows = await listFolders(em, actor, services.clock.now());
    for (const { folder, summary } of rows) loaders.folderSummary.prime(folder.id, summary);
    return rows.map(({ folder }) => folder);
  }

  @Query(() => FolderType, { nullable: true })
  folder(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    return orNullWhenNotFound(() => getFolder(em, actor, parseId(id, folderMessages.notFound)));
  }

  @FieldResolver(() => FolderStatsType)
  stats(@Root() folder: Folder, @Ctx() { loaders }: GraphQLContext) {
    return loaders.folderSummary.load(folder.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether any card of the folder has been reviewed.' })
  async hasStudiedCards(@Root() folder: Folder, @Ctx() { loaders }: GraphQLContext) {
    return (await loaders.folderSummary.load(folder.id)).hasStudiedCards;
  }

  @FieldResolver(() => Int)
  async cardCount(@Root() folder: Folder, @Ctx() { loaders }: GraphQLContext) {
    return (await loaders.folderSummary.load(folder.id)).totalCards;
  }

  @FieldResolver(() => [CardType], {
    description: 'Cards in creation order; `search` matches front or back, any case.',
  })
  cards(
    @Root() folder: Folder,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() { em, actor }: GraphQLContext,
  ): Promise<Card[]> {
    return listCards(em, actor, folder.id, search);
  }

  @Mutation(() => CreateFolderPayload)
  async createFolder(@Arg('input', () => FolderInput) input: FolderInput, @Ctx() { em, actor }: GraphQLContext) {
    const folder = await createFolder(em, actor, { ...input });
    return { folder, viewer: await findViewer(em, actor) };
  }

  @Mutation(() => DeleteFolderPayload, { description: 'Deletes a folder with its cards, reviews and reminders.' })
  async deleteFolder(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    const deletedFolderId = await deleteFolder(em, actor, parseId(id, folderMessages.notFound));
    return { deletedFolderId, viewer: await findViewer(em, actor) };
  }
}
