import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { findViewer } from './account.service';
import { UserType } from './user.type';

@Resolver(() => UserType)
export class ViewerResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user; null when signed out.' })
  viewer(@Ctx() { em, actor }: GraphQLContext) {
    return findViewer(em, actor);
  }
}
