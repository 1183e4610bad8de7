// Build step after `vite build` and the SSR build of src/prerender.tsx: writes dist/landing.html, the SPA shell
// with the landing page already inside #root, which the server sends for `/` to visitors.
import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const ssrDir = path.join(web, 'dist-ssr');
const { renderLanding } = await import(path.join(ssrDir, 'prerender.js'));
const shell = fs.readFileSync(path.join(web, 'dist/index.html'), 'utf8');
const root = '<div id="root"></div>';
if (!shell.includes(root)) throw new Error(`dist/index.html has no ${root}`);
fs.writeFileSync(path.join(web, 'dist/landing.html'), shell.replace(root, `<div id="root">${renderLanding()}</div>`));
fs.rmSync(ssrDir, { recursive: true, force: true });
