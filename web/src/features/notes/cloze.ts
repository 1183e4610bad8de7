// The note editor's «Hueco» tool (Anki's cloze button): it writes `{{cN::…}}` in a field; the server renders the cards.

const clozeNumber = /\{\{c(\d+(?:,\d+)*)::/g;

/** The cloze numbers written in a note's fields (`{{c1,2::…}}` counts both), as the server reads them. */
export function clozeNumbers(fields: readonly string[]): number[] {
  const numbers = new Set<number>();
  for (const field of fields)
    for (const match of field.matchAll(clozeNumber))
      for (const number of match[1].split(',')) if (Number(number) > 0) numbers.add(Number(number));
  return [...numbers].sort((a, b) => a - b);
}

/**
 * The number the next gap gets: one more than the highest in the note (a new card), or, keeping the number (Anki's
 * Ctrl+Alt+Shift+C), the highest one (one more gap on the same card); 1 in a note with none.
 */
export function nextClozeNumber(fields: readonly string[], keepNumber: boolean): number {
  const highest = Math.max(0, ...clozeNumbers(fields));
  return keepNumber ? Math.max(1, highest) : highest + 1;
}

export type ClozeEdit = { value: string; cursor: number };

/**
 * `value` with its selection `[start, end)` wrapped in `{{cN::…}}`, the cursor after the wrapped text inside the gap,
 * so that typing `::pista` there adds a hint (with nothing selected, an empty gap with the cursor inside).
 */
export function wrapInCloze(value: string, start: number, end: number, number: number): ClozeEdit {
  const opening = `{{c${number}::`;
  const selected = value.slice(start, end);
  return {
    value: `${value.slice(0, start)}${opening}${selected}}}${value.slice(end)}`,
    cursor: start + opening.length + selected.length,
  };
}

const cloze = /\{\{c(\d+(?:,\d+)*)::((?:(?!\}\}).)*?)(?:::((?:(?!\}\}).)*?))?\}\}/gs;
const escapeBrackets = (text: string) => text.replace(/[[\]]/g, '\\$&');

/**
 * The cards a cloze field will make while it is being written (before the server renders the saved note): one per
 * number, its gaps `**\[...\]**` (or the hint) on the question and their text bold on the answer, the other gaps'
 * text plain — the marks the server's renderer stores. Gaps inside gaps are not previewed.
 */
export function clozePreview(text: string): { front: string; back: string }[] {
  return clozeNumbers([text]).map((number) => {
    const side = (question: boolean) =>
      text.replace(cloze, (_, numbers: string, content: string, hint: string | undefined) => {
        if (!numbers.split(',').map(Number).includes(number)) return content;
        return question ? `**${escapeBrackets(`[${hint ?? '...'}]`)}**` : `**${content}**`;
      });
    return { front: side(true), back: side(false) };
  });
}

// A gap with no gap inside it: its text, then its hint if any.
const innermostCloze = /\{\{c\d+(?:,\d+)*::((?:(?!\{\{|\}\}).)*?)(?:::(?:(?!\{\{|\}\}).)*?)?\}\}/gs;

/**
 * A field as a line of a list reads it: each gap's text in its place, without its braces, number or hint, as Anki's
 * browser shows a cloze note (`{{c1::Madrid::capital}} es…` → `Madrid es…`). Gaps inside gaps too.
 */
export function clozeText(text: string): string {
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = previous.replace(innermostCloze, '$1');
  } while (current !== previous);
  return current;
}
