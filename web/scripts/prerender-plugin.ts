// The build's prerender step, as a Vite plugin: once the client bundle is written, it builds src/prerender.tsx for
// Node (dist-ssr, kept: the server renders members' screens with it), renders the pages with it and writes the page
// variants the server chooses from (README, "Page variants"). Which chunks a page preloads comes from the client
// bundle's own graph (each chunk's static imports), not from reading the built HTML back.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { type FirstDataFile, shellTitle } from '../../graphql-api/src/core/first-data-contract';
import type * as Prerender from '../src/prerender';

type Options = {
  /** The module rendered at build time (renderLanding, renderPage, prerenderedPages, firstDataQueries). */
  ssrEntry: string;
  /** The module of the signed-in app (a path from the root), whose chunk and imports members' pages preload. */
  appModule: string;
};

/** What the plugin takes from the client bundle. */
type ClientBundle = {
  /** index.html as Vite wrote it (its entry script, the entry's imports as modulepreload, the stylesheet). */
  html: string;
  /** The entry chunk's file. */
  entry: string;
  /** A chunk's file and, depth first, the files it imports statically (what loading it loads), in the bundle's order. */
  closure: (file: string) => string[];
  /** The chunk of a module (a path from the root). */
  chunkOf: (module: string) => string;
  /** The chunk of a lazily loaded screen, by its component's export (screens.ts, `lazyComponent`). */
  chunkExporting: (exportName: string) => string;
};

const emptyRoot = '<div id="root"></div>';

