import { htmlToMarkdown, type MediaResolver } from './html-markdown';
import {
  type AnkiCardContext,
  type AnkiNoteType,
  answerWithoutQuestion,
  cardsOfNote,
  renderCard,
  SPOKEN,
} from './template';

const spokenText = new RegExp(`${SPOKEN.start}[^${SPOKEN.end}]*${SPOKEN.end}`, 'g');
const spokenMarks = new RegExp(`[${SPOKEN.start}${SPOKEN.end}]`, 'g');

/**
 * A rendered side as Anki shows it: what Anki reads aloud is heard there, not seen, so it goes — unless nothing else
 * is left (a listening card), when its text is shown, for the folder's voice to read.
 */
function shownSide(html: string, media: MediaResolver) {
  if (!html.includes(SPOKEN.start)) return htmlToMarkdown(html, media);
  const shown = htmlToMarkdown(html.replace(spokenText, ''), media);
  return shown.markdown ? shown : htmlToMarkdown(html.replace(spokenMarks, ''), media);
}

export type RenderedNoteCard = {
  ord: number;
  /** Markdown of the question. */
  front: string;
  /** Markdown of the answer without the question (the whole answer when nothing else is left). */
  back: string;
  /** BCP-47 languages of the card's `{{tts …}}` per side. */
  tts: { front?: string; back?: string };
  mediaMissing: number;
  mediaUsed: string[];
  /** Fields the templates name that the note type lacks (rendered as empty). */
  unknownFields: string[];
};

/**
 * The cards Anki generates for a note, each rendered from its note type's templates and converted to Markdown:
 * front = question, back = the answer without the repeated question. Throws AnkiRenderError for a template or
 * field we refuse to render (syntax, nesting, size).
 */
export function renderAnkiNoteCards(
  noteType: AnkiNoteType,
  fieldsHtml: readonly string[],
  media: MediaResolver,
  context: AnkiCardContext = {},
): RenderedNoteCard[] {
  return cardsOfNote(noteType, fieldsHtml, context).map((ord) =>
    renderNoteCard(noteType, fieldsHtml, ord, media, context),
  );
}

/** One card of a note (for an .apkg, whose cards already exist with their ords). */
export function renderNoteCard(
  noteType: AnkiNoteType,
  fieldsHtml: readonly string[],
  ord: number,
  media: MediaResolver,
  context: AnkiCardContext = {},
): RenderedNoteCard {
  const card = renderCard(noteType, fieldsHtml, ord, context);
  const front = shownSide(card.question, media);
  let back = shownSide(answerWithoutQuestion(card.question, card.answer), media);
  // An answer template that only repeats the question (`{{FrontSide}}`) leaves nothing: show the whole answer.
  if (back.markdown === '') back = shownSide(card.answer, media);
  const tts: RenderedNoteCard['tts'] = {};
  if (card.tts.question) tts.front = card.tts.question;
  if (card.tts.answer) tts.back = card.tts.answer;
  return {
    ord,
    front: front.markdown,
    back: back.markdown,
    tts,
    mediaMissing: front.mediaMissing + back.mediaMissing,
    mediaUsed: [...new Set([...front.mediaUsed, ...back.mediaUsed])],
    unknownFields: card.unknownFields,
  };
}
