import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../db/migrations';
import { PublicRequestBucket, RateLimit } from '../modules/accounts/rate-limit.entity';
import { Session } from '../modules/accounts/session.entity';
import { User } from '../modules/accounts/user.entity';
import { Card } from '../modules/cards/card.entity';
import {
  CommunityCard,
  CommunityFolder,
  CommunityMedia,
  CommunityNote,
  CommunityNoteType,
  CommunityReport,
} from '../modules/community/community.entity';
import { Folder } from '../modules/folders/folder.entity';
import { ImportJob, ImportUpload } from '../modules/imports/import-job.entity';
import { Media, MediaChunk } from '../modules/media/media.entity';
import { Note } from '../modules/notes/note.entity';
import { NoteType } from '../modules/notes/note-type.entity';
import { EmailReminder } from '../modules/reminders/email-reminder.entity';
import { CardDueDay } from '../modules/statistics/card-due-day.entity';
import { CardInterval } from '../modules/statistics/card-interval.entity';
import { ReviewDay } from '../modules/statistics/review-day.entity';
import { Review } from '../modules/study/review.entity';
import { StudyDay } from '../modules/study/study-day.entity';
import { StudySession } from '../modules/study/study-session.entity';
import { ApiToken } from '../modules/tokens/api-token.entity';

export const entities = [
  User,
  Session,
  RateLimit,
  PublicRequestBucket,
  Folder,
  NoteType,
  Note,
  Card,
  StudySession,
  Review,
  EmailReminder,
  ApiToken,
  StudyDay,
  ReviewDay,
  CardInterval,
  CardDueDay,
  ImportJob,
  ImportUpload,
  Media,
  MediaChunk,
  CommunityFolder,
  CommunityCard,
  CommunityNoteType,
  CommunityNote,
  CommunityMedia,
  CommunityReport,
];

/**
 * MikroORM options for one database URL; request code always works on a per-request fork. `warn` takes knex's
 * notices (a pooled connection the database closed, as it does when it restarts), which it would otherwise print on
 * the console, not as a log line.
 */
export function mikroOrmConfig(
  clientUrl: string,
  options: { poolMax?: number; log?: (message: string) => void; warn?: (message: string) => void } = {},
): Options {
  const warn = options.warn ?? (() => {});
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    driverOptions: { log: { warn, error: warn, deprecate: warn, debug: () => {} } },
    logger: options.log ?? (() => {}),
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    colors: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(__dirname, '../db/migrations'),
      emit: 'ts',
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}
