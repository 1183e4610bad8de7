/**
 * The columns of Repaso's own folder CSV, in order: the importer restores a card's schedule when a file's
 * header is exactly these (a lossless round trip); any other CSV gives new cards from front and back.
 */
export const REPASO_CSV_COLUMNS = [
  'front',
  'back',
  'created_at',
  'next_review_at',
  'last_reviewed_at',
  'review_count',
  'interval',
  'ease_factor',
  'difficulty',
  'stability',
  'fsrs_difficulty',
  'state',
  'lapses',
] as const;

/**
 * The columns after REPASO_CSV_COLUMNS (DESIGN §16): each card's note (its type's name, its tags space separated as
 * Anki writes them, its guid, the card's template ordinal), then the note's fields as `field_1`…`field_N` (N the
 * most fields a note of the folder has). Readers of the first 13 columns keep working.
 */
export const REPASO_CSV_NOTE_COLUMNS = ['note_type', 'tags', 'guid', 'template_ord'] as const;

/** The name of a note field's column in Repaso's CSV (`field_1` is the first field). */
export const csvFieldColumn = (index: number) => `field_${index + 1}`;

/** Names the account document's shape, so a later Repaso (or another tool) knows what it reads. */
export const ACCOUNT_EXPORT_FORMAT = { format: 'repaso-account-export', version: 1 } as const;
