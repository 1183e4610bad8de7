import { render, screen } from '@testing-library/react';
import { userStats } from '@/testing/fixtures';
import { StatCards } from './stat-cards';

test('the four figures are a description list of term and value pairs, value beside its label', () => {
  const { container } = render(
    <StatCards stats={userStats({ cardsDueToday: 4, cardsStudiedToday: 5, totalFolders: 3, currentStreak: 2 })} />,
  );

  // Each group of the <dl> holds only its <dt> then its <dd> (axe: definition-list, dlitem).
  const list = container.querySelector('dl')!;
  const groups = [...list.children];
  expect(groups.map((group) => group.tagName)).toEqual(['DIV', 'DIV', 'DIV', 'DIV']);
  for (const group of groups) expect([...group.children].map((child) => child.tagName)).toEqual(['DT', 'DD']);

  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms.map((term, index) => [term, values[index]])).toEqual([
    ['Para repasar hoy', '4'],
    ['Estudiadas hoy', '5'],
    ['Carpetas', '3'],
    ['Racha', '2 días'],
  ]);
});
