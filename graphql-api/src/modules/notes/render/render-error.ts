export type AnkiRenderErrorCode =
  | 'TEMPLATE_SYNTAX'
  | 'TEMPLATE_TOO_DEEP'
  | 'TEMPLATE_TOO_LARGE'
  | 'HTML_TOO_LARGE'
  | 'HTML_TOO_DEEP';

/**
 * A note type or field that cannot be rendered. `message` is Spanish and fit for the import report;
 * `code` lets the importer decide (skip the card, fall back, stop).
 */
export class AnkiRenderError extends Error {
  constructor(
    readonly code: AnkiRenderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AnkiRenderError';
  }
}
