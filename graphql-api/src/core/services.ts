import type { Mailer } from '../modules/mail/mailer';
import type { Clock } from './clock';
import type { Logger } from './logger';

/** The app-wide collaborators use cases may need besides the EntityManager and the actor. */
export type Services = { clock: Clock; mailer: Mailer; appUrl: string; logger: Logger };
