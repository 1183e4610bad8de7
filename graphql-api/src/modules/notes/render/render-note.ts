import { type MarkdownResult, type MediaResolver, noteSideConverter } from './html-markdown';
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
function shownSide(html: string, convert: SideConverter) {
  if (!html.includes(SPOKEN.start)) return convert(html);
  const shown = convert(html.replace(spokenText, ''));
  return shown.markdown ? shown : convert(html.replace(spokenMarks, ''));
}

type SideConverter = (html: string) => MarkdownResult;

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
  // The note's sides share most of their blocks: one converter for all of them converts each block once.
  const convert = noteSideConverter(media);
  return cardsOfNote(noteType, fieldsHtml, context).map((ord) =>
    renderWith(convert, noteType, fieldsHtml, ord, context),
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
  return renderWith(noteSideConverter(media), noteType, fieldsHtml, ord, context);
}

function renderWith(
  convert: SideConverter,
  noteType: AnkiNoteType,
  fieldsHtml: readonly string[],
  ord: number,
  context: AnkiCardContext,
): RenderedNoteCard {
  const card = renderCard(noteType, fieldsHtml, ord, context);
  const front = shownSide(card.question, convert);
  let back = shownSide(answerWithoutQuestion(card.question, card.answer), convert);
  // An answer template that only repeats the question (`{{FrontSide}}`) leaves nothing: show the whole answer.
  if (back.markdown === '') back = shownSide(card.answer, convert);
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
