// What the web build hands the server and the server hands the page, declared once for both sides: the server
// imports it from here, the web app as `@api/core/first-data-contract`. It sits in core because core imports nothing
// (Biome's import rules), so the web can take it without pulling in any server code; keep it free of imports.

/**
 * The readable companion of the session cookie, set by the API at sign-in and cleared at sign-out: it only means
 * "probably signed in". The server never trusts it (it picks which page to send), the web reads it to skip the API
 * on the landing page.
 */
export const sessionHintCookieName = 'repaso.signed_in';

/** The `<script type="application/json">` element the server writes the first data into and the web app reads. */
export const firstDataElementId = 'first-data';

/** The page variants the web build writes into `web/dist` beside `index.html` (README: "Page variants"). */
export const builtPages = {
  /** `/` for a visitor: the landing page already rendered. */
  landing: 'landing.html',
  /** Every other page for a member (session hint): the shell that also modulepreloads the app chunk. */
  members: 'app.html',
  /** `app.html` for the server to fill with a screen's shell and first data; its entry runs after the first paint. */
  membersFirstData: 'app-shell.html',
  /** The public screens a visitor opens first, one file per path (`pages/login.html` for `/login`), for everyone. */
  pagesDir: 'pages',
  /** The first queries, their shells and chunks (`FirstDataFile`). */
  firstData: 'first-data.json',
} as const;

/**
 * A query's variables as the build writes them: a string `":name"` stands for the path's parameter `name`
 * (`{ id: ':id' }` on `/folders/:id`); anything else is sent as it is.
 */
export type VariablesTemplate = Readonly<Record<string, unknown>>;

/** One query the web app runs first: the text Apollo sends (`__typename` added), so its answer seeds the cache. */
export type FirstQuery = { operationName: string; query: string; variables?: VariablesTemplate };

/** A signed-in screen whose shell the server sends in the page, by path pattern (`/folders/:id`, `/study/:folderId?`). */
export type ShellScreen = {
  path: string;
  /** The screen's static markup (frame, heading, skeleton), painted before any script runs (`data-shell`). */
  shell?: string;
  /** The screen's chunks beyond the app's, preloaded with the page. */
  preload?: string[];
};

/** A screen the server answers ahead: its shell and its first query. */
export type FirstDataScreen = FirstQuery & ShellScreen;

/**
 * Where a public screen's shell (its frame, built at build time) takes the content the server writes for the page
 * it answers (graphql-api `http/community-pages.ts`).
 */
export const contentMarker = '<div data-content=""></div>';

/** The title of `index.html` and every page built from it, until a page's own replaces it. */
export const shellTitle = '<title>Repaso</title>';

/**
 * `builtPages.firstData`: the frame's viewer query and each screen the server answers ahead for members; the members'
 * screens that ask the network themselves on every visit (`shells`: a study session, the pending reviews), sent with
 * their shell and the viewer only; and the public screens it answers for everyone (`public`, each shell holding
 * `contentMarker`).
 */
export type FirstDataFile = {
  viewer: FirstQuery;
  screens: FirstDataScreen[];
  shells?: ShellScreen[];
  public?: FirstDataScreen[];
};

/** What the page carries in the element: each query's own variables and what the API answered for the learner. */
export type FirstData = { operationName: string; variables: Record<string, unknown>; data: unknown }[];

/**
 * What the page carries instead when the server also rendered the screen from that data (web prerender.tsx
 * `renderMemberScreen`): the Apollo cache as that render left it (normalized, as `cache.extract()` gives it) and the
 * operations whose answer was complete, so that the browser restores the cache the markup came from rather than
 * writing every answer into it again.
 */
export type RenderedFirstData = { cache: unknown; fresh: string[] };

/** A member's screen rendered on the server: its markup, the document title it set and the cache it ended with. */
export type RenderedScreen = { html: string; title: string | undefined } & RenderedFirstData;

/** A template's variables for one path's parameters (see `VariablesTemplate`). */
export function fillVariables(
  template: VariablesTemplate = {},
  params: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(template).map(([name, value]) => [
      name,
      typeof value === 'string' && value.startsWith(':') ? params[value.slice(1)] : value,
    ]),
  );
}
