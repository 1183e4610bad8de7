// A cloze card's stored sides (rendered on write by the server, DESIGN §16) mark the deletion asked as bold
// `**\[...\]**` (or `**\[pista\]**`) on the question and the text revealed as bold in the same place on the answer.
// What the study screen needs of them is read here from the Markdown alone, so that it works offline and with no
// second copy of the template language.

const strong = /\*\*((?:\\.|[^*\\])+?)\*\*/g;
const gap = /^\\\[(.*)\\\]$/s;

/** The bold runs of a side, in reading order (the markers the renderer writes). */
function strongRuns(markdown: string): string[] {
  return [...markdown.matchAll(strong)].map((match) => match[1]);
}

/**
 * The places of a question's gaps among its bold runs: `[0, 2]` when the first and third bold runs are gaps. Empty for
 * a side with no gap (any card that is not a cloze).
 */
export function clozeGapIndexes(front: string): number[] {
  return strongRuns(front).flatMap((run, index) => (gap.test(run) ? [index] : []));
}

/** A gap's hint (`[país]` → `país`), or null for the plain `[...]`. */
export function clozeHint(gapText: string): string | null {
  const hint = gapText.replace(/^\[(.*)\]$/s, '$1');
  return hint === '...' || hint === '…' ? null : hint;
}

/**
 * What the learner is asked to type for a cloze card: the texts revealed on its answer where its question has gaps,
 * joined by ", " as Anki does. Null when the question has no gap (the whole answer is expected then).
 */
export function clozeExpectedAnswer(front: string, back: string): string | null {
  const gaps = clozeGapIndexes(front);
  if (gaps.length === 0) return null;
  const runs = strongRuns(back);
  const answers = gaps.map((index) => runs[index]).filter((run): run is string => run !== undefined);
  return answers.length === gaps.length ? answers.join(', ') : null;
}
