import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildGraphQLSchema, printGraphQLSchema, schemaFile } from './schema';

describe('schema.graphql', () => {
  it('is what the resolvers emit (run `npm run codegen` after changing a resolver)', async () => {
    const emitted = printGraphQLSchema(await buildGraphQLSchema());
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(emitted);
  });
});

describe('web/src/__generated__', () => {
  it('is what codegen makes from schema.graphql and the web operations (run `npm run codegen`)', () => {
    // A child process: the codegen CLI loads ESM-only packages that jest cannot require on Node 20.
    const root = path.resolve(__dirname, '../../..');
    const check = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--check'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(`${check.stdout}${check.stderr}`).not.toMatch(/stale/i);
    expect(check.status).toBe(0);
  });
});
