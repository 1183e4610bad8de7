import type { Rating, StudyCard_CardFragment } from '@/__generated__/graphql';
import { clozeExpectedAnswer } from '@/lib/cloze-sides';
import { type AnswerCheck, checkTypedAnswer } from '@/lib/typed-answer';
import { noRatings, type RatingCounts } from './summary';
import type { Rated } from './use-session-recorder';

type Card = StudyCard_CardFragment;

/** The session's last rating, the only one "Deshacer" can take back. */
export type LastRating = { card: Card; rating: Rating; index: number; rated: Promise<Rated> };

/** Everything the study screen remembers between renders (the server's side is `useSessionRecorder`'s). */
export type SessionState = {
  /** The session's cards, fixed when it starts; a rating's answer puts the card's newer state in. */
  deck: readonly Card[];
  round: number;
  /**
   * A session of never-rated cards (a learner's first, or a new folder's): the buttons' meanings are said above the
   * card, since they decide what the scheduler learns (DESIGN §5). Fixed when the session starts.
   */
  firstSession: boolean;
  /** The card asked (the deck's length once every card is rated: the summary). */
  index: number;
  revealed: boolean;
  counts: RatingCounts;
  reviewed: Card[];
  last: LastRating | null;
  undoing: boolean;
  /** "Escribir la respuesta": what the learner typed and, once checked, the check. */
  typed: string;
  check: AnswerCheck | null;
  /** The card a rating just made a leech: said once, with the offer to edit or suspend it. */
  leech: Card | null;
  editing: Card | null;
};

export type SessionAction =
  | { type: 'reveal' }
  | { type: 'type'; typed: string }
  | { type: 'check'; distinguishEnye: boolean }
  | { type: 'rate'; rating: Rating; rated: Promise<Rated> }
  | { type: 'answered'; card: Card; becameLeech: boolean }
  | { type: 'undoStarted' }
  | { type: 'undone'; last: LastRating; before: Card | null }
  | { type: 'undoFailed' }
  | { type: 'restart'; shuffle: (deck: readonly Card[]) => readonly Card[] }
  | { type: 'left'; id: string }
  | { type: 'leechClosed' }
  | { type: 'editLeech' }
  | { type: 'editorClosed' };

export function initialSession({ cards, mode }: { cards: readonly Card[]; mode: 'study' | 'practice' }): SessionState {
  return {
    deck: cards,
    round: 1,
    firstSession: mode === 'study' && cards.every((item) => item.reviewCount === 0),
    index: 0,
    revealed: false,
    counts: noRatings,
    reviewed: [],
    last: null,
    undoing: false,
    typed: '',
    check: null,
    leech: null,
    editing: null,
  };
}

/** The card asked, or null once every card of the round is rated. */
export const shownCard = (state: SessionState): Card | null =>
  state.index < state.deck.length ? state.deck[state.index] : null;

/**
 * What rating the card shown with `rating` makes (what the server is told with it), or null when nothing can be
 * rated: no card, or its answer not shown yet.
 */
export function ratingOf(state: SessionState, rating: Rating) {
  const card = shownCard(state);
  if (!card || !state.revealed) return null;
  return {
    card,
    counts: { ...state.counts, [rating]: state.counts[rating] + 1 },
    completed: state.index + 1 === state.deck.length,
  };
}

/** Back to a question: the answer hidden, nothing typed. */
const question = { revealed: false, typed: '', check: null } as const;

/** Puts a newer state of a card in the deck, so the next round's buttons show the intervals it now has. */
const withCard = (deck: readonly Card[], card: Card) => deck.map((item) => (item.id === card.id ? card : item));

/** The study screen's transitions; each action is what the learner did or what the server answered. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'reveal':
      return { ...state, revealed: true };
    case 'type':
      return { ...state, typed: action.typed };
    case 'check': {
      const card = shownCard(state);
      if (!card || state.revealed) return state;
      // A cloze card asks for the texts of its gaps, not its whole answer.
      const expected = clozeExpectedAnswer(card.front, card.back) ?? card.back;
      const check = checkTypedAnswer(state.typed, expected, { distinguishEnye: action.distinguishEnye });
      return { ...state, check, revealed: true };
    }
    case 'rate': {
      const outcome = ratingOf(state, action.rating);
      if (!outcome) return state;
      return {
        ...state,
        ...question,
        last: { card: outcome.card, rating: action.rating, index: state.index, rated: action.rated },
        counts: outcome.counts,
        reviewed: [...state.reviewed, outcome.card],
        index: state.index + 1,
      };
    }
    case 'answered':
      return {
        ...state,
        deck: withCard(state.deck, action.card),
        leech: action.becameLeech ? action.card : state.leech,
      };
    case 'undoStarted':
      return { ...state, undoing: true };
    case 'undone': {
      const { last, before } = action;
      return {
        ...state,
        ...question,
        deck: withCard(state.deck, before ?? last.card),
        counts: { ...state.counts, [last.rating]: Math.max(0, state.counts[last.rating] - 1) },
        reviewed: state.reviewed.slice(0, -1),
        index: last.index,
        last: null,
        undoing: false,
      };
    }
    case 'undoFailed':
      return { ...state, undoing: false };
    case 'restart':
      // The first "study again" shuffles; later ones keep the order of the round just studied.
      return {
        ...state,
        ...question,
        deck: state.round === 1 ? action.shuffle(state.deck) : state.deck,
        round: state.round + 1,
        index: 0,
        counts: noRatings,
        reviewed: [],
        last: null,
      };
    case 'left': {
      // A card suspended or postponed leaves the session; the next one takes its place. A card already rated (a
      // leech, from its notice) leaves the rest of the deck with the session where it is.
      const at = state.deck.findIndex((item) => item.id === action.id);
      return {
        ...state,
        ...(shownCard(state)?.id === action.id ? question : {}),
        deck: state.deck.filter((item) => item.id !== action.id),
        index: at >= 0 && at < state.index ? state.index - 1 : state.index,
      };
    }
    case 'leechClosed':
      return { ...state, leech: null };
    case 'editLeech':
      return { ...state, leech: null, editing: state.leech };
    case 'editorClosed':
      return { ...state, editing: null };
  }
}
