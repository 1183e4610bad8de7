import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { orNullWhenNotFound } from '../../core/errors';
import { parseId } from '../../core/ids';
import type { GraphQLContext } from '../../transport/context';
import { listCost, listSize } from '../../transport/cost';
import type { User } from '../accounts/user.entity';
import { UserType } from '../accounts/user.type';
import { IMPORT_LIST_MAX, importMessages } from './import.schema';
import { getImportJob, importText, listImportJobs } from './import.service';
import { ImportJobType, ImportTextInput } from './import.type';

@Authorized()
@Resolver(() => ImportJobType)
export class ImportResolver {
  @Query(() => ImportJobType, {
    nullable: true,
    description: "One of your imports; null if missing or someone else's.",
  })
  importJob(@Arg('id', () => ID) id: string, @Ctx() { em, actor }: GraphQLContext) {
    return orNullWhenNotFound(() => getImportJob(em, actor, parseId(id, importMessages.notFound)));
  }

  @Mutation(() => ImportJobType, {
    description: 'Imports CSV/TSV text sent inline (files, Anki packages included, go to REST POST /api/imports).',
  })
  importText(
    @Arg('input', () => ImportTextInput) input: ImportTextInput,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    return importText(em, actor, { ...services.imports, clock: services.clock }, { ...input });
  }
}

@Authorized()
@Resolver(() => UserType)
export class UserImportsResolver {
  @FieldResolver(() => [ImportJobType], {
    description: `Your latest imports, newest first (at most ${IMPORT_LIST_MAX}).`,
    complexity: listCost((args) => listSize(args, 'first', IMPORT_LIST_MAX, IMPORT_LIST_MAX)),
  })
  importJobs(
    @Root() _user: User,
    @Arg('first', () => Int, { defaultValue: IMPORT_LIST_MAX }) first: number,
    @Ctx() { em, actor }: GraphQLContext,
  ) {
    return listImportJobs(em, actor, first);
  }
}
