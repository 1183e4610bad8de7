import { diffArrays } from 'diff';
import type { Rating } from '@/__generated__/graphql';
import { cardPlainText } from './card-plain-text';

/** How a typed answer is compared ("Distinguir ñ de n" is the learner's setting, on by default). */
export type AnswerOptions = { distinguishEnye: boolean };

/**
 * One run of the character-level difference, in reading order: `same` is in both (shown as the answer spells it),
 * `missing` is in the answer but was not typed, `extra` was typed but is not in the answer.
 */
export type AnswerPart = { kind: 'same' | 'missing' | 'extra'; text: string };

export type AnswerCheck = {
  correct: boolean;
  /** The answer as plain text (its Markdown's marks gone), as it is shown beside what was typed. */
  expected: string;
  typed: string;
  /** Empty when the answer is correct. */
  parts: AnswerPart[];
  /** What the study screen offers to rate (the learner confirms it): correct → Medio, wrong → Difícil. */
  suggested: Rating;
};

const combiningMarks = /\p{M}/gu;
const punctuation = /\p{P}/gu;
const enye = /ñ/g;
// A character no learner types, standing for ñ while the accents are taken off (ñ is n + a combining tilde).
const enyeMark = '\u{F0000}';

/** One character as the comparison sees it: lower case, without accents (é = e, ü = u), ñ kept when asked. */
function fold(text: string, { distinguishEnye }: AnswerOptions): string {
  let folded = text.normalize('NFC').toLocaleLowerCase('es');
  if (distinguishEnye) folded = folded.replace(enye, enyeMark);
  folded = folded.normalize('NFD').replace(combiningMarks, '');
  return distinguishEnye ? folded.replaceAll(enyeMark, 'ñ') : folded;
}

/**
 * A text as the comparison sees it: case, accents, punctuation and the spaces around and between words do not count
 * ("¿Cómo  estás?" = "como estas"); ñ differs from n unless the learner says otherwise.
 */
export function normalizeAnswer(text: string, options: AnswerOptions): string {
  return fold(text, options).replace(punctuation, '').replace(/\s+/g, ' ').trim();
}

const ignorable = /^[\p{P}\s]$/u;

/** Consecutive runs of one kind merged, so that the difference reads as words rather than letters. */
function merged(parts: AnswerPart[]): AnswerPart[] {
  const result: AnswerPart[] = [];
  for (const part of parts) {
    const last = result.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else if (part.text) result.push({ ...part });
  }
  return result;
}

/**
 * Compares what the learner typed with a card's answer (its Markdown read as plain text). Pure and synchronous, so it
 * works offline. When they differ, a character-level difference (the `diff` library's, on characters compared as
 * `normalizeAnswer` compares them; punctuation and spaces that only one side has are not counted as a difference).
 */
export function checkTypedAnswer(typed: string, answerMarkdown: string, options: AnswerOptions): AnswerCheck {
  const expected = cardPlainText(answerMarkdown);
  const typedLine = typed.replace(/\s+/g, ' ').trim();
  const correct = normalizeAnswer(typedLine, options) === normalizeAnswer(expected, options);
  if (correct) return { correct, expected, typed: typedLine, parts: [], suggested: 'MEDIUM' };
  const changes = diffArrays(Array.from(typedLine.normalize('NFC')), Array.from(expected.normalize('NFC')), {
    comparator: (left, right) => fold(left, options) === fold(right, options),
  });
  const parts = changes.flatMap((change) =>
    change.value.map((character): AnswerPart => {
      if (!change.added && !change.removed) return { kind: 'same', text: character };
      // Punctuation or spaces only one side has are not what made it wrong: shown as the answer has them, or dropped.
      if (ignorable.test(character)) return { kind: 'same', text: change.added ? character : '' };
      return { kind: change.added ? 'missing' : 'extra', text: character };
    }),
  );
  return { correct, expected, typed: typedLine, parts: merged(parts), suggested: 'HARD' };
}
