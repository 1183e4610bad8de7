/**
 * A side as one line of plain text, for what cannot hold markup (a button's accessible name, a document title, the
 * words read aloud, a typed answer's comparison): media as their text, links as theirs, Markdown's marks and escapes
 * gone.
 */
export function cardPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-+*]\s+|\d{1,9}[.)]\s+)/gm, '')
    .replace(/(^|[^\\])[*_~`]+/g, '$1')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
