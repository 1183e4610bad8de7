import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers, with the three that only mean something in a secure context sent only over https:
 * HSTS (ignored over http), Cross-Origin-Opener-Policy and Origin-Agent-Cluster (both ignored, each with a
 * console warning, on an http origin that is not potentially trustworthy, such as a phone opening
 * `http://<LAN address>:3000`). `req.secure` honours `X-Forwarded-Proto` only when `TRUST_PROXY` says a
 * proxy is in front.
 */
export function securityHeaders(): RequestHandler {
  const always = headersOf(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    }),
  );
  const secureOnly = headersOf(
    helmet({
      ...Object.fromEntries(Object.keys(helmetDefaults).map((name) => [name, false])),
      strictTransportSecurity: true,
      crossOriginOpenerPolicy: true,
      originAgentCluster: true,
    }),
  );
  return (req, res, next) => {
    for (const [name, value] of always) res.setHeader(name, value);
    if (req.secure) for (const [name, value] of secureOnly) res.setHeader(name, value);
    next();
  };
}

/** Every header helmet can send, by its option name (all on by default). */
const helmetDefaults = {
  contentSecurityPolicy: true,
  crossOriginEmbedderPolicy: true,
  crossOriginOpenerPolicy: true,
  crossOriginResourcePolicy: true,
  originAgentCluster: true,
  referrerPolicy: true,
  strictTransportSecurity: true,
  xContentTypeOptions: true,
  xDnsPrefetchControl: true,
  xDownloadOptions: true,
  xFrameOptions: true,
  xPermittedCrossDomainPolicies: true,
  xPoweredBy: true,
  xXssProtection: true,
};

/**
 * The headers a helmet middleware sets, read once at start-up: with no directive computed per request (no nonces)
 * they never depend on the request, so each request gets them in one loop instead of helmet's chain of a dozen
 * middlewares (or its CSP serializer). helmet's X-Powered-By removal is `app.disable('x-powered-by')` (app.ts).
 */
function headersOf(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  let called = false;
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  middleware({} as Request, res as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('helmet did not set its headers at once');
  return headers;
}

/** CSP directives as helmet takes them, without functions: the header is the same for every request. */
type Directives = Record<string, Iterable<string> | null>;

/**
 * The Content-Security-Policy, with `upgrade-insecure-requests` only for https requests: over plain http
 * it would send every script and stylesheet to https, which nothing answers, and the page stays blank.
 */
export function contentSecurityPolicy(directives: Directives): RequestHandler {
  // Static directives: each variant's header is worked out once, not on every request as helmet would.
  const overHttps = headersOf(
    helmet.contentSecurityPolicy({ directives: { ...directives, upgradeInsecureRequests: [] } }),
  );
  const overHttp = headersOf(
    helmet.contentSecurityPolicy({ directives: { ...directives, upgradeInsecureRequests: null } }),
  );
  return (req, res, next) => {
    for (const [name, value] of req.secure ? overHttps : overHttp) res.setHeader(name, value);
    next();
  };
}
