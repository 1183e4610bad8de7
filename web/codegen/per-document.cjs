// Codegen preset: one module per `.graphql` file of web/src, at the same path under the output folder, holding that
// file's typed documents and named hooks; the operations' types stay in the one types file. A bundler places a module
// in the chunk of the screens that import it, so a screen's code carries its own documents, not every screen's
// (one module of all 110-odd documents was 166 kB in the chunk every screen loads).
// A fragment spread from another file is inlined into the document (as in the one file), never imported.
const path = require('node:path');
const addPlugin = require('@graphql-codegen/add');
const { Kind } = require('graphql');

/** Where a source file's module goes: `web/src/features/x/y.graphql` → `<output>/features/x/y.ts`. */
function moduleFile(sourceRoot, outputDir, location) {
  const relative = path.relative(path.resolve(sourceRoot), path.resolve(location));
  return path.join(outputDir, relative.replace(/\.graphql$/, '.ts'));
}

/** @type {import('@graphql-codegen/plugin-helpers').Types.OutputPreset<{ sourceRoot: string, typesFile: string }>} */
const preset = {
  buildGeneratesSection(options) {
    const { sourceRoot, typesFile } = options.presetConfig;
    const fragmentsOf = (document) =>
      document.definitions
        .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((node) => ({ node, name: node.name.value, onType: node.typeCondition.name.value, isExternal: true }));
    const allFragments = options.documents.flatMap(({ document }) => fragmentsOf(document));

    return options.documents.map((source) => {
      const filename = moduleFile(sourceRoot, options.baseOutputDir, source.location);
      const own = new Set(fragmentsOf(source.document).map((fragment) => fragment.name));
      const typesImport = path
        .relative(path.dirname(filename), typesFile)
        .replace(/\.ts$/, '')
        .replace(/^(?!\.)/, './');
      return {
        filename,
        documents: [source],
        schema: options.schema,
        schemaAst: options.schemaAst,
        plugins: [{ add: { content: `import type * as Types from '${typesImport}';` } }, ...options.plugins],
        pluginMap: { ...options.pluginMap, add: addPlugin },
        config: {
          ...options.config,
          importOperationTypesFrom: 'Types',
          externalFragments: allFragments.filter((fragment) => !own.has(fragment.name)),
        },
        pluginContext: options.pluginContext,
        profiler: options.profiler,
        documentTransforms: options.documentTransforms,
      };
    });
  },
};

/**
 * Codegen plugin for the types file: re-exports every module, so that components import documents and hooks from the
 * one path. Rolldown links each import through these side-effect-free re-exports to its module.
 * @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ sourceRoot: string, documentsDir: string }>}
 */
function plugin(_schema, documents, config, info) {
  const from = path.dirname(info.outputFile);
  const lines = documents.map(({ location }) => {
    const file = moduleFile(config.sourceRoot, path.join(from, config.documentsDir), location);
    return `export * from './${path.relative(from, file).replace(/\.ts$/, '')}';`;
  });
  return { content: [...new Set(lines)].sort().join('\n') };
}

module.exports = { preset, plugin };
