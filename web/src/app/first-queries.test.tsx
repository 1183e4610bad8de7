import { fillVariables } from '@api/core/first-data-contract';
import { webDocuments } from '@api/graphql/__generated__/web-documents';
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, waitFor } from '@testing-library/react';
import { print } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createCache } from '@/lib/apollo-cache';
import { ana } from '@/testing/test-utils';
import { firstQueryDocuments, firstQueryText } from './first-queries';
import { AppRoutes } from './routes';
import { screenList } from './screens';

// Issue 36: the server answers a screen's first query inside the page only when that answer is exactly what the
// screen's own hook asks: the same operation, variables and selection. Otherwise the cache holds an answer to another
// query and the screen asks the API again. Each screen the registry gives first data is rendered here, and what its
// hook sends is compared with what the build hands the server (prerender.tsx, first-data.json).

/** A parameter for each `:name` of a registry path. */
const sampleParams: Record<string, string> = { id: '4', slug: 'aleman-basico', folderId: '4' };

type Sent = { operationName: string; variables: Record<string, unknown>; text: string };

/** The app as a browser runs it, with a link that answers the frame's viewer and keeps every other operation. */
function renderAt(path: string) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'Viewer') {
          observer.next({ data: { viewer: ana } });
          observer.complete();
          return;
        }
        sent.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          text: print(operation.query),
        });
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  render(
    <ApolloProvider client={client}>
      <TooltipProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </ToastProvider>
      </TooltipProvider>
    </ApolloProvider>,
  );
  return sent;
}

const answeredAhead = screenList.filter(([, { firstQuery }]) => firstQuery?.inPage || firstQuery?.public);

test('the registry has screens answered ahead', () => {
  expect(answeredAhead.map(([name]) => name)).toEqual(
    expect.arrayContaining(['dashboard', 'folders', 'folder', 'community', 'communityFolder']),
  );
});

describe.each(answeredAhead)('%s: the first data is what its hook asks', (_, { paths, firstQuery }) => {
  if (!firstQuery) return;
  const { operationName, variables } = firstQuery;
  const text = firstQueryText(firstQueryDocuments[operationName]);

  it('with the selection the web app sends by hash', () => {
    expect(Object.values(webDocuments)).toContain(text);
  });

  it.each(paths)('on %s: the same operation, variables and text', async (pattern) => {
    const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, sampleParams[name]]));
    const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => sampleParams[name]);
    const sent = renderAt(path);
    // The screen's code is loaded as the app loads it (lazily): the folder's is large for jsdom.
    await waitFor(() => expect(sent.map((operation) => operation.operationName)).toContain(operationName), {
      timeout: 10_000,
    });
    const asked = sent.filter((operation) => operation.operationName === operationName);
    expect(asked.map((operation) => operation.variables)).toEqual([fillVariables(variables, params)]);
    expect(asked[0]?.text).toBe(text);
  });
});
