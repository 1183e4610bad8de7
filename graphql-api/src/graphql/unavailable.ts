import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, fromDatabaseError } from '../core/errors';

/** An error of an operation as the domain error it is answered as (its own, or a database error's), if any. */
export function asDomainError(error: unknown): DomainError | undefined {
  const original = unwrapResolverError(error);
  return original instanceof DomainError ? original : fromDatabaseError(original);
}

/**
 * The seconds to wait when an operation's errors say the service cannot answer now (the database unreachable, the
 * server too busy): such an answer is a 503 with `Retry-After`, as REST's, so clients and proxies try again rather
 * than take it for the operation's outcome. Undefined for any other errors.
 */
export function retryAfterOf(errors: readonly unknown[]): number | undefined {
  for (const error of errors) {
    const domain = asDomainError(error);
    if (domain?.status === 503) return domain.retryAfterSeconds;
  }
  return undefined;
}

/** Apollo's answers with such errors get that status and header (`formatError` gives them their code and message). */
export function unavailablePlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          const seconds = retryAfterOf(errors);
          if (seconds === undefined) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(seconds));
        },
      };
    },
  };
}
