/** A message for the landing page, carried in the router's state by the screen that led there. */
export type LandingNotice = { title: string; description: string };

/** Navigation options that show `notice` once on the landing page (e.g. after deleting the account). */
export const withLandingNotice = (notice: LandingNotice) => ({ state: { landingNotice: notice } });

/** The notice carried in a location's state, if any. */
export const landingNoticeOf = (state: unknown): LandingNotice | undefined =>
  (state as { landingNotice?: LandingNotice } | null)?.landingNotice;
