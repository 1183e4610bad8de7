import type { ApolloCache } from '@apollo/client';
import { ViewerDocument, type ViewerQuery } from '@/__generated__/graphql';

/** After signing in or registering: the new user becomes the viewer in the cache, so the app knows them at once. */
export function writeViewer(cache: ApolloCache, viewer: NonNullable<ViewerQuery['viewer']>) {
  cache.writeQuery({ query: ViewerDocument, data: { viewer } });
}
