import express, { type RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers, with the three that only mean something in a secure context sent only over https:
 * HSTS (ignored over http), Cross-Origin-Opener-Policy and Origin-Agent-Cluster (both ignored, each with a
 * console warning, on an http origin that is not potentially trustworthy, such as a phone opening
 * `http://<LAN address>:3000`). `req.secure` honours `X-Forwarded-Proto` only when `TRUST_PROXY` says a
 * proxy is in front.
 */
export function securityHeaders(): RequestHandler {
  const router = express.Router();
  router.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    }),
  );
  const secureOnly = express.Router();
  secureOnly.use(helmet.strictTransportSecurity(), helmet.crossOriginOpenerPolicy(), helmet.originAgentCluster());
  router.use((req, res, next) => (req.secure ? secureOnly(req, res, next) : next()));
  return router;
}

type Directives = Record<string, Iterable<string> | null>;

/**
 * The Content-Security-Policy, with `upgrade-insecure-requests` only for https requests: over plain http
 * it would send every script and stylesheet to https, which nothing answers, and the page stays blank.
 */
export function contentSecurityPolicy(directives: Directives): RequestHandler {
  const overHttps = helmet.contentSecurityPolicy({ directives: { ...directives, upgradeInsecureRequests: [] } });
  const overHttp = helmet.contentSecurityPolicy({ directives: { ...directives, upgradeInsecureRequests: null } });
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}
