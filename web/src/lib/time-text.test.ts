import { dueText, isOverdue, lastReviewedText, pendingDueText, relativeTime } from './time-text';

const now = new Date('2026-11-21T15:00:00.000Z');
const at = (iso: string) => new Date(iso).toISOString();

describe('dueText (folder view)', () => {
  test.each([
    ['never reviewed', null, 'Nunca repasada'],
    ['due in the past', at('2026-11-20T04:00:00Z'), 'Para repasar ahora'],
    ['due this very moment', at('2026-11-21T15:00:00Z'), 'Para repasar ahora'],
    ['due at the start of the next study day', at('2026-11-22T03:00:00Z'), 'Mañana'],
    ['due in exactly one day', at('2026-11-22T15:00:00Z'), 'Mañana'],
    ['due in a day and a bit', at('2026-11-23T03:00:00Z'), 'En 2 días'],
    ['rated easy (7 days)', at('2026-11-28T03:00:00Z'), 'En 7 días'],
  ])('%s: %s', (_case, nextReviewAt, expected) => {
    expect(dueText(nextReviewAt, now)).toBe(expected);
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
    ['new card', null, 'Nueva'],
    ['due this minute', at('2026-11-21T14:59:30Z'), 'Para repasar ahora'],
    ['1 minute late', at('2026-11-21T14:59:00Z'), 'Atrasado por 1 minuto'],
    ['45 minutes late', at('2026-11-21T14:15:00Z'), 'Atrasado por 45 minutos'],
    ['1 hour late', at('2026-11-21T14:00:00Z'), 'Atrasado por 1 hora'],
    ['11 hours late (due at 04:00)', at('2026-11-21T04:00:00Z'), 'Atrasado por 11 horas'],
    ['1 day late', at('2026-11-20T15:00:00Z'), 'Atrasado por 1 día'],
    ['4 days late', at('2026-11-17T04:00:00Z'), 'Atrasado por 4 días'],
    ['not due yet (30 minutes)', at('2026-11-21T15:30:00Z'), 'Vence en 30 minutos'],
    ['not due yet (2 days)', at('2026-11-23T15:00:00Z'), 'Vence en 2 días'],
  ])('%s: %s', (_case, nextReviewAt, expected) => {
    expect(pendingDueText(nextReviewAt, now)).toBe(expected);
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
