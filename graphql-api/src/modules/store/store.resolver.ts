import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { sampleFolders } from '../../db/seed/sample-data';
import { storeTemplates } from '../../db/seed/store-templates';
import type { GraphQLContext } from '../../graphql/context';
import { listCost } from '../../graphql/cost';
import { findViewer } from '../accounts/account.service';
import { UserType } from '../accounts/user.type';
import type { Folder } from '../folders/folder.entity';
import { FolderType } from '../folders/folder.type';
import { importStoreTemplate, listStoreTemplates, seedSampleData } from './store.service';
import { StoreTemplateType } from './store.type';

@ObjectType({ simpleResolvers: true })
class ImportStoreTemplatePayload {
  @Field(() => String)
  folderName!: string;

  @Field(() => Int)
  cardCount!: number;

  @Field(() => ID)
  folderId!: number;

  @Field(() => FolderType)
  folder!: Folder;

  @Field(() => StoreTemplateType, { description: 'The template, now marked as already imported.' })
  template!: StoreTemplateType;

  @Field(() => UserType)
  viewer!: UserType;
}

@ObjectType({ simpleResolvers: true })
class SeedSampleDataPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Int)
  folderCount!: number;

  @Field(() => Int)
  cardCount!: number;

  @Field(() => [FolderType], {
    description: 'The folders created (none when the sample data was already there).',
    complexity: listCost(() => sampleFolders.length, 1),
  })
  folders!: Folder[];

  @Field(() => UserType)
  viewer!: UserType;
}

@Authorized()
@Resolver()
export class StoreResolver {
  @Query(() => [StoreTemplateType], { complexity: listCost(() => storeTemplates.length, 1) })
  storeTemplates(@Ctx() { em, actor }: GraphQLContext) {
    return listStoreTemplates(em, actor);
  }

  @Mutation(() => ImportStoreTemplatePayload, { description: 'Copies a store template into your folders.' })
  async importStoreTemplate(@Arg('templateId', () => ID) templateId: string, @Ctx() { em, actor }: GraphQLContext) {
    const result = await importStoreTemplate(em, actor, { templateData: { id: templateId } });
    const templates = await listStoreTemplates(em, actor);
    return {
      ...result,
      template: templates.find((template) => template.id === templateId),
      viewer: await findViewer(em, actor),
    };
  }

  @Mutation(() => SeedSampleDataPayload, { description: 'Loads the sample language folders (once).' })
  async seedSampleData(@Ctx() { em, actor }: GraphQLContext) {
    const result = await seedSampleData(em, actor);
    return {
      ...result,
      viewer: await findViewer(em, actor),
    };
  }
}
