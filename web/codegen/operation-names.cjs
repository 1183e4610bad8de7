// Codegen plugin: the names of the web app's operations, for the server's metrics. `/metrics` counts GraphQL
// operations by name, and a label must come from a bounded set: a name a client made up is counted as "other".
const { Kind } = require('graphql');

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
function plugin(_schema, documents) {
  const names = new Set();
  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
    }
  }
  const list = [...names].sort().map((name) => `  '${name}',`);
  return [
    "// The web app's GraphQL operations (web/src/**/*.graphql), written by `npm run codegen`; never edit by hand.",
    'export const webOperationNames: readonly string[] = [',
    ...list,
    '];',
    '',
  ].join('\n');
}

module.exports = { plugin };
