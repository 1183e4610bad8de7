import type { RequestListener } from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import OpenAPIResponseValidator from 'openapi-response-validator';
import { buildApiDocs } from '../src/http/openapi/openapi-document';

type Document = ReturnType<ReturnType<typeof buildApiDocs>['document']>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: object }> }> };

/** The REST facade's OpenAPI document, as `/api/openapi.json` serves it. */
export const apiDocument = (): Document => buildApiDocs().document();

/**
 * Checks REST answers against the OpenAPI document with a real validator (`openapi-response-validator`, ajv):
 * the status must be one the operation documents, and a JSON body must match that status's schema.
 */
export function openApiChecker(document: Document = apiDocument()) {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      pattern: new RegExp(`^/api${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      operation,
    })),
  );
  const validators = new Map<string, OpenAPIResponseValidator>();
  /** `METHOD /path` (OpenAPI form) of every operation an answer was checked for. */
  const checked = new Set<string>();

  /** A problem with one answer, or undefined when it is as documented (or its route is not a documented one). */
  function check(method: string, url: string, status: number, body: unknown): string | undefined {
    const path = url.split('?')[0];
    const match = operations.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!match) return undefined;
    checked.add(match.key);
    const response = match.operation.responses?.[String(status)];
    if (!response) return `${match.key} answered ${status}, which the document does not list`;
    const schema = response.content?.['application/json']?.schema;
    if (!schema || body === undefined) return undefined;
    let validator = validators.get(`${match.key} ${status}`);
    if (!validator) {
      validator = new OpenAPIResponseValidator({
        responses: { [status]: { schema } } as never,
        components: document.components as never,
      });
      validators.set(`${match.key} ${status}`, validator);
    }
    const problem = validator.validateResponse(status, body);
    return problem ? `${match.key} ${status}: ${JSON.stringify(problem.errors)}` : undefined;
  }

  return { check, checked, operations: operations.map((operation) => operation.key) };
}

/** An answer's body as sent, uncompressed. */
function decoded(bytes: Buffer, encoding: string | undefined): Buffer {
  if (bytes.length === 0) return bytes;
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'deflate') return zlib.inflateSync(bytes);
  return bytes;
}

/**
 * `app` behind a layer that checks every `/api` answer it sends (see `openApiChecker`), a streamed JSON download
 * whole; problems are collected in `violations`, and `startTestApp`'s `stop()` fails the test file when there is any.
 */
export function checkingResponses(app: RequestListener, checker = openApiChecker()) {
  const violations: string[] = [];
  const outer = express();
  outer.disable('x-powered-by');
  outer.use((req, res, next) => {
    if (!req.originalUrl.startsWith('/api/') || req.method === 'OPTIONS' || req.method === 'HEAD') return next();
    // Every byte of a JSON answer, whether `res.json` sent it at once or a download streamed it in pieces (as the
    // client gets them: compressed when `compression` did).
    const chunks: Buffer[] = [];
    const isJson = () => /json/.test(String(res.get('content-type')));
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || !isJson()) return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.on('finish', () => {
      const text = decoded(Buffer.concat(chunks), res.get('content-encoding')).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        violations.push(`${req.method} ${req.originalUrl} ${res.statusCode}: the JSON answer does not parse`);
        return;
      }
      const problem = checker.check(req.method, req.originalUrl, res.statusCode, body);
      if (problem) violations.push(problem);
    });
    next();
  });
  outer.use((req, res) => app(req, res));
  return { app: outer, violations, checker };
}
