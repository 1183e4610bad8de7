import { type ApolloServer, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { strongEtag } from '../core/public-answers';
import type { KnownDocuments } from '../graphql/known-documents';
import type { GraphQLContext } from '../transport/context';
import { matchesEtag } from '../transport/download';

/** Apollo's two JSON types, as it names them in `Content-Type`, by what a request's `Accept` prefers. */
const jsonTypes: Record<string, string> = {
  'application/json': 'application/json; charset=utf-8',
  'application/graphql-response+json': 'application/graphql-response+json; charset=utf-8',
};
const acceptable = Object.keys(jsonTypes);

/**
 * `/graphql`'s last step: the request, as the earlier steps left it (its JSON body parsed), answered. A JSON POST for a
 * known document (`known.find`: one of the web app's operations by hash, or a text sent before) that accepts one of
 * Apollo's JSON types runs without Apollo's pipeline, on the same context (`known.answer`); every other request goes to
 * Apollo Server. Apollo's part is what `@as-integrations/express5`'s `expressMiddleware` does, without its legacy
 * `url.parse` of every request's URL (only the query string is wanted) and with Apollo's errors passed to Express's
 * error handler. Apollo's answers are always whole here: `@defer` and `@stream` are not in the schema.
 */
export function graphqlHandler(
  apollo: ApolloServer<GraphQLContext>,
  known: KnownDocuments,
  context: (req: Request, res: Response) => Promise<GraphQLContext>,
): RequestHandler {
  apollo.assertStarted('graphqlHandler()');
  return async (req, res, next) => {
    try {
      const request = req.method === 'POST' && req.is('application/json') ? known.find(req.body) : undefined;
      // Apollo's choice of type (none acceptable is Apollo's 406 to send).
      const type = request && req.accepts(acceptable);
      if (request && type) {
        const { status, body, retryAfterSeconds } = await known.answer(request, await context(req, res));
        res.statusCode = status;
        if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
        res.setHeader('content-type', jsonTypes[type]);
        res.send(body);
        return;
      }
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const query = req.url.indexOf('?');
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: query === -1 ? '' : req.url.slice(query),
          body: req.body,
        },
        context: () => context(req, res),
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        // An answer any cache may keep (graphql/http-cache.ts) is revalidated with a strong ETag of its body.
        if (answer.headers.get('cache-control')?.startsWith('public')) {
          // Apollo answers `application/graphql-response+json` or `application/json` by the request's Accept: a
          // shared cache keeps one copy of each (added to the Vary the CORS step may have set).
          res.vary('Accept');
          const etag = strongEtag(answer.body.string);
          res.setHeader('ETag', etag);
          if (matchesEtag(req.get('if-none-match'), etag)) {
            res.status(304).end();
            return;
          }
        }
        res.send(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
