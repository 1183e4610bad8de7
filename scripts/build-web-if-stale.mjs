// `npm start` runs this first: builds web/ when web/dist is missing or older than its sources,
// so a fresh clone needs no separate build step and a warm start costs nothing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const web = path.resolve(import.meta.dirname, '../web');
const built = path.join(web, 'dist/index.html');

const sources = ['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package.json']
  .map((name) => path.join(web, name))
  .filter((entry) => fs.existsSync(entry));
const sourceTime = Math.max(...sources.map(newestMtime));

if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourceTime) {
  console.log('[repaso] Compilando la aplicación web…');
  execSync('npm run build -w web', { stdio: 'inherit', cwd: path.resolve(web, '..') });
}
