import { ApolloClient, HttpLink } from '@apollo/client';
import { createCache } from './apollo-cache';

/** The API is served from the page's origin (through Vite's proxy in development); the session cookie rides along. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: createCache(),
  });
}
