import fs from 'node:fs';
import { buildGraphQLSchema, printGraphQLSchema, schemaFile } from './schema';

describe('schema.graphql', () => {
  it('is what the resolvers emit (run `npm run codegen` after changing a resolver)', async () => {
    const emitted = printGraphQLSchema(await buildGraphQLSchema());
    expect(fs.readFileSync(schemaFile, 'utf8')).toBe(emitted);
  });
});
