import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RatingButtons } from './rating-buttons';

const intervals = { __typename: 'NextIntervals' as const, hard: 1, medium: 3, easy: 7 };

/** The text a sighted user reads on `element`: its text without the screen-reader-only parts. */
function visibleText(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent;
}

test('each rating is named by its visible words: the rating first, its meaning, then the interval', () => {
  render(<RatingButtons intervals={intervals} onRate={() => {}} />);

  const buttons = screen.getAllByRole('button');
  // Left to right: what shows on each button (key, rating, meaning, interval)…
  expect(buttons.map((button) => [...button.children].map(visibleText))).toEqual([
    ['1', 'Difícil', 'No lo recordaba', '1 día'],
    ['2', 'Medio', 'Lo recordé', '3 días'],
    ['3', 'Fácil', 'Sin esfuerzo', '7 días'],
  ]);
  // …and its name: those words in that order, starting with the rating; the key is a shortcut, not a word.
  // (A space may come before each comma: jsdom separates the name's parts with spaces, browsers may not.)
  expect(buttons[0]).toHaveAccessibleName(/^Difícil ?, No lo recordaba ?, volverá en 1 día$/);
  expect(buttons[1]).toHaveAccessibleName(/^Medio ?, Lo recordé ?, volverá en 3 días$/);
  expect(buttons[2]).toHaveAccessibleName(/^Fácil ?, Sin esfuerzo ?, volverá en 7 días$/);
  expect(buttons.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3']);
  for (const button of buttons) {
    expect(button).not.toHaveAttribute('aria-label');
    expect(button.querySelector('kbd')).toHaveAttribute('aria-hidden', 'true');
  }
});

test('a click rates', async () => {
  const user = userEvent.setup();
  const onRate = jest.fn();
  render(<RatingButtons intervals={intervals} onRate={onRate} />);

  await user.click(screen.getByRole('button', { name: /^Medio\b/ }));
  await user.click(screen.getByRole('button', { name: /^Difícil\b/ }));
  expect(onRate.mock.calls).toEqual([['MEDIUM'], ['HARD']]);
});
