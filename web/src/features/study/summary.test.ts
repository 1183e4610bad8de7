import { shuffled, summaryMessage } from './summary';

test.each([
  [{ EASY: 3, MEDIUM: 1, HARD: 1 }, '¡Excelente! Dominas estas cartas.'],
  [{ EASY: 10, MEDIUM: 0, HARD: 0 }, '¡Excelente! Dominas estas cartas.'],
  [{ EASY: 59, MEDIUM: 41, HARD: 0 }, '¡Muy bien! Vas por muy buen camino.'],
  [{ EASY: 2, MEDIUM: 2, HARD: 1 }, '¡Muy bien! Vas por muy buen camino.'],
  [{ EASY: 39, MEDIUM: 61, HARD: 0 }, '¡Buen esfuerzo! Con unos repasos más las dominarás.'],
  [{ EASY: 1, MEDIUM: 2, HARD: 2 }, '¡Buen esfuerzo! Con unos repasos más las dominarás.'],
  [{ EASY: 19, MEDIUM: 0, HARD: 81 }, '¡Sigue así! Cada repaso te acerca a dominarlas.'],
  [{ EASY: 0, MEDIUM: 2, HARD: 3 }, '¡Sigue así! Cada repaso te acerca a dominarlas.'],
])('easy share of %o: %s', (counts, message) => {
  expect(summaryMessage(counts)).toBe(message);
});

test('shuffling keeps every card once', () => {
  const cards = ['a', 'b', 'c', 'd', 'e'];
  const order = shuffled(cards, () => 0);
  expect(order).toEqual(['b', 'c', 'd', 'e', 'a']);
  expect([...order].sort()).toEqual(cards);
  expect(cards).toEqual(['a', 'b', 'c', 'd', 'e']);
});
