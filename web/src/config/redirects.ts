/** SPEC §9: how long a toast is on screen before the app moves on. */
export const redirectDelayMs = {
  /** After signing in or registering, to the home page. */
  afterSignIn: 100,
  /** When the API says nobody is signed in, to the login page. */
  toLogin: 500,
  /** After importing a store folder, to that folder. */
  afterStoreImport: 1500,
} as const;
