const fs = require('node:fs');
const path = require('node:path');

/**
 * The ES-module-only packages the card renderer loads (react-markdown and its unified/micromark dependencies): jest
 * on Node 20 cannot require them, so swc compiles them to CommonJS like our own files. Read from their package.json
 * files, so the list follows the installed versions.
 */
function esmOnlyPackages(roots) {
  const found = new Set();
  const seen = new Set();
  /** `name` as Node finds it from `from` (the nearest node_modules folder up from there). */
  const locate = (name, from) => {
    for (let folder = from; ; folder = path.dirname(folder)) {
      const candidate = path.join(folder, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (folder === path.dirname(folder)) return undefined;
    }
  };
  const visit = (name, from) => {
    const folder = locate(name, from);
    if (!folder || seen.has(folder)) return;
    seen.add(folder);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
    if (manifest.type === 'module') found.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder);
  };
  for (const root of roots) visit(root, __dirname);
  return [...found];
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformedPackages = esmOnlyPackages([
  'react-markdown',
  'remark-breaks',
  'micromark-extension-gfm-table',
  'micromark-extension-gfm-strikethrough',
  'mdast-util-gfm-table',
  'mdast-util-gfm-strikethrough',
]).map(escapeRegExp);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: {
    '^.+\\.tsx?$': swc,
    '^.+\\.m?js$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${transformedPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@api/(.*)$': '<rootDir>/../graphql-api/src/$1',
    '\\.(css|svg)$': '<rootDir>/src/testing/file-stub.ts',
  },
};
