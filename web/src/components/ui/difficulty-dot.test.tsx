import { render, screen } from '@testing-library/react';
import { Difficulty } from './difficulty-dot';

test.each([
  ['EASY', 'Fácil'],
  ['GOOD', 'Medio'],
  ['HARD', 'Difícil'],
  ['NEW', 'Nueva'],
] as const)('a card last rated %s is labelled with the rating button\'s word, "%s"', (difficulty, label) => {
  render(<Difficulty difficulty={difficulty} />);
  expect(screen.getByText(label)).toBeInTheDocument();
});
