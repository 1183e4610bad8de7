import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Metrics } from '../core/metrics';
import { webOperationNames } from './__generated__/web-operations';

/**
 * Counts and times GraphQL operations by name. A label must come from a bounded set, so only the web app's own
 * operations (codegen lists them) are named; any other name, or none, is "other" (third-party clients name theirs
 * freely). `outcome` is `error` when the answer carries any error. `started` is `performance.now()` at the request's
 * start.
 */
export function operationMetrics(metrics: Metrics) {
  const known = new Set(webOperationNames);
  return (name: string | null | undefined, failed: boolean, started: number) => {
    const operation = name && known.has(name) ? name : 'other';
    metrics.graphqlOperations.inc({ operation, outcome: failed ? 'error' : 'ok' });
    metrics.graphqlDuration.observe({ operation }, (performance.now() - started) / 1000);
  };
}

/** `operationMetrics` for every operation Apollo answers. */
export function metricsPlugin<Context extends object>(metrics: Metrics): ApolloServerPlugin<Context> {
  const record = operationMetrics(metrics);
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, request, errors, response }) {
          const failed =
            (errors?.length ?? 0) > 0 ||
            (response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0);
          // The document's name once resolved; before that (a query that failed validation) the one the client sent.
          record(operationName ?? request.operationName, failed, started);
        },
      };
    },
  };
}
