// Codegen plugin: typed-document-node's documents, each operation carrying the hash the server knows it by
// (`__meta__.hash`, as graphql-codegen's persisted documents write it), so that the web's link sends that hash without
// printing and hashing the operation in the browser (lib/graphql-link.ts). The hash is persisted-documents.cjs's: the
// SHA-256 of the text Apollo Client sends for that very document.
const { plugin: typedDocumentNode } = require('@graphql-codegen/typed-document-node');
const { sentText, hashOf, typedDocuments } = require('./persisted-documents.cjs');

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
async function plugin(schema, documents, config, info) {
  const output = await typedDocumentNode(schema, documents, config, info);
  let content = output.content;
  for (const [line, , json] of [...typedDocuments(content)]) {
    const document = JSON.parse(json);
    const hashed = { ...document, __meta__: { hash: hashOf(await sentText(document)) } };
    content = content.replace(line, line.replace(json, JSON.stringify(hashed)));
  }
  return { ...output, content };
}

module.exports = { plugin };
