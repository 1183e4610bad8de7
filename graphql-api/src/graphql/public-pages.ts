import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { contentSecurityPolicy } from '../http/security-headers';
import { printGraphQLSchema } from './schema';

/** Where Apollo's embedded Sandbox comes from (its landing page loads it; see `@apollo/server`'s plugin). */
const apolloScripts = [
  'https://embeddable-sandbox.cdn.apollographql.com',
  'https://apollo-server-landing-page.cdn.apollographql.com',
];
const apolloFrames = ['https://sandbox.embed.apollographql.com'];

/**
 * Our CSP over `GET /graphql` (the Sandbox landing page). Apollo's page also carries its own policy in a
 * `<meta>` with a nonce for its two inline scripts; both policies apply, so inline scripts run only with that
 * nonce, scripts come only from Apollo's CDN, the Sandbox runs only in Apollo's frame, and the page itself
 * cannot be framed. Its GraphQL requests go to this origin (the frame hands them to the page, which sends them
 * with the learner's cookie or the token typed in the Sandbox).
 */
export function landingPageCsp(): RequestHandler {
  return contentSecurityPolicy({
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'", ...apolloScripts],
    styleSrc: ["'self'", "'unsafe-inline'", ...apolloScripts, 'https://fonts.googleapis.com'],
    fontSrc: ["'self'", 'https://fonts.gstatic.com'],
    imgSrc: ["'self'", 'data:', ...apolloScripts],
    manifestSrc: ["'self'", ...apolloScripts],
    frameSrc: apolloFrames,
    connectSrc: ["'self'", 'https://*.apollographql.com'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  });
}

/**
 * `GET /graphql/schema.graphql`: the SDL, exactly the committed `schema.graphql` (printed from the same
 * resolvers; a drift test keeps the file equal), with a strong ETag so tools download it only when it changed.
 */
export function schemaFileRoute(schema: GraphQLSchema): RequestHandler {
  const sdl = printGraphQLSchema(schema);
  const etag = `"${crypto.createHash('sha256').update(sdl).digest('base64url')}"`;
  return (req, res) => {
    res.set({ ETag: etag, 'Cache-Control': 'no-cache' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('text/plain; charset=utf-8').send(sdl);
  };
}
