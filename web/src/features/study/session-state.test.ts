import type { Rating } from '@/__generated__/graphql';
import { card, hoursAgo } from '@/testing/fixtures';
import {
  initialSession,
  ratingOf,
  type SessionAction,
  type SessionState,
  sessionReducer,
  shownCard,
} from './session-state';
import type { Rated } from './use-session-recorder';

const hello = card({ id: '1', front: 'hello', back: 'hola', nextReviewAt: hoursAgo(30), reviewCount: 1 });
const water = card({ id: '2', front: 'water', back: 'agua' });
const bread = card({ id: '3', front: 'bread', back: 'pan' });
const morning = card({ id: '4', front: 'morning', back: 'mañana' });

/** What the recorder resolves with; the reducer only keeps it for "Deshacer". */
const rated: Promise<Rated> = Promise.resolve(null);

const run = (state: SessionState, ...actions: SessionAction[]) => actions.reduce(sessionReducer, state);
const session = (cards = [hello, water, bread]) => initialSession({ cards, mode: 'study' });
const rate = (rating: Rating): SessionAction => ({ type: 'rate', rating, rated });
const reveal: SessionAction = { type: 'reveal' };

describe('a new session', () => {
  test('asks its first card with the answer hidden and nothing counted', () => {
    const state = session();
    expect(shownCard(state)).toBe(hello);
    expect(state).toMatchObject({ round: 1, index: 0, revealed: false, counts: { EASY: 0, MEDIUM: 0, HARD: 0 } });
  });

  test('is a first session only over never-rated cards, and only when studying', () => {
    expect(session([water, bread]).firstSession).toBe(true);
    expect(session([hello, water]).firstSession).toBe(false);
    expect(initialSession({ cards: [water, bread], mode: 'practice' }).firstSession).toBe(false);
  });
});

describe('rating', () => {
  test('is impossible before the answer shows', () => {
    const state = session();
    expect(ratingOf(state, 'EASY')).toBeNull();
    expect(sessionReducer(state, rate('EASY'))).toBe(state);
  });

  test('counts the rating, lists the card, keeps it for "Deshacer" and asks the next card, its answer hidden', () => {
    const state = run(session(), reveal, rate('HARD'));
    expect(shownCard(state)).toBe(water);
    expect(state).toMatchObject({ index: 1, revealed: false, counts: { EASY: 0, MEDIUM: 0, HARD: 1 } });
    expect(state.reviewed).toEqual([hello]);
    expect(state.last).toEqual({ card: hello, rating: 'HARD', index: 0, rated });
  });

  test('tells the server the counts with this rating, and that the session is complete on the last card', () => {
    const twoRated = run(session(), reveal, rate('EASY'), reveal, rate('EASY'), reveal);
    expect(ratingOf(twoRated, 'MEDIUM')).toEqual({
      card: bread,
      counts: { EASY: 2, MEDIUM: 1, HARD: 0 },
      completed: true,
    });
    const done = run(twoRated, rate('MEDIUM'));
    expect(shownCard(done)).toBeNull();
    expect(done.reviewed).toEqual([hello, water, bread]);
  });

  test("the server's answer puts the card's new state in the deck (the next round's intervals)", () => {
    const later = { ...hello, nextReviewAt: '2030-01-01T00:00:00.000Z', reviewCount: 2 };
    const state = run(session(), reveal, rate('MEDIUM'), { type: 'answered', card: later, becameLeech: false });
    expect(state.deck).toEqual([later, water, bread]);
    expect(state.leech).toBeNull();
  });
});

describe('a leech', () => {
  const leech = { ...hello, leech: true };
  const noticed = run(session(), reveal, rate('HARD'), { type: 'answered', card: leech, becameLeech: true });

  test('is said once its rating is answered, while the session goes on', () => {
    expect(noticed.leech).toBe(leech);
    expect(shownCard(noticed)).toBe(water);
  });

  test('can be kept: the notice closes and nothing else changes', () => {
    const kept = run(noticed, { type: 'leechClosed' });
    expect(kept.leech).toBeNull();
    expect(kept.deck).toBe(noticed.deck);
    expect(kept.index).toBe(1);
  });

  test('can be edited: the notice gives way to the editor, which closes on its own', () => {
    const editing = run(noticed, { type: 'editLeech' });
    expect(editing).toMatchObject({ leech: null, editing: leech });
    expect(run(editing, { type: 'editorClosed' }).editing).toBeNull();
  });
});

