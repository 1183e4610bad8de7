import fs from 'node:fs';
import { buildGraphQLSchema, printGraphQLSchema, schemaFile } from './schema';

/** `npm run codegen`, step one: writes `schema.graphql` from the resolvers. */
async function main() {
  fs.writeFileSync(schemaFile, printGraphQLSchema(await buildGraphQLSchema()));
  console.log(`Escrito ${schemaFile}`);
}

void main();