function readBundle(bundle: Rollup.OutputBundle, root: string): ClientBundle {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const htmlAsset = bundle['index.html'];
  if (htmlAsset?.type !== 'asset' || typeof htmlAsset.source !== 'string')
    throw new Error('the bundle has no index.html');
  const entries = chunks.filter((chunk) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const only = (found: Rollup.OutputChunk[], what: string) => {
    if (found.length !== 1) throw new Error(`expected one chunk for ${what}, found ${found.length}`);
    return (found[0] as Rollup.OutputChunk).fileName;
  };
  return {
    html: htmlAsset.source,
    entry: (entries[0] as Rollup.OutputChunk).fileName,
    closure: (file) => {
      const files = new Set<string>();
      const visit = (name: string) => {
        const chunk = byFile.get(name);
        if (!chunk || files.has(name)) return;
        files.add(name);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(file);
      return [...files];
    },
    chunkOf: (module) =>
      only(
        chunks.filter((chunk) => chunk.facadeModuleId === path.resolve(root, module)),
        module,
      ),
    chunkExporting: (exportName) =>
      only(
        chunks.filter((chunk) => chunk.isDynamicEntry && chunk.exports.includes(exportName)),
        `the screen exporting ${exportName}`,
      ),
  };
}

/** Replaces `marker` in `html` once; the build fails when it is not there. */
function replaceOnce(html: string, marker: string, replacement: string, where: string): string {
  if (!html.includes(marker)) throw new Error(`${where} has no ${marker}`);
  // A function: `$` in the replacement must stay as it is.
  return html.replace(marker, () => replacement);
}

/** A render that failed on the server leaves React's marker and an empty page behind: the build fails instead. */
function rendered(html: string): string {
  if (html.includes('Switched to client rendering')) throw new Error(`prerendering failed:\n${html.slice(0, 2000)}`);
  return html;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes every page variant into `outDir`, from the client bundle and the prerender module. */
async function writePages(
  client: ClientBundle,
  ssr: typeof Prerender,
  { outDir, base, appModule }: { outDir: string; base: string; appModule: string },
) {
  const { html: shell, entry } = client;
  const { builtPages } = ssr;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), text);
  };
  // index.html with a page inside #root and its title.
  const fill = (html: string, title: string) =>
    replaceOnce(
      replaceOnce(shell, emptyRoot, `<div id="root">${rendered(html)}</div>`, 'index.html'),
      shellTitle,
      `<title>${escapeHtml(title)}</title>`,
      'index.html',
    );

  // For visitors: the landing page at `/`, and each public screen they open first (`/login`, …) for everyone.
  write(builtPages.landing, fill(ssr.renderLanding(), 'Repaso'));
  for (const page of Object.keys(ssr.prerenderedPages)) {
    const { html, title } = await ssr.renderPage(page);
    write(`${builtPages.pagesDir}${page}.html`, fill(html, title));
  }

  // For members: the shell that also asks for the app chunk and what it imports (Apollo, the frame) from the start,
  // beside the entry, rather than once the entry has run. What index.html already loads (the entry and its imports,
  // which Vite lists there as modulepreload) is not named twice.
  const preloaded = new Set(client.closure(entry));
  const appChunks = client.closure(client.chunkOf(appModule));
  const appOnly = appChunks.filter((file) => !preloaded.has(file));
  if (appOnly.length === 0) throw new Error(`the bundle has no chunk of its own for ${appModule}`);
  const links = appOnly.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
  const members = replaceOnce(shell, '</head>', `  ${links}\n  </head>`, 'index.html');
  write(builtPages.members, members);

  // The members' shell for the server to fill with a screen's shell and first data. Its entry is only preloaded, and
  // public/after-paint.js evaluates it once the shell is on screen; the scripts are fetched at low priority, after the
  // stylesheet the shell needs (Lighthouse counts a high-priority script as holding the paint).
  write(
    builtPages.membersFirstData,
    replaceOnce(
      members.replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      ),
      `<script type="module" crossorigin src="${base}${entry}"></script>`,
      `<link rel="modulepreload" fetchpriority="low" crossorigin data-entry href="${base}${entry}">\n    <script type="module" src="${base}after-paint.js"></script>`,
      'index.html',
    ),
  );

  // The queries the server answers into that shell for a signed-in page request, each screen's shell, and its chunks
  // beyond the app's and the entry's, for the server to preload with them.
  const appSet = new Set(appChunks);
  const { viewer, screens, shells, publicScreens } = await ssr.firstDataQueries();
  const withChunks = <Screen extends { component: string; shell: string }>({
    component,
    shell: screenShell,
    ...screen
  }: Screen) => ({
    ...screen,
    shell: rendered(screenShell),
    preload: client
      .closure(client.chunkExporting(component))
      .filter((file) => !appSet.has(file) && !preloaded.has(file)),
  });
  // The public screens (the community's pages) are answered for everyone, their content written by the server.
  const firstData: FirstDataFile = {
    viewer,
    screens: screens.map(withChunks),
    shells: shells.map(withChunks),
    public: publicScreens.map(withChunks),
  };
  write(builtPages.firstData, JSON.stringify(firstData));
}

/**
 * Prerenders the pages after `vite build` (not in the SSR build it starts itself, nor in `vite` dev): runs last,
 * after the service worker is generated, so its precache stays the plain `index.html` shell and the chunks.
 */
export function prerender({ ssrEntry, appModule }: Options): Plugin {
  let config: ResolvedConfig;
  let client: ClientBundle | undefined;
  return {
    name: 'repaso:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        client = readBundle(bundle, config.root);
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error || !client) return;
        const ssrDir = path.resolve(config.root, 'dist-ssr');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ssrEntry, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
          // One file with its libraries, React's production build among them: the server that renders members'
          // screens with it (graphql-api first-screen-data.ts) runs without NODE_ENV=production under `npm start`.
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        });
        {
          const entryName = `${path.basename(ssrEntry, path.extname(ssrEntry))}.js`;
          // No cache-busting query: the module's chunks import it back by its plain URL, and a second copy would hold
          // its own React contexts.
          const ssr = (await import(pathToFileURL(path.join(ssrDir, entryName)).href)) as typeof Prerender;
          const outDir = path.resolve(config.root, config.build.outDir);
          await writePages(client, ssr, { outDir, base: config.base, appModule });
        }
      },
    },
  };
}
