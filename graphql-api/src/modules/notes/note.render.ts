import { MEDIA_URL_PREFIX, mediaNamePattern } from '../media/media.schema';
import type { CardTemplate, NoteTypeKind } from './note-type.entity';
import { markdownToAnkiHtml } from './render/anki-html';
import type { MediaResolver } from './render/html-markdown';
import { renderAnkiNoteCards } from './render/render-note';

/** One card a note makes: its template's index (a cloze's ordinal − 1) and its two Markdown sides. */
export type NoteCard = { ord: number; front: string; back: string };

/** What rendering needs of a note type. */
export type NoteTypeTemplates = { name: string; kind: NoteTypeKind; fields: string[]; templates: CardTemplate[] };

const audio = /\.(mp3|ogg|wav|m4a)$/;

// The fields' media come back as the learner's own files, where they were.
const ownMedia: MediaResolver = (name) =>
  mediaNamePattern.test(name)
    ? { url: `${MEDIA_URL_PREFIX}${name}`, kind: audio.test(name) ? 'audio' : 'image' }
    : null;

/**
 * The cards a note makes (DESIGN §16), rendered on write: its Markdown fields go through its type's templates as the
 * HTML they read as, and each side comes back as Markdown, with the one renderer Anki's notes are imported with.
 * Only the cards that yield a question; throws AnkiRenderError for a template the renderer refuses.
 */
export function renderNoteCards(noteType: NoteTypeTemplates, fields: readonly string[]): NoteCard[] {
  const anki = {
    name: noteType.name,
    kind: noteType.kind,
    fields: noteType.fields,
    templates: noteType.templates.map(({ name, question, answer }) => ({ name, qfmt: question, afmt: answer })),
  };
  const html = fields.map((field) => markdownToAnkiHtml(field, () => {}));
  return renderAnkiNoteCards(anki, html, ownMedia).map(({ ord, front, back }) => ({ ord, front, back }));
}
