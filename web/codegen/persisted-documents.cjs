// Codegen plugin: the web app's operations as the server knows them by hash (persisted documents). Each operation's
// document is the one `typed-document-node` writes into the web's generated file (its fragments appended), made into
// the text Apollo Client really sends: a client set up like the web's is asked for it, and a last link reads the
// operation as `PersistedQueryLink` hashes it (`__typename` added to every selection, printed by Apollo's `print`).
// The key is that text's SHA-256, the hash the web's link sends instead of the text.
const { createHash } = require('node:crypto');
const { ApolloClient, ApolloLink, InMemoryCache } = require('@apollo/client');
const { print } = require('@apollo/client/utilities');
const { Observable } = require('rxjs');
const { plugin: typedDocumentNode } = require('@graphql-codegen/typed-document-node');

/** The text Apollo Client sends for `document`: what its links see, printed. */
async function sentText(document) {
  let text;
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          text = print(operation.query);
          observer.next({ data: null });
          observer.complete();
        }),
    ),
  });
  const mutation = document.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
  );
  try {
    if (mutation) await client.mutate({ mutation: document, errorPolicy: 'ignore' });
    else await client.query({ query: document, fetchPolicy: 'no-cache', errorPolicy: 'ignore' });
  } catch {
    // The empty answer is not the point: the text was read on its way out.
  } finally {
    client.stop();
  }
  if (text === undefined) throw new Error('Apollo Client sent nothing');
  return text;
}

/** The SHA-256 (hex) of the text Apollo Client sends for `document`: the key the server knows it by. */
const hashOf = (text) => createHash('sha256').update(text).digest('hex');

/** Each `export const <Name>Document = {…} as unknown as …` line of typed-document-node's output: name and JSON. */
const typedDocuments = (content) => content.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm);

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction} */
async function plugin(schema, documents, config, info) {
  const { content } = await typedDocumentNode(schema, documents, config, info);
  const entries = [];
  for (const [, name, json] of typedDocuments(content)) {
    const text = await sentText(JSON.parse(json));
    entries.push([hashOf(text), name, text]);
  }
  entries.sort(([, a], [, b]) => a.localeCompare(b));
  return [
    "// The web app's operations (web/src/**/*.graphql) by the SHA-256 of the text Apollo Client sends, written by",
    '// `npm run codegen`; never edit by hand.',
    'export const webDocuments: Readonly<Record<string, string>> = {',
    ...entries.map(([hash, name, text]) => `  // ${name}\n  '${hash}': ${JSON.stringify(text)},`),
    '};',
    '',
  ].join('\n');
}

module.exports = { plugin, sentText, hashOf, typedDocuments };
