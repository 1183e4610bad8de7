import { types } from 'node:util';
import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFields = Record<string, unknown>;

/**
 * The app's logger: one JSON line per event (pino). Call sites pass a message, and for failures the
 * error, which is reduced to fields that carry no user data (see `errorFields`).
 */
export type Logger = {
  debug: (message: string, fields?: LogFields) => void;
  info: (message: string, fields?: LogFields) => void;
  warn: (message: string, fields?: LogFields) => void;
  error: (message: string, error?: unknown, fields?: LogFields) => void;
  /** The pino instance underneath, for pino-http. */
  readonly pino: pino.Logger;
};

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

type DatabaseError = Error & { code?: string; table?: string; constraint?: string; routine?: string };

/** A PostgreSQL error, raw (`pg`) or wrapped by MikroORM: both carry a five-character SQLSTATE. */
function isDatabaseError(error: Error): error is DatabaseError {
  const code = (error as DatabaseError).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** An Error, also one made in another realm (Node's own system errors under jest's sandbox fail `instanceof`). */
export const isError = (value: unknown): value is Error => value instanceof Error || types.isNativeError(value);

/**
 * What a log line may say about an error. Database errors give their SQLSTATE, table and constraint only:
 * their messages and details quote the SQL and its values (password and token hashes, e-mails, card text).
 */
export function errorFields(error: unknown): LogFields {
  if (!isError(error)) return { err: { type: typeof error } };
  if (isDatabaseError(error)) {
    const { code, table, constraint, routine } = error;
    return { err: { type: error.name, code, table, constraint, routine } };
  }
  const code = (error as { code?: unknown }).code;
  return { err: { type: error.name, message: error.message, code, stack: error.stack } };
}

/**
 * Paths pino blanks wherever they appear: credentials never reach a log line, even if a call site
 * passes a whole request or mail by mistake.
 */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  '*.link',
  '*.text',
  '*.html',
];

/** A logger at `level`; `pretty` for a developer's terminal; `destination` (tests) instead of stdout. */
export function createLogger(options: {
  level: LogLevel;
  pretty?: boolean;
  destination?: pino.DestinationStream;
}): Logger {
  const base = pino(
    {
      level: options.level,
      base: { app: 'repaso' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactPaths, censor: '[oculto]' },
    },
    options.destination ??
      (options.pretty ? pretty({ sync: true, colorize: false, ignore: 'pid,hostname,app' }) : undefined),
  );
  return wrap(base);
}

function wrap(base: pino.Logger): Logger {
  return {
    pino: base,
    debug: (message, fields) => base.debug(fields ?? {}, message),
    info: (message, fields) => base.info(fields ?? {}, message),
    warn: (message, fields) => base.warn(fields ?? {}, message),
    error: (message, error, fields) =>
      base.error({ ...(error === undefined ? {} : errorFields(error)), ...fields }, message),
  };
}

export const silentLogger: Logger = wrap(pino({ level: 'silent' }));
