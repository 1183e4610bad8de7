import type { Clock } from './clock';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import type { PublicAnswers } from './public-answers';

/** One e-mail, as the mail module sends it. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** Sends mail (implemented by `modules/mail/mailer.ts`: SMTP, or the development outbox). */
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Messages kept by the outbox transport (development and tests); empty over SMTP. */
  readonly outbox: Mail[];
};

/** Limits of one import (DESIGN §12): upload size, what a package may inflate to, cards. */
export type ImportLimits = { maxBytes: number; maxUnzippedBytes: number; maxCards: number };

/** Where an accepted import is sent to be worked (implemented by `modules/imports/import.jobs.ts`). */
export type ImportQueue = { enqueue: (jobId: number) => Promise<void> };

/**
 * What `/api/health` says about the automatic backups (implemented by `db/backup/auto-backup.ts`), kept in memory:
 * the newest good backup this process knows of, and the last failure with a reason from a fixed set of sentences.
 */
export type BackupStatus = {
  lastSuccessAt: Date | undefined;
  lastFailureAt: Date | undefined;
  /** Why the last failure happened, in Spanish and without paths or addresses; set while it is the last outcome. */
  failure: string | undefined;
};

/** The app-wide collaborators use cases may need besides the EntityManager and the actor. */
export type Services = {
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** Import limits and the queue imports are sent to (DESIGN §12). */
  imports: { limits: ImportLimits; queue: ImportQueue };
  /** What one learner's card media may take in all (`MEDIA_QUOTA_BYTES`, DESIGN §15). */
  mediaQuotaBytes: number;
  /**
   * `host:port` pairs an AnkiConnect note's `url` may reach whatever their address (`ANKI_CONNECT_URL_ALLOW`, tests'
   * local servers only; refused in production).
   */
  ankiConnectUrlAllow?: readonly string[];
  /** Sign-ups one IP address may make in an hour (`SIGNUPS_PER_IP_PER_HOUR`). */
  signupsPerIpPerHour: number;
  /** The community's public answers kept a few seconds; forgotten whenever a published folder changes. */
  publicAnswers: PublicAnswers;
  /** What `/metrics` shows: modules count imports and mails here. */
  metrics: Metrics;
  /** Sends the learner's pending parameter fit to the optimizer's queue now (only where the worker runs). */
  requestParameterFit?: (userId: number) => Promise<void>;
  /** The automatic backups' last outcome, where they are on (`BACKUP_ENABLED`). */
  backups?: { status: () => BackupStatus };
};
