import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents and named Apollo hooks for the web app. Paths are relative to the repository root:
 * run from there, or pass `{ ...config, cwd: root }` to `generate()`.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'web/src/**/*.graphql',
  generates: {
    'web/src/__generated__/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node', './web/codegen/named-hooks.cjs'],
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string' },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        documentNodeImport: '@apollo/client#TypedDocumentNode',
      },
    },
    // The same operations' names, for the server's metrics (a bounded label set: other names count as "other").
    'graphql-api/src/graphql/__generated__/web-operations.ts': {
      plugins: ['./web/codegen/operation-names.cjs'],
    },
  },
};

export default config;
