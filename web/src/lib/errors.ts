import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;
const QUOTED_MESSAGE = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/;

function jsonMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the next rule decides.
  }
  return undefined;
}

/** SPEC §8's extraction from an error text such as `400: {"message":"…"}`, in the order the SPEC lists. */
function extractMessage(text: string): string {
  const whole = jsonMessage(text);
  if (whole !== undefined) return whole;
  const [, , body = ''] = text.match(STATUS_PREFIX) ?? [];
  const fromBody = jsonMessage(body);
  if (fromBody !== undefined) return fromBody;
  if (body && !body.trimStart().startsWith('{')) return body;
  const quoted = text.match(QUOTED_MESSAGE)?.[1];
  if (quoted !== undefined) return JSON.parse(`"${quoted}"`);
  return text.replace(/^\d+:\s*/, '');
}

/**
 * The message to show for a failed request, or undefined when the server gave none (the caller then shows
 * its own fallback). GraphQL errors carry the API's Spanish message; an HTTP error (or an answer that is
 * not GraphQL, such as a proxy's error page) becomes `status: body`.
 */
export function errorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (ServerError.is(error) || ServerParseError.is(error)) {
    return extractMessage(`${error.statusCode}: ${error.bodyText || error.response.statusText}`) || undefined;
  }
  // fetch rejects with a TypeError when the network fails: there is no server message to show.
  if (error instanceof TypeError) return undefined;
  if (error instanceof Error) return extractMessage(error.message) || undefined;
  if (typeof error === 'string') return extractMessage(error) || undefined;
  return undefined;
}

/** Whether the API refused a request because nobody is signed in (the session expired or was closed). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

/** Whether the API answered that what was asked for does not exist (or is another learner's). */
export function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');
}

/** Whether the API asks to be told twice (409 CONFLICT): a change that would delete cards or notes, or a name taken. */
export function isConflict(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'CONFLICT');
}
