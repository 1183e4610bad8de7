import { type ComponentType, createElement, lazy } from 'react';
import { matchPath } from 'react-router-dom';

// Part of the entry chunk (the router imports it), so nothing here may import Apollo: only where each screen's
// code is, so that a page load can ask for its screen's chunk at once, beside the app's.

export type LazyScreen = ComponentType & {
  /** Starts loading the code (once); resolves when it has arrived. */
  preload: () => Promise<void>;
};

/**
 * A lazily loaded component that, once its code is loaded (or preloaded), renders at once: React.lazy alone
 * suspends on every first render, and React then holds the revealed screen back for up to 300 ms.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per screen at module level, not during a render.
  function Screen() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Screen, { preload });
}

/** One chunk per screen; routes.tsx places them, the preloaders ask for them early. */
export const screens = {
  dashboard: lazyScreen(() => import('./routes/dashboard').then((m) => m.DashboardRoute)),
  pendingReviews: lazyScreen(() => import('./routes/pending-reviews').then((m) => m.PendingReviewsRoute)),
  folders: lazyScreen(() => import('./routes/folders').then((m) => m.FoldersRoute)),
  folder: lazyScreen(() => import('./routes/folder').then((m) => m.FolderRoute)),
  study: lazyScreen(() => import('./routes/study').then((m) => m.StudyRoute)),
  store: lazyScreen(() => import('./routes/store').then((m) => m.StoreRoute)),
  settings: lazyScreen(() => import('./routes/settings').then((m) => m.SettingsRoute)),
  importCards: lazyScreen(() => import('./routes/import').then((m) => m.ImportRoute)),
  stats: lazyScreen(() => import('./routes/stats').then((m) => m.StatsRoute)),
  login: lazyScreen(() => import('./routes/login').then((m) => m.LoginRoute)),
  register: lazyScreen(() => import('./routes/register').then((m) => m.RegisterRoute)),
  resetPassword: lazyScreen(() => import('./routes/reset-password').then((m) => m.ResetPasswordRoute)),
  newPassword: lazyScreen(() => import('./routes/new-password').then((m) => m.NewPasswordRoute)),
  privacyPolicy: lazyScreen(() => import('./routes/privacy-policy').then((m) => m.PrivacyPolicyRoute)),
  termsOfService: lazyScreen(() => import('./routes/terms-of-service').then((m) => m.TermsOfServiceRoute)),
  notFound: lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute)),
};

export type ScreenName = keyof typeof screens;

/** routes.tsx's paths, for finding a URL's screen before the router (in the app chunk) has loaded. */
const screenPaths: readonly (readonly [string, ScreenName])[] = [
  ['/', 'dashboard'],
  ['/dashboard', 'dashboard'],
  ['/pending-reviews/:folderId?', 'pendingReviews'],
  ['/folders', 'folders'],
  ['/folders/:id', 'folder'],
  ['/study/:folderId?', 'study'],
  ['/store', 'store'],
  ['/settings', 'settings'],
  ['/import', 'importCards'],
  ['/stats', 'stats'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/reset-password', 'resetPassword'],
  ['/new-password', 'newPassword'],
  ['/privacy-policy', 'privacyPolicy'],
  ['/terms-of-service', 'termsOfService'],
];

/** The screen a path shows, with its parameters (`/folders/7` → folder, `{ id: '7' }`). */
export function matchScreen(pathname: string): { name: ScreenName; params: Record<string, string | undefined> } {
  for (const [pattern, name] of screenPaths) {
    const match = matchPath(pattern, pathname);
    if (match) return { name, params: match.params };
  }
  return { name: 'notFound', params: {} };
}
