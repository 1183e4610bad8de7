/**
 * Issue 40, item 6: every table, classified for distributing the data by learner (Citus with `user_id` as the
 * distribution column, or one database per group of learners). The schema's test (`db/shard-ready.test.ts`) and the
 * statements' test (`db/shard-statements.test.ts`) both read it, so a table is classified once.
 */

/** A learner's rows: each carries `user_id`, never null, with an index that leads with it. */
export const perLearner = [
  'api_tokens',
  'card_due_days',
  'card_intervals',
  'cards',
  'email_reminders',
  'folders',
  'import_jobs',
  'import_uploads',
  'media',
  'media_chunks',
  'note_types',
  'notes',
  'review_days',
  'reviews',
  'study_days',
  'study_sessions',
];

/** The learners themselves: distributed by their `id`, which every per-learner row names. */
export const learners = ['users'];

/** Rows no single learner owns: they stay whole on every node (or on the coordinator), and why. */
export const shared: Record<string, string> = {
  community_folders: 'the community library, read by every learner',
  community_cards: "a published folder's cards, read by every learner",
  community_media: "a published folder's media, read by every learner",
  community_note_types: "the note types of a published folder's notes, read by every learner who copies it",
  community_notes: "a published folder's notes, read by every learner who copies it",
  community_reports: 'reports on a published folder, read by the operators',
  sessions: 'browser sessions, looked up by their cookie before the learner is known',
  rate_limits: 'limits by address or e-mail, before a learner is known',
  public_request_buckets: "anonymous visitors' request budgets, by address",
  mikro_orm_migrations: 'the schema version',
};

/** Whole schemas of shared rows. */
export const sharedSchemas: Record<string, string> = { pgboss: "pg-boss's job queue (imports, digest, fits, backups)" };
