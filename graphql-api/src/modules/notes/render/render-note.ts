import { type MediaResolver, type NoteSideConverter, noteSideConverter } from './html-markdown';
import {
  type AnkiCardContext,
  type AnkiNoteType,
  answerWithoutQuestion,
  cardsOfNote,
  type RenderedCard,
  renderCard,
  SPOKEN,
} from './template';

const spokenText = new RegExp(`${SPOKEN.start}[^${SPOKEN.end}]*${SPOKEN.end}`, 'g');
const spokenMarks = new RegExp(`[${SPOKEN.start}${SPOKEN.end}]`, 'g');

/**
 * A rendered side as Anki shows it: what Anki reads aloud is heard there, not seen, so it goes — unless nothing else
 * is left (a listening card), when its text is shown, for the folder's voice to read.
 */
function shownSide(html: string, { convert }: NoteSideConverter) {
  if (!html.includes(SPOKEN.start)) return convert(html);
  const shown = convert(html.replace(spokenText, ''));
  return shown.markdown ? shown : convert(html.replace(spokenMarks, ''));
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
  const cards = cardsOfNote(noteType, fieldsHtml, context).map((ord) => ({
    ord,
    card: renderCard(noteType, fieldsHtml, ord, context),
  }));
  return convertedCards(cards, media);
}

/** One card of a note (for an .apkg, whose cards already exist with their ords). */
export function renderNoteCard(
  noteType: AnkiNoteType,
  fieldsHtml: readonly string[],
  ord: number,
  media: MediaResolver,
  context: AnkiCardContext = {},
): RenderedNoteCard {
  return convertedCards([{ ord, card: renderCard(noteType, fieldsHtml, ord, context) }], media)[0] as RenderedNoteCard;
}

/** The cards' sides as Markdown, through one converter: a note's sides share most of their blocks. */
function convertedCards(cards: { ord: number; card: RenderedCard }[], media: MediaResolver): RenderedNoteCard[] {
  const converter = noteSideConverter(media);
  // The answer holds every block the side after the question has (and the question's, to show it whole).
  converter.prepare(cards.flatMap(({ card }) => [card.question, card.answer]));
  return cards.map(({ ord, card }) => {
    const front = shownSide(card.question, converter);
    let back = shownSide(answerWithoutQuestion(card.question, card.answer), converter);
    // An answer template that only repeats the question (`{{FrontSide}}`) leaves nothing: show the whole answer.
    if (back.markdown === '') back = shownSide(card.answer, converter);
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
  });
}
