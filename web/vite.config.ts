import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/prerender-plugin.ts';

// Without changeOrigin the API sees the page's Host, which matches its Origin, so its cross-site guard lets writes through.
// The server also answers robots.txt (it names the sitemap at APP_URL) and the sitemap.
const proxy = Object.fromEntries(
  ['/api', '/graphql', '/robots.txt', '/sitemap'].map((path) => [path, 'http://localhost:3000']),
);

// The installable app (issue 14): a Workbox service worker precaching the shell and every lazily loaded chunk, and
// the manifest. Registered by the signed-in screens only (features/offline), so the landing page stays as it was.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    name: 'Repaso: tarjetas de memoria',
    short_name: 'Repaso',
    description: 'Tarjetas de memoria con repetición espaciada: repasa cada día, también sin conexión.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#432dd7',
    background_color: '#f8fafc',
    icons: [
      { src: 'pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,txt}'],
    cleanupOutdatedCaches: true,
    // No NavigationRoute (vite-plugin-pwa adds one for index.html unless told): navigations are the first rule below.
    navigateFallback: null,
    // Nor is `/` the precached index.html: the dashboard's page comes from the server with its first data too.
    directoryIndex: null,
    // The worker starts while the page is already asked for (no start-up delay before each navigation).
    navigationPreload: true,
    // A card's images and sounds (their address is their hash: never stale), also those the offline runtime fetched
    // ahead for the offline copy (lib/offline/media-cache.ts, same cache). Ranges are answered from the whole file.
    runtimeCaching: [
      // A client route is asked of the server, whose page carries the learner's first data (issue 36): Workbox's
      // navigateFallback answered every navigation with the cached shell once the worker controlled the tab, so a
      // returning learner's screens always waited for the API. When the server cannot be reached, the cached shell
      // opens instead. The API, GraphQL and the e-mail links' pages never get the shell.
      {
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && request.mode === 'navigate' && !/^\/(api|graphql|reminders)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/media/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'repaso-media',
          rangeRequests: true,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 2000, purgeOnQuotaError: true },
        },
      },
    ],
  },
});

/** A component or helper of the web's features, but the UI kit's (`ui` group) and the charts (recharts). */
const featureModule = /[\\/]web[\\/]src[\\/](components[\\/](?!ui[\\/]|charts[\\/])|features[\\/])/;
/** A module of the API's that the web imports, but its zod schemas. */
const apiModule = /[\\/]graphql-api[\\/]src[\\/].*(?<!\.schema)\.ts$/;
/** The small hooks and helpers (`lib` group). */
const libModule = /[\\/]src[\\/](lib|hooks)[\\/]/;
/**
 * Helpers that the first screen of a page never runs, left to the chunk of what imports them: the offline runtime
 * (and the cache trimming only it imports), which the app imports once the page has loaded, and the typed answer's
 * check, which only a study session runs. In the `lib` group they brought apollo3-cache-persist, workbox-window and
 * diff with them: 30 kB of every signed-in page's scripts (`lib` 245 → 215 kB).
 */
const notOnFirstScreen =
  /[\\/]web[\\/]src[\\/]lib[\\/](offline[\\/]offline-runtime|offline[\\/]trim-cache|typed-answer)\.ts$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pwa,
    // landing.html, pages/*.html, app.html, app-shell.html and first-data.json, after the bundle (README, "Page variants").
    prerender({ ssrEntry: 'src/prerender.tsx', appModule: 'src/app/app.tsx' }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The API's zod schemas (they import only zod), so a form and the server share each rule and message.
      '@api': fileURLToPath(new URL('../graphql-api/src', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks (issue 36). Left to itself, Rolldown made a chunk for each set of screens sharing
        // a module: a folder's page loaded 57 files, 38 of them under 4 kB (an icon, a hook, a screen's documents),
        // and asking for them cost the module loader a main-thread task of 0.18 s in Lighthouse's trace. With these
        // groups it loads 9 (about 20 kB more), and its blocking time halved (README, the figures of 30 Nov 14:10
        // and 17:08 UTC). The signed-out pages' first script stays the entry's alone. The Markdown renderer and the
        // charts stay chunks of their own, asked only where needed; a screen's own documents stay in its chunk
        // (e2e/first-data.spec.ts).
        codeSplitting: {
          groups: [
            // What the entry imports statically: one file, the only one a signed-out page loads before its paint.
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
            { name: 'ui', test: /[\\/]src[\\/]components[\\/]ui[\\/]/ },
            // The small hooks and helpers, with what they import (Apollo's client among them); a big one keeps its chunk.
            {
              name: 'lib',
              test: (id) => libModule.test(id) && !notOnFirstScreen.test(id),
              maxModuleSize: 8 * 1024,
            },
            // The documents that more than one screen's code imports (the app's preloading imports each first query).
            { name: 'documents', test: /[\\/]src[\\/]__generated__[\\/]documents[\\/]/, minShareCount: 2 },
            // The small components and helpers of the features that more than one screen imports (a card's content, a
            // folder's icon, a download link, the tag picker): each was a file of 0.1–1.4 kB, and each file costs the
            // module loader a request and a task of its own (a folder page had six). The charts and the API's zod
            // schemas are left out: recharts and zod came with them.
            {
              name: 'shared',
              test: (id) => featureModule.test(id) || apiModule.test(id),
              minShareCount: 2,
              maxModuleSize: 8 * 1024,
            },
          ],
        },
      },
    },
  },
});