describe('Deshacer', () => {
  const ratedTwice = run(session(), reveal, rate('EASY'), reveal, rate('HARD'), reveal);

  test('while it runs, says so; undone, asks the card again with the counts and the list as before', () => {
    const running = run(ratedTwice, { type: 'undoStarted' });
    expect(running.undoing).toBe(true);
    const last = running.last;
    if (!last) throw new Error('a rating to undo');
    const undone = run(running, { type: 'undone', last, before: null });
    expect(shownCard(undone)).toBe(water);
    expect(undone).toMatchObject({ index: 1, revealed: false, undoing: false, last: null });
    expect(undone.counts).toEqual({ EASY: 1, MEDIUM: 0, HARD: 0 });
    expect(undone.reviewed).toEqual([hello]);
  });

  test("puts back the card's state from before the rating, as the server answers it", () => {
    const before = { ...water, reviewCount: 0, nextReviewAt: null, difficulty: 'NEW' as const };
    const last = ratedTwice.last;
    if (!last) throw new Error('a rating to undo');
    expect(run(ratedTwice, { type: 'undone', last, before }).deck).toEqual([hello, before, bread]);
  });

  test('refused, keeps the session where it was, the rating still there to take back', () => {
    const refused = run(ratedTwice, { type: 'undoStarted' }, { type: 'undoFailed' });
    expect(refused).toEqual({ ...ratedTwice, undoing: false });
  });
});

describe('suspending or postponing', () => {
  test('takes the card shown out of the session: the next one takes its place, its answer hidden', () => {
    const state = run(session(), reveal, { type: 'left', id: hello.id });
    expect(state.deck).toEqual([water, bread]);
    expect(shownCard(state)).toBe(water);
    expect(state).toMatchObject({ index: 0, revealed: false });
  });

  test('of a card already rated (a leech, from its notice) keeps the session where it is', () => {
    const state = run(session(), reveal, rate('HARD'), reveal, { type: 'left', id: hello.id });
    expect(state.deck).toEqual([water, bread]);
    expect(shownCard(state)).toBe(water);
    expect(state).toMatchObject({ index: 0, revealed: true });
  });

  test('of the last card shown ends the round', () => {
    const state = run(session([hello]), { type: 'left', id: hello.id });
    expect(shownCard(state)).toBeNull();
  });
});

describe('typing the answer', () => {
  test('keeps what is typed; the check shows the answer and suggests a rating, checked once', () => {
    const typed = run(session([morning]), { type: 'type', typed: 'manana' });
    expect(typed.typed).toBe('manana');
    const checked = run(typed, { type: 'check', distinguishEnye: true });
    expect(checked.revealed).toBe(true);
    expect(checked.check).toMatchObject({ correct: false, suggested: 'HARD' });
    expect(run(checked, { type: 'check', distinguishEnye: false })).toBe(checked);
  });

  test('follows "Distinguir ñ de n"', () => {
    const checked = run(
      session([morning]),
      { type: 'type', typed: 'manana' },
      { type: 'check', distinguishEnye: false },
    );
    expect(checked.check).toMatchObject({ correct: true, suggested: 'MEDIUM' });
  });

  test('the rating clears what was typed and the check for the next question', () => {
    const state = run(
      session(),
      { type: 'type', typed: 'hola' },
      { type: 'check', distinguishEnye: true },
      rate('MEDIUM'),
    );
    expect(state).toMatchObject({ typed: '', check: null, revealed: false, index: 1 });
  });

  test("a cloze card asks for its gaps' texts, not its whole answer", () => {
    // Its sides as the server renders `{{c1::Madrid}} es la capital de {{c1::España::país}}` (card 1).
    const cloze = card({
      id: '5',
      front: '**\\[...\\]** es la capital de **\\[país\\]**',
      back: '**Madrid** es la capital de **España**',
    });
    const right = run(
      session([cloze]),
      { type: 'type', typed: 'madrid, españa' },
      { type: 'check', distinguishEnye: true },
    );
    expect(right.check).toMatchObject({ correct: true, expected: 'Madrid, España' });
    const wrong = run(session([cloze]), { type: 'type', typed: 'Madrid' }, { type: 'check', distinguishEnye: true });
    expect(wrong.check).toMatchObject({ correct: false, expected: 'Madrid, España', suggested: 'HARD' });
  });
});

describe('studying again', () => {
  const reverse = <T>(deck: readonly T[]) => [...deck].reverse();
  const finished = run(session(), reveal, rate('EASY'), reveal, rate('MEDIUM'), reveal, rate('HARD'));

  test('the first time shuffles the deck and starts a new round with nothing counted', () => {
    const again = run(finished, { type: 'restart', shuffle: reverse });
    expect(again.deck).toEqual([bread, water, hello]);
    expect(again).toMatchObject({ round: 2, index: 0, revealed: false, last: null, reviewed: [] });
    expect(again.counts).toEqual({ EASY: 0, MEDIUM: 0, HARD: 0 });
  });

  test('later keeps the order of the round just studied', () => {
    const second = run(finished, { type: 'restart', shuffle: reverse });
    const third = run(second, { type: 'restart', shuffle: reverse });
    expect(third.deck).toEqual(second.deck);
    expect(third.round).toBe(3);
  });
});
