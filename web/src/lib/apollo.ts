import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The API is served from the page's origin (through Vite's proxy in development); the session cookie rides along. */
export function createApolloClient() {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  });
}
