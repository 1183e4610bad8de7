import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { storeTemplates } from '../../db/seed/store-templates';
import type { GraphQLContext } from '../../graphql/context';
import { listCost } from '../../graphql/cost';
import { findViewer } from '../accounts/account.service';
import { importStoreTemplate, listStoreTemplates, seedSampleData } from './store.service';
import { ImportStoreTemplatePayload, SeedSampleDataPayload, StoreTemplateType } from './store.type';

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
