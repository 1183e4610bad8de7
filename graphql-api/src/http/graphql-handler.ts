import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { strongEtag } from '../core/public-answers';
import { matchesEtag } from '../modules/media/media.routes';

/**
 * `/graphql`'s last step: the request, as the earlier steps left it (its JSON body parsed), handed to Apollo Server,
 * and Apollo's answer sent. What `@as-integrations/express5`'s `expressMiddleware` does, without its legacy
 * `url.parse` of every request's URL (only the query string is wanted) and with Apollo's errors passed to Express's
 * error handler. Apollo's answers are always whole here: `@defer` and `@stream` are not in the schema.
 */
export function graphqlHandler<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
): RequestHandler {
  apollo.assertStarted('graphqlHandler()');
  return async (req, res, next) => {
    try {
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
