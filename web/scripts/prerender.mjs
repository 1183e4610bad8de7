// Build step after `vite build` and the SSR build of src/prerender.tsx: writes dist/landing.html, the SPA shell
// with the landing page already inside #root, which the server sends for `/` to visitors, and dist/pages/<name>.html
// for the public screens a visitor opens first (/login, /register, …), which the server sends for those paths.
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(web, 'dist-ssr');
const { renderLanding, renderPage, prerenderedPages, firstDataQueries } = await import(
  path.join(ssrDir, 'prerender.js')
);
const shell = fs.readFileSync(path.join(web, 'dist/index.html'), 'utf8');
const root = '<div id="root"></div>';
const title = '<title>Repaso</title>';
if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
if (!shell.includes(title)) throw new Error(`dist/index.html has no ${title}`);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// A render that failed on the server leaves React's marker and an empty page behind: the build fails instead.
const rendered = (html) => {
  if (html.includes('Switched to client rendering')) throw new Error(`prerendering failed:\n${html.slice(0, 2000)}`);
  return html;
};
// Function replacements: `$` in the markup must stay as it is.
const fill = (html, pageTitle) =>
  shell
    .replace(root, () => `<div id="root">${rendered(html)}</div>`)
    .replace(title, () => `<title>${escapeHtml(pageTitle)}</title>`);

fs.writeFileSync(path.join(web, 'dist/landing.html'), fill(renderLanding(), 'Repaso'));
fs.mkdirSync(path.join(web, 'dist/pages'), { recursive: true });
for (const page of Object.keys(prerenderedPages)) {
  const { html, title: pageTitle } = await renderPage(page);
  fs.writeFileSync(path.join(web, `dist/pages${page}.html`), fill(html, pageTitle));
}

// dist/app.html, sent to members (session hint): the shell that also asks for the app chunk and what it imports
// (Apollo, the frame) from the start, beside the entry, rather than once the entry has run.
const manifest = JSON.parse(fs.readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8'));
const appChunks = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || appChunks.has(chunk.file)) return;
  appChunks.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect('src/app/app.tsx');
const preloaded = new Set([...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
const links = [...appChunks]
  .filter((file) => !preloaded.has(file))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join('\n    ');
if (links === '') throw new Error('the manifest names no chunk for src/app/app.tsx');
fs.writeFileSync(
  path.join(web, 'dist/app.html'),
  shell.replace('</head>', () => `  ${links}\n  </head>`),
);

// dist/first-data.json: the queries the server answers into app.html for a signed-in page request, and each
// screen's chunks (beyond the app's) for it to preload with them.
const chunksOf = (key) => {
  const files = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  if (files.size === 0) throw new Error(`the manifest names no chunk for ${key}`);
  return [...files].filter((file) => !appChunks.has(file) && !preloaded.has(file));
};
// dist/app-shell.html: app.html for the server to fill with a screen's shell and first data. Its entry is only
// preloaded, and public/after-paint.js evaluates it once the shell is on screen; the scripts are fetched at low
// priority, after the stylesheet the shell needs (Lighthouse counts a high-priority script as holding the paint).
const entryTag = shell.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/);
if (!entryTag) throw new Error('dist/index.html has no entry script');
fs.writeFileSync(
  path.join(web, 'dist/app-shell.html'),
  fs
    .readFileSync(path.join(web, 'dist/app.html'), 'utf8')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
    .replace(
      entryTag[0],
      () =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin data-entry href="${entryTag[1]}">\n    <script type="module" src="/after-paint.js"></script>`,
    ),
);
const { viewer, screens } = await firstDataQueries();
fs.writeFileSync(
  path.join(web, 'dist/first-data.json'),
  JSON.stringify({
    viewer,
    screens: screens.map(({ source, shell, ...screen }) => ({
      ...screen,
      shell: rendered(shell),
      preload: chunksOf(source),
    })),
  }),
);
fs.rmSync(ssrDir, { recursive: true, force: true });
