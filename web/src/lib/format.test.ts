import { formatCount, formatDateTime } from './format';

describe('formatCount', () => {
  it('writes whole numbers exactly as Intl.NumberFormat("es-ES") does', () => {
    const intl = new Intl.NumberFormat('es-ES');
    const values = [0, 1, 7, 42, 999, 1000, 2000, 9999, 10000, 12345, 99999, 100000, 1234567, 20000000, -5, -12345];
    for (let power = 0; power < 10; power += 1) values.push(10 ** power - 1, 10 ** power, 3 * 10 ** power + 7);
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value));
  });
});

describe('formatDateTime', () => {
  it('writes a date and time in Spanish', () => {
    const at = '2026-03-05T10:30:00.000Z';
    expect(formatDateTime(at)).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
  });
});
