import type { VariablesTemplate } from '@api/core/first-data-contract';
import { matchPath } from 'react-router-dom';
import { libraryFirstVariables } from '@/config/community';
import { paths } from '@/config/paths';
import { dashboardRefreshMs } from '@/config/refresh';
import { type LazyComponent, lazyComponent } from '@/lib/lazy-component';
import type { firstQueryDocuments } from './first-queries';

// The screen registry: each screen declared once, and everything else derives from it: the routes (routes.tsx), the
// early code and data of a page or a link (router.tsx, preload.ts), the first data seeded from the page
// (first-data.ts) and what the build prerenders and hands the server (prerender.tsx, scripts/prerender-plugin.ts,
// whose first-data.json drives graphql-api's first-screen-data.ts).
// Part of the entry chunk (the router imports it), so nothing here may import Apollo or a query document: a first
// query is named here, its document is in first-queries.ts (app chunk).

/** A screen's component, loaded with its chunk (`lazyComponent`). */
export type LazyScreen = LazyComponent;

/** A query the app runs first, by operation name (its document: first-queries.ts). */
export type FirstQueryName = keyof typeof firstQueryDocuments;

export type Screen = {
  /** Its paths, as react-router patterns (SPEC §2's route table); the first one is where the build renders it. */
  paths: readonly [string, ...string[]];
  /**
   * Inside the signed-in frame (SignedInLayout: the viewer, the header, the tabs), the community's public frame
   * (CommunityLayout, signed in or not), or on its own.
   */
  frame: 'signed-in' | 'community' | 'none';
  component: LazyScreen;
  /**
   * The screen's first query, started with its code as a page opens and as a link is pressed (preload.ts), with the
   * variables its own hook asks (so Apollo answers the hook from the cache or joins the request in flight). Screens
   * that always ask the network (pending reviews, study sessions) have none: only their code comes ahead.
   */
  firstQuery?: {
    operationName: Exclude<FirstQueryName, 'Viewer'>;
    /** `":id"` stands for the path's `id` (first-data-contract `fillVariables`). */
    variables?: VariablesTemplate;
    /** The screen's own stale-time rule (hooks/use-stale-time.ts): asked ahead only when stale, then fresh. */
    stale?: { key: string; ms: number };
    /**
     * Answered by the server inside the page for a signed-in request to one of the screen's paths, with the
     * screen's shell painted before any script (first-data.json, graphql-api first-screen-data.ts).
     */
    inPage?: true;
    /**
     * False for a query the screen always sends itself as it opens (`network-only`: a study session's cards are what
     * is due when it starts): answered inside the page that opens the screen, never asked ahead by a navigation or a
     * link's press, which the screen would only send again.
     */
    ahead?: false;
    /**
     * Answered by the server inside the page for everyone, signed in or not, with the page's title, description,
     * Open Graph tags, canonical address and content (the community's public pages: graphql-api community-pages.ts).
     */
    public?: true;
  };
  /**
   * A signed-in screen that asks the network itself on every visit (a study session, the pending reviews): the server
   * still sends its shell (the frame and the screen's skeleton) in the page with the viewer, so that it paints before
   * any script runs, as the screens answered `inPage` do. Its path may end in one optional parameter.
   */
  shellInPage?: true;
};

/** Both kinds of study session (every folder's, a folder's) are one screen's code. */
const studyScreen = lazyComponent(() => import('./routes/signed-in/study'), 'StudyRoute');

