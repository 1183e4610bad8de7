import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// What the server loads first (app.ts); the compiled class below records its metadata through it.
import 'reflect-metadata';

// scripts/build.mjs, which `npm start` runs before serving: compiles when the output is missing or stale, and only then.
const script = path.resolve(__dirname, '../scripts/build.mjs');

let dir: string;
let src: string;
let out: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repaso-build-'));
  src = path.join(dir, 'src');
  out = path.join(dir, 'dist');
  fs.mkdirSync(path.join(src, 'modules'), { recursive: true });
  fs.writeFileSync(
    path.join(src, 'modules/greeting.ts'),
    [
      'const decorate = (): ClassDecorator => () => {};',
      'export class Clock {}',
      '@decorate()',
      'export class Greeting {',
      '  constructor(readonly clock: Clock) {}',
      "  hello(name: string): string { return 'Hola, ' + name; }",
      '}',
      "export const paramTypes = Reflect.getMetadata('design:paramtypes', Greeting);",
    ].join('\n'),
  );
  fs.writeFileSync(path.join(src, 'main.ts'), "export { Greeting } from './modules/greeting';\n");
  fs.writeFileSync(path.join(src, 'main.test.ts'), "it('is not built', () => {});\n");
  fs.writeFileSync(path.join(src, 'modules/query.sql'), 'select 1;\n');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = () =>
  execFileSync(process.execPath, [script, '--src', src, '--out', out], { encoding: 'utf8', cwd: dir });
/** Dates every source a minute back, as a checkout made earlier. */
function dateSourcesEarlier(entry = src) {
  const earlier = new Date(Date.now() - 60_000);
  if (fs.statSync(entry).isDirectory())
    for (const child of fs.readdirSync(entry)) dateSourcesEarlier(path.join(entry, child));
  fs.utimesSync(entry, earlier, earlier);
}
/** What an edit, a `git pull` or a deletion does to a file's or a folder's date. */
const touch = (entry: string) => fs.utimesSync(entry, new Date(), new Date());

it('compiles TypeScript with decorators and their metadata to CommonJS, copies other files, leaves tests out', () => {
  expect(build()).toMatch(/Servidor compilado: 3 archivos/);
  const greeting = require(path.join(out, 'modules/greeting.js'));
  expect(new greeting.Greeting(new greeting.Clock()).hello('Ana')).toBe('Hola, Ana');
  expect(greeting.paramTypes).toEqual([greeting.Clock]);
  expect(fs.readFileSync(path.join(out, 'modules/query.sql'), 'utf8')).toBe('select 1;\n');
  expect(fs.existsSync(path.join(out, 'main.js'))).toBe(true);
  expect(fs.existsSync(path.join(out, 'main.test.js'))).toBe(false);
});

it('compiles again only when a source changed, and drops the output of a deleted source', () => {
  dateSourcesEarlier();
  build();
  expect(build()).toBe('');

  touch(path.join(src, 'modules/greeting.ts'));
  expect(build()).toMatch(/Compilando el servidor/);
  expect(build()).toBe('');

  fs.rmSync(path.join(src, 'main.ts'));
  touch(src);
  expect(build()).toMatch(/Servidor compilado: 2 archivos/);
  expect(fs.existsSync(path.join(out, 'main.js'))).toBe(false);
  expect(fs.readdirSync(dir).filter((name) => name.startsWith('.dist-'))).toEqual([]);
});
