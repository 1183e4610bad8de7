import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { buildGraphQLSchema, printGraphQLSchema, schemaFile } from './schema';

describe('schema.graphql', () => {
  it('is what the resolvers emit (run `npm run codegen` after changing a resolver)', async () => {
    const emitted = printGraphQLSchema(await buildGraphQLSchema());
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(emitted);
  });
});

describe('object types', () => {
  beforeAll(() => buildGraphQLSchema());

  it("resolve their plain properties with graphql-js's default resolver, so none may carry a check of its own", () => {
    // `simpleResolvers` leaves out type-graphql's per-field middleware runner; it would also leave out an
    // `@Authorized()` or a middleware put on a plain property. Checks belong to a resolver's methods.
    const storage = getMetadataStorage();
    expect(storage.objectTypes.filter((type) => !type.simpleResolvers).map((type) => type.name)).toEqual([]);
    const resolved = new Set(
      storage.fieldResolvers.map((field) => `${field.getObjectType?.()?.name}.${field.methodName}`),
    );
    const checked = storage.fields.filter(
      (field) =>
        !resolved.has(`${field.target.name}.${field.name}`) && (field.roles || (field.middlewares ?? []).length > 0),
    );
    expect(checked.map((field) => `${field.target.name}.${field.name}`)).toEqual([]);
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

  it("holds a documents module for each .graphql file of the web and no other (codegen's check misses a leftover)", () => {
    const web = path.resolve(__dirname, '../../../web/src');
    const files = (dir: string, extension: string) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith(extension))
        .map((file) => file.slice(0, -extension.length))
        .sort();
    const documents = path.join(web, '__generated__/documents');
    const sources = files(web, '.graphql');
    expect(sources.length).toBeGreaterThan(50);
    expect(files(documents, '.ts')).toEqual(sources);
  });
});
