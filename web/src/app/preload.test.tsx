import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { createCache } from '@/lib/apollo-cache';
import { preloadScreen } from './preload';

/** A client whose link keeps the name of every operation sent, and never answers. */
function recordingClient() {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable(() => {
        sent.push(operation.operationName ?? '');
      }),
  );
  return { client: new ApolloClient({ link, cache: createCache() }), sent };
}

test("a link's screen starts its first query ahead, as its hook asks it", () => {
  const { client, sent } = recordingClient();
  preloadScreen(client, '/folders/4');
  expect(sent).toEqual(['Folder']);
});

test("a folder's study session is not asked ahead: the session sends its own request as it opens", () => {
  const { client, sent } = recordingClient();
  preloadScreen(client, '/study/4');
  expect(sent).toEqual([]);
});