/** Every screen, one chunk each (but the study sessions'). `notFound` comes last: it takes any path the others do not. */
export const screens = {
  dashboard: {
    paths: [paths.home, paths.dashboard],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/dashboard'), 'DashboardRoute'),
    firstQuery: {
      operationName: 'Dashboard',
      stale: { key: 'dashboard', ms: dashboardRefreshMs.stale },
      inPage: true,
    },
  },
  pendingReviews: {
    paths: [`${paths.pendingReviews}/:folderId?`],
    frame: 'signed-in',
    shellInPage: true,
    component: lazyComponent(() => import('./routes/signed-in/pending-reviews'), 'PendingReviewsRoute'),
  },
  folders: {
    paths: [paths.folders],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/folders'), 'FoldersRoute'),
    firstQuery: { operationName: 'Folders', inPage: true },
  },
  folder: {
    paths: [`${paths.folders}/:id`],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/folder'), 'FolderRoute'),
    firstQuery: { operationName: 'Folder', variables: { id: ':id', search: null, leech: false }, inPage: true },
  },
  folderNotes: {
    paths: [`${paths.folders}/:id/notes`],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/folder-notes'), 'FolderNotesRoute'),
  },
  // A session over every folder (`/study`, `/study?tag=…`): its cards are asked from the API as it opens.
  study: {
    paths: [paths.study],
    frame: 'signed-in',
    shellInPage: true,
    component: studyScreen,
  },
  // A folder's session: what is due when the page is asked for is what the server answers inside it.
  folderStudy: {
    paths: [`${paths.study}/:folderId`],
    frame: 'signed-in',
    component: studyScreen,
    firstQuery: { operationName: 'StudyFolder', variables: { folderId: ':folderId' }, ahead: false, inPage: true },
  },
  store: {
    paths: [paths.store],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/store'), 'StoreRoute'),
    firstQuery: { operationName: 'Store', inPage: true },
  },
  settings: {
    paths: [paths.settings],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/settings'), 'SettingsRoute'),
    firstQuery: { operationName: 'Settings' },
  },
  noteTypes: {
    paths: [paths.noteTypes],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/note-types'), 'NoteTypesRoute'),
  },
  importCards: {
    paths: [paths.import],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/import'), 'ImportRoute'),
  },
  stats: {
    paths: [paths.stats],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/stats'), 'StatsRoute'),
  },
  communityAdmin: {
    paths: [paths.communityAdmin],
    frame: 'signed-in',
    component: lazyComponent(() => import('./routes/signed-in/community-admin'), 'CommunityAdminRoute'),
  },
  community: {
    paths: [paths.community],
    frame: 'community',
    component: lazyComponent(() => import('./routes/public/community'), 'CommunityRoute'),
    firstQuery: { operationName: 'CommunityFolders', variables: libraryFirstVariables, public: true },
  },
  communityFolder: {
    paths: [`${paths.community}/:slug`],
    frame: 'community',
    component: lazyComponent(() => import('./routes/public/community-folder'), 'CommunityFolderRoute'),
    firstQuery: { operationName: 'CommunityFolder', variables: { slug: ':slug' }, public: true },
  },
  login: {
    paths: [paths.login],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/login'), 'LoginRoute'),
  },
  register: {
    paths: [paths.register],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/register'), 'RegisterRoute'),
  },
  resetPassword: {
    paths: [paths.resetPassword],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/reset-password'), 'ResetPasswordRoute'),
  },
  newPassword: {
    paths: [paths.newPassword],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/new-password'), 'NewPasswordRoute'),
  },
  privacyPolicy: {
    paths: [paths.privacyPolicy],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/privacy-policy'), 'PrivacyPolicyRoute'),
  },
  termsOfService: {
    paths: [paths.termsOfService],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/terms-of-service'), 'TermsOfServiceRoute'),
  },
  ankiConnectHelp: {
    paths: [paths.ankiConnectHelp],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/anki-connect-help'), 'AnkiConnectHelpRoute'),
  },
  notFound: {
    paths: ['*'],
    frame: 'none',
    component: lazyComponent(() => import('./routes/public/not-found'), 'NotFoundRoute'),
  },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** The registry as a list, in its order. */
export const screenList = Object.entries(screens) as [ScreenName, Screen][];

/**
 * The screen a path shows, with its parameters (`/folders/7` → folder, `{ id: '7' }`), before the router (in the
 * app chunk) has loaded.
 */
export function matchScreen(pathname: string): { name: ScreenName; params: Record<string, string | undefined> } {
  for (const [name, screen] of screenList) {
    for (const pattern of screen.paths) {
      const match = matchPath(pattern, pathname);
      if (match) return { name, params: match.params };
    }
  }
  return { name: 'notFound', params: {} };
}
