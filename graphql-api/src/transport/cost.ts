import type { ComplexityEstimator } from 'graphql-query-complexity';

/**
 * How a field prices itself (graphql/cost.ts adds the prices up and refuses a query over the maximum). A field costs 1
 * plus what its selection costs; a list costs its largest possible length times what one item costs (`first`/`limit`,
 * or the server's cap when it has no such argument); a card side, which may hold 10 000 characters, costs `TEXT_COST`.
 */

/** A text field of up to 10 000 characters weighs what ten small fields do. */
export const TEXT_COST = 10;

/** A field that sends SQL of its own (batched per request) weighs a little more than a plain one. */
export const QUERY_COST = 10;

/** `args[name]` (or `fallback`) clamped to `1..max`: what a list argument can make the server return. */
export function listSize(args: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = args[name];
  const size = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.min(Math.max(size, 1), max);
}

/** A list (or connection) of at most `size(args)` items, each costing its selection. */
export function listCost(
  size: (args: Record<string, unknown>) => number,
  base: number = QUERY_COST,
): ComplexityEstimator {
  return ({ args, childComplexity }) => base + size(args) * Math.max(childComplexity, 1);
}
