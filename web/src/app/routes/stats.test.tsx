import { screen } from '@testing-library/react';
import { StatisticsDocument, type StatisticsQuery } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { renderWithProviders } from '@/testing/test-utils';
import { StatsRoute } from './stats';

const variables = { folderId: null, range: 'YEAR' } as const;

const answer = (folders: { id: string; name: string }[]): StatisticsQuery => ({
  viewer: {
    __typename: 'User',
    id: '1',
    statistics: {
      __typename: 'Statistics',
      folderId: null,
      range: 'YEAR',
      today: '2026-03-10',
      from: '2025-03-11',
      totalReviews: 0,
      daysStudied: 0,
      averagePerStudyDay: 0,
      currentStreak: 0,
      longestStreak: 0,
      overdue: 0,
      days: [],
      forecast: [],
      weeks: [],
      cardStates: { __typename: 'CardStates', new: 0, learning: 0, young: 0, mature: 0 },
      intervals: [],
    },
  },
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
