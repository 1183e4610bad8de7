import { render, screen } from '@testing-library/react';
import { userStats } from '@/testing/fixtures';
import { LearningProgress } from './learning-progress';

test('cards by last rating are a description list of term and value pairs, each with its bar', () => {
  const { container } = render(
    <LearningProgress stats={userStats({ newCards: 6, hardCards: 1, goodCards: 1, easyCards: 2 })} />,
  );

  // Each group of the <dl> holds only its <dt> then its <dd> (axe: definition-list, dlitem); the bar is in the <dd>.
  const groups = [...container.querySelector('dl')!.children];
  expect(groups).toHaveLength(4);
  for (const group of groups) expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);

  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms.map((term, index) => [term, values[index]])).toEqual([
    ['Nuevas', '6'],
    ['Difícil', '1'],
    ['Medio', '1'],
    ['Fácil', '2'],
  ]);
  expect(screen.getByTestId('progress-Nuevas')).toHaveStyle({ width: '60%' });
  expect(screen.getByTestId('progress-Nuevas').parentElement).toHaveAttribute('aria-hidden', 'true');
});

test('says so when there are no cards yet, without an empty list', () => {
  const { container } = render(<LearningProgress stats={userStats()} />);

  expect(screen.getByText(/Aún no tienes cartas/)).toBeInTheDocument();
  expect(container.querySelector('dl')).toBeNull();
});
