import { render, screen } from '@testing-library/react';
import { FolderStatsPanel } from './folder-stats-panel';

test('writes big counts as Spanish does (20.000), small ones as they are', () => {
  render(
    <FolderStatsPanel
      folder={{
        __typename: 'Folder',
        id: '1',
        cardCount: 20_000,
        hasStudiedCards: true,
        updatedAt: '2026-11-23T10:00:00Z',
        stats: {
          __typename: 'FolderStats',
          totalCards: 20_000,
          dueCards: 1_250,
          masteredCards: 12_345,
          mediumCards: 7,
          difficultCards: 0,
          suspendedCards: 3,
        },
      }}
    />,
  );
  const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  expect(figure('Total de cartas')).toBe('20.000');
  expect(figure('Fácil')).toBe('12.345');
  expect(figure('Medio')).toBe('7');
  expect(figure('Suspendidas')).toBe('3');
});
