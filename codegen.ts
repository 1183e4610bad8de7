import type { CodegenConfig } from '@graphql-codegen/cli';

/** How the web's documents are written: the persisted documents' hashes are taken over the same ones. */
const documentsConfig = {
  useTypeImports: true,
  scalars: { DateTime: 'string' },
  nonOptionalTypename: true,
  skipTypeNameForRoot: true,
  documentNodeImport: '@apollo/client#TypedDocumentNode',
};

/**
 * Typed documents and named Apollo hooks for the web app. Paths are relative to the repository root:
 * run from there, or pass `{ ...config, cwd: root }` to `generate()`.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'web/src/**/*.graphql',
  generates: {
    // The operations' types, and every document module's exports again, in one file to import from.
    'web/src/__generated__/graphql.ts': {
      plugins: ['typescript-operations', './web/codegen/per-document.cjs'],
      config: { ...documentsConfig, sourceRoot: 'web/src', documentsDir: 'documents' },
    },
    // Each .graphql file's typed documents and hooks in a module of its own at the same path, so that a screen's chunk
    // carries only its own documents.
    'web/src/__generated__/documents/': {
      preset: './web/codegen/per-document.cjs',
      presetConfig: { sourceRoot: 'web/src', typesFile: 'web/src/__generated__/graphql.ts' },
      plugins: ['./web/codegen/hashed-documents.cjs', './web/codegen/named-hooks.cjs'],
      config: documentsConfig,
    },
    // The same operations' names, for the server's metrics (a bounded label set: other names count as "other").
    'graphql-api/src/graphql/__generated__/web-operations.ts': {
      plugins: ['./web/codegen/operation-names.cjs'],
    },
    // The same operations by the hash the web's link sends instead of their text (`graphql/known-documents.ts`).
    'graphql-api/src/graphql/__generated__/web-documents.ts': {
      plugins: ['./web/codegen/persisted-documents.cjs'],
      config: documentsConfig,
    },
  },
};

export default config;
