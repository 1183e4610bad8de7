import { ApolloClient } from '@apollo/client';
import { createCache } from './apollo-cache';
import { graphqlLink } from './graphql-link';

/** The app's client: its link to `/graphql` and its normalized cache. */
export function createApolloClient() {
  return new ApolloClient({ link: graphqlLink(), cache: createCache() });
}
