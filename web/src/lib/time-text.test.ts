import { dueText, isOverdue, lastReviewedText, pendingDueText, relativeTime } from './time-text';

const now = new Date('2026-11-21T15:00:00.000Z');
const at = (iso: string) => new Date(iso).toISOString();

describe('dueText (folder view)', () => {
  test.each([
    ['never reviewed', null, null, 'Nunca repasada'],
    ['due in the past', at('2026-11-20T04:00:00Z'), -1, 'Para repasar ahora'],
    ['due this very moment', at('2026-11-21T15:00:00Z'), 0, 'Para repasar ahora'],
    ['due at the start of the next study day', at('2026-11-22T04:00:00Z'), 1, 'Mañana'],
    // Rated "volverá en 3 días" at 23:30 in Madrid: 2 days and 4.5 hours away, 3 study days.
    ['rated medium late in the evening (3 days)', at('2026-11-24T03:00:00Z'), 3, 'En 3 días'],
    ['rated easy (7 days)', at('2026-11-28T04:00:00Z'), 7, 'En 7 días'],
    ['without the API’s count: whole days rounded up', at('2026-11-23T03:00:00Z'), undefined, 'En 2 días'],
  ])('%s: %s', (_case, nextReviewAt, dueInDays, expected) => {
    expect(dueText(nextReviewAt, dueInDays, now)).toBe(expected);
  });
});

describe('lastReviewedText', () => {
  test.each([
    ['never', null, 'Sin repasar todavía'],
    ['a minute ago', at('2026-11-21T14:59:00Z'), 'Repasada hace menos de una hora'],
    ['59 minutes ago', at('2026-11-21T14:01:00Z'), 'Repasada hace menos de una hora'],
    ['exactly an hour ago', at('2026-11-21T14:00:00Z'), 'Repasada hace 1 hora'],
    ['5 hours ago', at('2026-11-21T09:30:00Z'), 'Repasada hace 5 horas'],
    ['23 hours ago', at('2026-11-20T15:30:00Z'), 'Repasada hace 23 horas'],
    ['a day ago', at('2026-11-20T15:00:00Z'), 'Repasada hace 1 día'],
    ['3 days ago', at('2026-11-18T10:00:00Z'), 'Repasada hace 3 días'],
  ])('%s: %s', (_case, lastReviewedAt, expected) => {
    expect(lastReviewedText(lastReviewedAt, now)).toBe(expected);
  });
});

describe('pendingDueText (pending reviews)', () => {
  test.each([
    ['new card', null, null, 'Nueva'],
    ['due this minute', at('2026-11-21T14:59:30Z'), 0, 'Para repasar ahora'],
    ['1 minute late', at('2026-11-21T14:59:00Z'), 0, 'Atrasado por 1 minuto'],
    ['45 minutes late', at('2026-11-21T14:15:00Z'), 0, 'Atrasado por 45 minutos'],
    ['1 hour late', at('2026-11-21T14:00:00Z'), 0, 'Atrasado por 1 hora'],
    ['11 hours late (due at 04:00)', at('2026-11-21T04:00:00Z'), 0, 'Atrasado por 11 horas'],
    ['1 day late', at('2026-11-20T15:00:00Z'), -1, 'Atrasado por 1 día'],
    ['4 days late', at('2026-11-17T04:00:00Z'), -4, 'Atrasado por 4 días'],
    ['not due yet, later today (30 minutes)', at('2026-11-21T15:30:00Z'), 0, 'Vence en 30 minutos'],
    ['not due yet: the button’s 2 days, 37 hours away', at('2026-11-23T04:00:00Z'), 2, 'Vence en 2 días'],
    ['tomorrow at 04:00', at('2026-11-22T04:00:00Z'), 1, 'Vence en 1 día'],
  ])('%s: %s', (_case, nextReviewAt, dueInDays, expected) => {
    expect(pendingDueText(nextReviewAt, dueInDays, now)).toBe(expected);
  });

  test('only a passed review date is overdue', () => {
    expect(isOverdue(null, now)).toBe(false);
    expect(isOverdue(at('2026-11-21T14:59:30Z'), now)).toBe(false);
    expect(isOverdue(at('2026-11-21T14:00:00Z'), now)).toBe(true);
  });
});

describe('relativeTime (folder updated)', () => {
  test.each([
    ['just now', at('2026-11-21T14:59:40Z'), 'ahora'],
    ['minutes ago', at('2026-11-21T14:55:00Z'), 'hace 5 minutos'],
    ['hours ago', at('2026-11-21T12:00:00Z'), 'hace 3 horas'],
    ['yesterday', at('2026-11-20T12:00:00Z'), 'ayer'],
    ['weeks ago', at('2026-11-01T12:00:00Z'), 'hace 2 semanas'],
    ['months ago', at('2026-08-01T12:00:00Z'), 'hace 3 meses'],
  ])('%s: %s', (_case, value, expected) => {
    expect(relativeTime(value, now)).toBe(expected);
  });
});

describe('relativeTime without Intl', () => {
  const intl = new Intl.RelativeTimeFormat('es', { numeric: 'auto' });
  const sizes: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86_400_000],
    ['month', 30 * 86_400_000],
    ['week', 7 * 86_400_000],
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  test.each(sizes)('writes %s counts as Intl.RelativeTimeFormat does, past and future', (unit, size) => {
    for (let count = -40; count <= 40; count++) {
      if (count === 0) continue;
      // The largest unit that fits: a count of this unit within the next one's size.
      const next = sizes[sizes.findIndex(([name]) => name === unit) - 1]?.[1] ?? Number.POSITIVE_INFINITY;
      if (Math.abs(count * size) >= next) continue;
      expect(relativeTime(new Date(now.getTime() + count * size), now)).toBe(intl.format(count, unit));
    }
  });
});
