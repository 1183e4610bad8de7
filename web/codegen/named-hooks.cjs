// Codegen plugin: a named Apollo Client 4 hook per operation (`useViewerQuery`, `useReviewCardMutation`),
// each a one-line wrapper over the typed document that `typed-document-node` emits into the same file.
// `typescript-react-apollo` would do this, but it does not compile against Apollo Client 4.
// Names come from the converter the other plugins use (default suffixes, no type prefix), so they match theirs.
const { Kind } = require('graphql');
const { convertFactory } = require('@graphql-codegen/visitor-plugin-common');

const HOOKS = {
  query: ['Query', 'LazyQuery', 'SuspenseQuery'],
  mutation: ['Mutation'],
};

/** Whether a caller must pass `variables` (a non-null variable without a default). */
function hasRequiredVariables(operation) {
  return (operation.variableDefinitions ?? []).some(
    (definition) => definition.type.kind === Kind.NON_NULL_TYPE && !definition.defaultValue,
  );
}

function hookSource(hook, names, requiredVariables) {
  const { base, document, result, variables } = names;
  // Lazy queries and mutations can take their variables when called, so only eager queries require options.
  const optional = requiredVariables && (hook === 'Query' || hook === 'SuspenseQuery') ? '' : '?';
  const apolloHook = `use${hook}`;
  const options =
    hook === 'SuspenseQuery' ? `${apolloHook}.Options<${variables}>` : `${apolloHook}.Options<${result}, ${variables}>`;
  return [
    `export function use${base}${hook}(options${optional}: ${options}) {`,
    `  return ${apolloHook}(${document}, options);`,
    '}',
  ].join('\n');
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
function plugin(_schema, documents, config) {
  const convert = convertFactory(config);
  // In a module of its own (per-document.cjs) the operations' types come from the types file as `Types`.
  const types = config.importOperationTypesFrom ? `${config.importOperationTypesFrom}.` : '';
  const used = new Set();
  const hooks = [];

  for (const { document } of documents) {
    for (const definition of document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const operationType = definition.operation[0].toUpperCase() + definition.operation.slice(1);
      const names = {
        base: convert(definition),
        document: convert(definition, { suffix: 'Document' }),
        result: types + convert(definition, { suffix: operationType }),
        variables: types + convert(definition, { suffix: `${operationType}Variables` }),
      };
      for (const hook of HOOKS[definition.operation] ?? []) {
        used.add(`use${hook}`);
        hooks.push(hookSource(hook, names, hasRequiredVariables(definition)));
      }
    }
  }

  if (hooks.length === 0) return '';
  const imports = [...used].sort().join(', ');
  return { prepend: [`import { ${imports} } from '@apollo/client/react';`], content: `\n${hooks.join('\n\n')}\n` };
}

module.exports = { plugin };
