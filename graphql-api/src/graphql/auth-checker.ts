import type { AuthChecker } from 'type-graphql';
import type { GraphQLContext } from './context';

/** `@Authorized()` passes only for a signed-in actor (cookie session or personal access token). */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => context.actor !== null;
