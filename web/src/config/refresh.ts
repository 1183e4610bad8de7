/** SPEC §7/§9: the dashboard's figures are stale after 30 s and refreshed every 60 s. */
export const dashboardRefreshMs = {
  stale: 30_000,
  poll: 60_000,
} as const;
