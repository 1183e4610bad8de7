import { screen } from '@testing-library/react';
import { StatisticsDocument, type StatisticsQuery } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { statistics } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { StatsRoute } from './stats';

const variables = { folderId: null, range: 'YEAR' } as const;

const answer = (folders: { id: string; name: string }[]): StatisticsQuery => ({
  viewer: { __typename: 'User', id: '1', statistics: statistics() },
  folders: folders.map((folder) => ({ __typename: 'Folder', ...folder })),
});

test('asks the API again on each visit, over what the cache (the persisted copy) already holds', async () => {
  const cache = createCache();
  cache.writeQuery({ query: StatisticsDocument, variables, data: answer([]) });
  renderWithProviders(<StatsRoute />, {
    path: '/stats',
    cache,
    mocks: [
      {
        request: { query: StatisticsDocument, variables },
        result: { data: answer([{ id: '7', name: 'Vocabulario' }]) },
      },
    ],
  });
  expect(await screen.findByRole('option', { name: 'Vocabulario' })).toBeInTheDocument();
});
