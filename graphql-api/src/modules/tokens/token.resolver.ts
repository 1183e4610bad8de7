import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../core/ids';
import type { GraphQLContext } from '../../graphql/context';
import { listCost } from '../../graphql/cost';
import { ApiTokenType, CreatedApiToken } from './api-token.type';
import { MAX_ACTIVE_TOKENS, tokenMessages } from './token.schema';
import { createApiToken, listApiTokens, revokeApiToken } from './token.service';

@Authorized()
@Resolver(() => ApiTokenType)
export class TokenResolver {
  @Query(() => [ApiTokenType], {
    description: `The signed-in user's active personal access tokens (at most ${MAX_ACTIVE_TOKENS}).`,
    complexity: listCost(() => MAX_ACTIVE_TOKENS, 1),
  })
  apiTokens(@Ctx() { em, actor }: GraphQLContext) {
    return listApiTokens(em, actor);
  }

  @Mutation(() => CreatedApiToken)
  createApiToken(@Arg('name', () => String) name: string, @Ctx() { em, actor }: GraphQLContext) {
    return createApiToken(em, actor, { name });
  }

  @Mutation(() => ApiTokenType)
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    return revokeApiToken(em, actor, parseId(id, tokenMessages.notFound), services.clock);
  }
}
