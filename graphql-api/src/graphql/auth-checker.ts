import type { AuthChecker } from 'type-graphql';
import { unauthenticated } from '../core/errors';
import type { GraphQLContext } from '../transport/context';

/**
 * `@Authorized()` passes only for a signed-in actor (cookie session or personal access token);
 * otherwise the same domain error as REST's 401, so both APIs say "Unauthorized".
 */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (context.actor === null) throw unauthenticated();
  return true;
};
