import { get_fuzz_range } from 'ts-fsrs';

/**
 * An even workload (issue 26 item 5): a repeat rating's due day is chosen within the range ts-fsrs's fuzz would have
 * picked from anyway, preferring days with fewer cards due (load balancing) and avoiding the learner's "días libres"
 * (easy days). The choice is a weighted draw seeded by the card and its review number, so the rating buttons show
 * what the rating gives. Intervals outside `LOAD_HORIZON` days, or too short for fuzz, are left as ts-fsrs made them.
 */

/** Cards already due on the study day `offset` days after today (the forecast `card_due_days` keeps). */
export type DueLoad = (offset: number) => number;

/** How the learner spreads their workload: both off leaves ts-fsrs's intervals untouched. */
export type Workload = {
  loadBalancing: boolean;
  /** A normal day's share of reviews for each weekday, Monday first: 100 normal, 50 fewer, 0 none. */
  easyDays: readonly number[];
};

/** Days ahead whose load is read: a longer interval keeps ts-fsrs's own fuzz. */
export const LOAD_HORIZON = 400;
export const NORMAL_DAY = 100;
export const EASY_DAY_SHARES = [0, 50, NORMAL_DAY] as const;
export const normalWeek: readonly number[] = Array(7).fill(NORMAL_DAY);

export const balancesLoad = (workload: Workload) =>
  workload.loadBalancing || workload.easyDays.some((share) => share < NORMAL_DAY);

/** FNV-1a of `seed`, then mulberry32's mix: a uniform draw in [0, 1) that depends on the seed alone. */
function draw(seed: string): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  let t = (hash + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), 1 | t);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

/** The days (from today) a rating may land on: ts-fsrs's fuzz range for its unfuzzed interval; null: none to choose. */
export function fuzzRange(unfuzzed: number, elapsed: number, maximum: number): { min: number; max: number } | null {
  if (unfuzzed < 2.5) return null;
  const { min_ivl: min, max_ivl: max } = get_fuzz_range(unfuzzed, elapsed, maximum);
  return max > min && max <= LOAD_HORIZON ? { min, max } : null;
}

/**
 * The interval to give within `range` (not under `floor`, which keeps difícil < medio < fácil): a draw seeded by the
 * card where each day weighs its weekday's share and, with load balancing, 1 / (cards due + 1)², so a day with twice
 * the cards is about a quarter as likely (the weighting of Anki's load balancer). Without a day that may take
 * reviews, `fallback` (ts-fsrs's own choice).
 */
export function balancedInterval(
  range: { min: number; max: number },
  floor: number,
  fallback: number,
  {
    workload,
    load,
    weekday,
    seed,
  }: { workload: Workload; load: DueLoad; weekday: (offset: number) => number; seed: string },
): number {
  const first = Math.max(range.min, floor);
  const weights: number[] = [];
  for (let offset = first; offset <= range.max; offset++) {
    const share = workload.easyDays[weekday(offset)] / NORMAL_DAY;
    weights.push(workload.loadBalancing ? share / (load(offset) + 1) ** 2 : share);
  }
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0) return Math.max(fallback, floor);
  let target = draw(seed) * sum;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i];
    if (target < 0) return first + i;
  }
  return range.max;
}
