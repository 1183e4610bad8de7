import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes a date as Intl does in Spanish (dateStyle long), every month and day', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 12);
        expect(formatLongDate(date.toISOString())).toBe(date.toLocaleDateString('es-ES', { dateStyle: 'long' }));
      }
    }
  });
});
