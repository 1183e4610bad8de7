/** Domain errors with a stable code; each transport maps them once (REST status, GraphQL extensions.code). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'BAD_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export type Issue = { path: string; message: string };

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const messages = {
  unauthorized: 'Unauthorized',
  notFound: 'No encontrado',
  routeNotFound: 'Ruta no encontrada',
  internal: 'Error interno del servidor',
  malformedJson: 'El cuerpo de la petición no es JSON válido',
  bodyTooLarge: 'El cuerpo de la petición es demasiado grande',
  jsonTooDeep: 'El cuerpo de la petición tiene demasiados niveles de anidamiento',
  nulCharacter: 'El texto contiene un carácter no permitido (NUL)',
  badRequest: 'Petición no válida',
  unsupportedOperation: 'Operación no admitida: la API ofrece consultas y mutaciones, no suscripciones',
  valueOutOfRange: 'Un valor está fuera del rango permitido',
  jsonRequired: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)',
  crossSite: 'Petición entre sitios rechazada',
  restarting: 'El servidor se está reiniciando: vuelve a intentarlo en unos segundos',
  databaseUnavailable:
    'El servicio no está disponible: no se puede acceder a la base de datos. Vuelve a intentarlo en unos segundos',
} as const;

export const badInput = (issues: Issue[]) =>
  new DomainError('BAD_USER_INPUT', 400, issues[0]?.message ?? 'Datos no válidos', issues);
export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 401, messages.unauthorized);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', 403, message);
/** The same answer for a missing object and for someone else's. */
export const notFound = (message: string = messages.notFound) => new DomainError('NOT_FOUND', 404, message);
export const conflict = (message: string) => new DomainError('CONFLICT', 409, message);
export const unsupportedMediaType = () => new DomainError('UNSUPPORTED_MEDIA_TYPE', 415, messages.jsonRequired);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError('RATE_LIMITED', 429, message, undefined, retryAfterSeconds);

/**
 * The seconds a client is told to wait while the database cannot be reached: a restart takes seconds and a managed
 * failover up to a minute, so clients ask again soon and are answered as soon as it is back.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * What PostgreSQL (or the way to it) answers while it cannot serve: sockets refused, reset or timed out; SQLSTATE
 * class 08 (connection exception); 57P01-57P03 (shut down by an administrator or a crash, still starting up).
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
/**
 * pg's and knex's words for a connection lost mid-statement, or none free in time (they carry no code): alone, or
 * after the statement as knex reports a raw query's error (`<sql> - Connection terminated unexpectedly`).
 */
const unreachableMessages =
  /(?:^| - )(Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Knex: Timeout acquiring a connection)/;

/**
 * Whether `error` says the database cannot be reached now, or an error it wraps does: its `cause`, or the value
 * graphql-js wrapped when a resolver threw something that is not an Error (`thrownValue`; pg's connect does).
 */
function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    const { code, message, cause, thrownValue } = current as Record<string, unknown>;
    if (typeof code === 'string' && (unreachableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && unreachableMessages.test(message)) return true;
    current = cause ?? thrownValue;
  }
  return false;
}

/**
 * PostgreSQL's refusals of a value the client sent (a NUL in text, a date or number out of range): input
 * errors, not server errors. Validation catches them first; this is the net under it for both transports.
 */
function fromDatabaseRefusal(error: unknown): DomainError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case '22021': // character_not_in_repertoire (a NUL byte)
    case '22P05': // untranslatable_character
      return new DomainError('BAD_USER_INPUT', 400, messages.nulCharacter);
    case '22008': // datetime_field_overflow
    case '22003': // numeric_value_out_of_range
    case '22007': // invalid_datetime_format
      return new DomainError('BAD_USER_INPUT', 400, messages.valueOutOfRange);
    default:
      return undefined;
  }
}

/**
 * A database error as the client's answer, in one place for both transports: a refused value is the client's 400; a
 * database that cannot be reached (stopped, restarting, failing over) is a 503 with `Retry-After`, which clients
 * retry, never a 500. Anything else is undefined: an unexpected error.
 */
export function fromDatabaseError(error: unknown): DomainError | undefined {
  if (isDatabaseUnreachable(error)) {
    return new DomainError(
      'SERVICE_UNAVAILABLE',
      503,
      messages.databaseUnavailable,
      undefined,
      DATABASE_RETRY_AFTER_SECONDS,
    );
  }
  return fromDatabaseRefusal(error);
}

/** GraphQL's nullable lookups: `null` for a missing object and for someone else's alike. */
export async function orNullWhenNotFound<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
