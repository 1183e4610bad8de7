/** Where request code gets "now"; tests inject a fixed or moving one. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
