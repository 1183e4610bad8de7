// Compiles src/ (TypeScript) to dist/ (CommonJS JavaScript, same folder layout) with swc, the options in swc.json
// (decorators and their type metadata, as type-graphql and MikroORM need them; jest uses the same file).
// `npm start` and `npm run worker` run it first: it compiles only when dist/ is missing or older than what it is
// built from (a fresh clone, a `git pull`, an edit), so the server never runs stale code and a warm start costs a
// few milliseconds. `--force` always compiles; `--src DIR --out DIR` compile another tree (the build's own test).
// Tests (`*.test.ts`) are left out; other files are copied. The server then runs plain JavaScript: no compiler loaded
// at run time (swc's native module alone is ~38 MB of memory).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { newestMtime } from '../../scripts/newest-mtime.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = path.join(apiDir, 'swc.json');

/** Every file under `dir`, relative to it. */
function filesUnder(dir, prefix = '') {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

/** Whether `distDir` is missing or older than `srcDir`, the swc options, this script or the package's manifest. */
function isStale(srcDir, distDir) {
  const stamp = path.join(distDir, '.built');
  if (!fs.existsSync(stamp)) return true;
  const inputs = [srcDir, configFile, fileURLToPath(import.meta.url), path.join(apiDir, 'package.json')];
  return fs.statSync(stamp).mtimeMs < Math.max(...inputs.map(newestMtime));
}

/** Compiles into a fresh folder beside `distDir`, then puts it in its place: never half a build there. */
async function build(srcDir, distDir) {
  const started = Date.now();
  // Loaded only to compile: a warm start's staleness check stays a few milliseconds.
  const { transformFile } = await import('@swc/core');
  const options = { ...JSON.parse(fs.readFileSync(configFile, 'utf8')), swcrc: false, sourceMaps: true };
  const next = fs.mkdtempSync(path.join(path.dirname(distDir), '.dist-'));
  try {
    const files = filesUnder(srcDir).filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
    await Promise.all(
      files.map(async (file) => {
        const target = path.join(next, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        if (!file.endsWith('.ts')) return fs.copyFileSync(path.join(srcDir, file), target);
        const js = target.replace(/\.ts$/, '.js');
        const output = await transformFile(path.join(srcDir, file), {
          ...options,
          sourceFileName: path.relative(path.dirname(js), path.join(srcDir, file)),
          outputPath: js,
        });
        fs.writeFileSync(js, `${output.code}\n//# sourceMappingURL=${path.basename(js)}.map\n`);
        fs.writeFileSync(`${js}.map`, output.map);
      }),
    );
    // Dated when compiling began: a source saved meanwhile is newer, so the next start compiles again.
    fs.writeFileSync(path.join(next, '.built'), '');
    fs.utimesSync(path.join(next, '.built'), started / 1000, started / 1000);
    fs.rmSync(distDir, { recursive: true, force: true });
    fs.renameSync(next, distDir);
    return { files: files.length, ms: Date.now() - started };
  } catch (error) {
    fs.rmSync(next, { recursive: true, force: true });
    throw error;
  }
}

const { values } = parseArgs({
  options: { force: { type: 'boolean' }, src: { type: 'string' }, out: { type: 'string' } },
});
const srcDir = path.resolve(values.src ?? path.join(apiDir, 'src'));
const distDir = path.resolve(values.out ?? path.join(apiDir, 'dist'));
if (values.force || isStale(srcDir, distDir)) {
  console.log('[repaso] Compilando el servidor…');
  const { files, ms } = await build(srcDir, distDir);
  console.log(`[repaso] Servidor compilado: ${files} archivos en ${ms} ms`);
}
