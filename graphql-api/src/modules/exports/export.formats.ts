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

/** Names the account document's shape, so a later Repaso (or another tool) knows what it reads. */
export const ACCOUNT_EXPORT_FORMAT = { format: 'repaso-account-export', version: 1 } as const;
