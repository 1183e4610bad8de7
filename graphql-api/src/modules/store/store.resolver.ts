import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../transport/context';
import { listCost } from '../../transport/cost';
import { findViewer } from '../accounts/account.service';
import { STORE_TEMPLATES_MAX } from './store.schema';
import { importStoreTemplate, listStoreTemplates, seedSampleData } from './store.service';
import { ImportStoreTemplatePayload, SeedSampleDataPayload, StoreTemplateType } from './store.type';

@Authorized()
@Resolver()
export class StoreResolver {
  @Query(() => [StoreTemplateType], { complexity: listCost(() => STORE_TEMPLATES_MAX, 1) })
  storeTemplates(@Ctx() { em, actor }: GraphQLContext) {
    return listStoreTemplates(em, actor);
  }

  @Mutation(() => ImportStoreTemplatePayload, { description: 'Copies a store template into your folders.' })
  async importStoreTemplate(
    @Arg('templateId', () => ID) templateId: string,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    const result = await importStoreTemplate(
      em,
      actor,
      { templateData: { id: templateId } },
      { clock: services.clock, quotaBytes: services.mediaQuotaBytes },
    );
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
