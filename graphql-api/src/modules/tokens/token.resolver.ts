import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { parseId } from '../../core/ids';
import type { GraphQLContext } from '../../transport/context';
import { listCost } from '../../transport/cost';
import { ApiTokenScope, ApiTokenType, CreatedApiToken } from './api-token.type';
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

  @Mutation(() => CreatedApiToken, { description: 'Only from a browser session (a token cannot create tokens).' })
  createApiToken(
    @Arg('name', () => String) name: string,
    @Arg('expiresInDays', () => Int, {
      nullable: true,
      description: 'Days until the token stops working (1 to 365); omitted or null: until revoked.',
    })
    expiresInDays: number | null | undefined,
    @Arg('scope', () => ApiTokenScope, {
      nullable: true,
      description: 'READ (the default) or READ_WRITE.',
    })
    scope: ApiTokenScope | null | undefined,
    @Ctx() { em, actor, services }: GraphQLContext,
  ) {
    return createApiToken(em, actor, { name, expiresInDays, scope }, services.clock);
  }

  @Mutation(() => ApiTokenType)
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() { em, actor, services }: GraphQLContext) {
    return revokeApiToken(em, actor, parseId(id, tokenMessages.notFound), services.clock);
  }
}
