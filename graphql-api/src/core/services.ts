import type { ImportLimits } from '../config/config';
import type { ImportQueue } from '../modules/imports/import.service';
import type { Mailer } from '../modules/mail/mailer';
import type { Clock } from './clock';
import type { Logger } from './logger';

/** The app-wide collaborators use cases may need besides the EntityManager and the actor. */
export type Services = {
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** Import limits and the queue imports are sent to (DESIGN §12). */
  imports: { limits: ImportLimits; queue: ImportQueue };
  /** Sends the learner's pending parameter fit to the optimizer's queue now (only where the worker runs). */
  requestParameterFit?: (userId: number) => Promise<void>;
};
