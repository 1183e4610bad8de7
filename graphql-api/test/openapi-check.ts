import express from 'express';
import OpenAPIResponseValidator from 'openapi-response-validator';
import { buildApiDocs } from '../src/http/openapi-document';

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

/**
 * `app` behind a layer that checks every `/api` answer it sends (see `openApiChecker`); problems are collected
 * in `violations`, and `startTestApp`'s `stop()` fails the test file when there is any.
 */
export function checkingResponses(app: express.Express, checker = openApiChecker()) {
  const violations: string[] = [];
  const outer = express();
  outer.disable('x-powered-by');
  outer.use((req, res, next) => {
    if (!req.originalUrl.startsWith('/api/') || req.method === 'OPTIONS' || req.method === 'HEAD') return next();
    let body: unknown;
    const send = res.send.bind(res);
    res.send = (chunk?: unknown) => {
      if (body === undefined && /json/.test(String(res.get('content-type'))) && typeof chunk === 'string') {
        body = JSON.parse(chunk);
      }
      return send(chunk);
    };
    res.on('finish', () => {
      const problem = checker.check(req.method, req.originalUrl, res.statusCode, body);
      if (problem) violations.push(problem);
    });
    next();
  });
  outer.use(app);
  return { app: outer, violations, checker };
}
