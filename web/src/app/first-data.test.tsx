import { firstDataElementId } from '@api/core/first-data-contract';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import {
  DashboardDocument,
  FoldersDocument,
  useFoldersQuery,
  useViewerQuery,
  ViewerDocument,
} from '@/__generated__/graphql';
import { dashboardRefreshMs } from '@/config/refresh';
import { isStale } from '@/hooks/use-stale-time';
import { createApolloClient } from '@/lib/apollo';
import { revalidateOnVisit } from '@/lib/network';
import { folder, userStats } from '@/testing/fixtures';
import { seedFirstData, tookPageAnswer, writeFirstData } from './first-data';

const viewer = { viewer: { __typename: 'User', id: '7', email: 'ana@example.com' } };

/** The element as the server writes it into app.html (graphql-api first-screen-data.ts). */
function pageWith(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = firstDataElementId;
  element.textContent = text;
  document.head.append(element);
}

function Screen() {
  const { data: who } = useViewerQuery();
  const { data } = useFoldersQuery();
  return (
    <p>
      {who?.viewer?.email ?? 'cargando'} · {data?.folders.map((f) => f.name).join(', ') ?? 'cargando'}
    </p>
  );
}

afterEach(() => document.getElementById(firstDataElementId)?.remove());

describe('the first data inside the page', () => {
  it('seeds the cache before the first render: the frame and the screen render without asking the API', () => {
    pageWith(
      JSON.stringify([
        { operationName: 'Viewer', variables: {}, data: viewer },
        { operationName: 'Folders', variables: {}, data: { folders: [folder({ name: 'Alemán </script>' })] } },
      ]),
    );
    const client = seedFirstData(createApolloClient());
    // Read once: a client made later (after signing out and in) starts empty.
    expect(document.getElementById(firstDataElementId)).toBeNull();
    expect(client.readQuery({ query: ViewerDocument })).toEqual(viewer);
    expect(client.readQuery({ query: FoldersDocument })?.folders[0]?.name).toBe('Alemán </script>');
    render(
      <ApolloProvider client={client}>
        <Screen />
      </ApolloProvider>,
    );
    // No findBy: on the very first render, with no request made.
    expect(screen.getByText('ana@example.com · Alemán </script>')).toBeInTheDocument();
  });

  it('counts the dashboard as just fetched, so its preload does not ask again at once', () => {
    const key = 'dashboard';
    expect(isStale(key, dashboardRefreshMs.stale)).toBe(true);
    pageWith(
      JSON.stringify([
        { operationName: 'Viewer', variables: {}, data: viewer },
        { operationName: 'Dashboard', variables: {}, data: { viewer: { __typename: 'User', id: '7' } } },
      ]),
    );
    seedFirstData(createApolloClient());
    // That Dashboard answer lacks the stats: not fresh, the screen asks for it.
    expect(isStale(key, dashboardRefreshMs.stale)).toBe(true);
    pageWith(
      JSON.stringify([
        { operationName: 'Viewer', variables: {}, data: viewer },
        {
          operationName: 'Dashboard',
          variables: {},
          data: { viewer: { __typename: 'User', id: '7', stats: userStats() } },
        },
      ]),
    );
    const client = seedFirstData(createApolloClient());
    expect(client.readQuery({ query: DashboardDocument })?.viewer?.stats).toEqual(userStats());
    expect(isStale(key, dashboardRefreshMs.stale)).toBe(false);
  });

  it('takes the folder list from the page as the visit it opens: not asked again then, asked on the next visit', () => {
    // The first test's page answered the folder list too, with no screen to take it: that visit is over.
    revalidateOnVisit('Folders');
    expect(revalidateOnVisit('Folders').fetchPolicy).toBe('cache-and-network');
    pageWith(
      JSON.stringify([
        { operationName: 'Viewer', variables: {}, data: viewer },
        { operationName: 'Folders', variables: {}, data: { folders: [folder({ name: 'Alemán' })] } },
      ]),
    );
    seedFirstData(createApolloClient());
    expect(revalidateOnVisit('Folders').fetchPolicy).toBe('cache-first');
    expect(revalidateOnVisit('Folders').fetchPolicy).toBe('cache-and-network');
  });

  it('restores the cache a server render ended with, and takes its complete answers as fetched', () => {
    // What the server does (prerender.tsx renderMemberScreen): the answers written, the cache extracted.
    const rendered = createApolloClient();
    const fresh = writeFirstData(rendered, [
      { operationName: 'Viewer', variables: {}, data: viewer },
      { operationName: 'Folders', variables: {}, data: { folders: [folder({ name: 'Alemán' })] } },
    ]);
    expect(fresh).toEqual(['Folders']);
    revalidateOnVisit('Folders');
    pageWith(JSON.stringify({ cache: rendered.cache.extract(), fresh: [...fresh, 'Secret', 7] }));
    const client = seedFirstData(createApolloClient());
    expect(client.readQuery({ query: ViewerDocument })).toEqual(viewer);
    expect(client.readQuery({ query: FoldersDocument })?.folders[0]?.name).toBe('Alemán');
    expect(revalidateOnVisit('Folders').fetchPolicy).toBe('cache-first');
    // The page's own screen needs nothing asked ahead, once: a later visit to the path is a navigation.
    expect(tookPageAnswer('/otra')).toBe(false);
    pageWith(JSON.stringify({ cache: rendered.cache.extract(), fresh }));
    seedFirstData(createApolloClient());
    expect(tookPageAnswer(window.location.pathname)).toBe(true);
    expect(tookPageAnswer(window.location.pathname)).toBe(false);
    // A cache without its list of answers is not taken.
    pageWith(JSON.stringify({ cache: rendered.cache.extract() }));
    expect(seedFirstData(createApolloClient()).readQuery({ query: ViewerDocument })).toBeNull();
  });

  it('changes nothing without the element, with broken JSON or with queries it does not know', () => {
    const empty = seedFirstData(createApolloClient());
    expect(empty.readQuery({ query: ViewerDocument })).toBeNull();
    pageWith('{not json');
    expect(seedFirstData(createApolloClient()).readQuery({ query: ViewerDocument })).toBeNull();
    pageWith(JSON.stringify([{ operationName: 'Secret', variables: {}, data: viewer }, { operationName: 'Viewer' }]));
    expect(seedFirstData(createApolloClient()).readQuery({ query: ViewerDocument })).toBeNull();
  });
});
