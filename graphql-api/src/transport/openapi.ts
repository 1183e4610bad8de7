import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { sessionCookieName } from './session-control';

/**
 * The REST facade's OpenAPI 3.1 document, generated from the zod schemas the routes validate with (requests)
 * and the zod shapes of their answers (responses). Each module describes its own routes in an `x.openapi.ts`
 * beside its `x.routes.ts` (a function taking `ApiDocs`); `http/openapi/openapi-document.ts` lists them. A test compares the
 * document with the routes Express really has, and the API tests check every answer they get against it.
 */

/** `{ message }`: every error body (SPEC §7, DESIGN §7). */
export const ErrorBody = z
  .object({ message: z.string().meta({ description: 'En español, listo para mostrar.' }) })
  .meta({ id: 'Error' });

/** A 400's body: the first problem's message and every problem with its field. */
export const ValidationErrorBody = z
  .object({
    message: z.string().meta({ description: 'El primer problema, en español.' }),
    issues: z
      .array(
        z.object({
          path: z.string().meta({ description: 'Campo, con puntos: `templateData.id`' }),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'ValidationError' });

/** An instant as JSON carries it. */
export const dateTime = z.iso.datetime({ offset: true });

/** An object id in a path. */
export const idParam = (description: string) =>
  z.object({ id: z.string().regex(/^\d+$/).meta({ description, example: '42' }) });

type Status = 200 | 201 | 202 | 204 | 206 | 304;
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 503;

/**
 * One successful answer: JSON of `schema`; no body without one (204); or `content`, other media types (its body a
 * string unless `schema` says more). An `attachment` is a download: it comes with `Content-Disposition`. `headers`
 * are the answer's own (`ETag`, `Content-Range`…).
 */
export type Answer = {
  description: string;
  schema?: z.ZodType;
  content?: string | string[];
  attachment?: boolean;
  headers?: Record<string, string>;
};

export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express's form (`/folders/:id`), without `/api`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs no sign-in (account creation, sign-in, password reset, health, the documentation itself). */
  public?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body's media type: JSON unless said (`multipart/form-data` for the uploads, `POST /imports` and `/media`). */
  bodyType?: 'application/json' | 'multipart/form-data';
  /** The successful answers (see `Answer`). */
  responses: Partial<Record<Status, Answer>>;
  /** Errors beyond the ones every route of its kind may answer (see `routeErrors`). */
  errors?: ErrorStatus[];
};

/** The stable code each error status carries (GraphQL's `extensions.code` for the same refusal). */
const errorDocs: Record<ErrorStatus | 500, string> = {
  400: 'Datos no válidos (`BAD_USER_INPUT`): `message` es el primer problema y `issues` los enumera con su campo.',
  401: 'Sin sesión ni token válido (`UNAUTHENTICATED`): el cuerpo es siempre `{"message":"Unauthorized"}`; o credenciales incorrectas al iniciar sesión (`BAD_CREDENTIALS`).',
  403: 'Prohibido (`FORBIDDEN`): una escritura con un token de sólo lectura, una petición entre sitios con la cookie, o una acción que sólo se hace desde el navegador.',
  404: 'No existe, o es de otra persona (`NOT_FOUND`): las dos respuestas son idénticas.',
  409: 'Conflicto (`CONFLICT`): el correo ya tiene cuenta, la carpeta ya está importada…',
  413: 'El cuerpo supera el tamaño máximo (`BAD_USER_INPUT`).',
  415: 'Una escritura con cuerpo que no es JSON (ni `multipart/form-data` en `POST /imports` y `POST /media`), o un archivo de un tipo que no se admite (`UNSUPPORTED_MEDIA_TYPE`).',
  416: 'El rango pedido (`Range`) cae fuera del archivo (`BAD_USER_INPUT`); `Content-Range: bytes */<tamaño>` dice el tamaño.',
  429: 'Demasiadas peticiones (`RATE_LIMITED`): espera los segundos de `Retry-After`.',
  500: 'Error interno (`INTERNAL_SERVER_ERROR`): `{"message":"Error interno del servidor"}`, nunca detalles.',
  503: 'El servidor está muy ocupado, se está reiniciando, no llega a su base de datos o aún no está listo (`SERVICE_UNAVAILABLE`): reintenta tras `Retry-After`.',
};

/** Requests one token may make per window (the tokens module's `TOKEN_RATE_LIMIT`, handed in by who builds the docs). */
export type TokenRateLimit = { max: number; windowSeconds: number };

const rateLimitHeadersOf = ({ max, windowSeconds }: TokenRateLimit) => ({
  RateLimit: {
    description: `Con un token: \`limit=${max}, remaining=…, reset=…\` (segundos hasta que se renueva).`,
    schema: { type: 'string' as const },
  },
  'RateLimit-Policy': {
    description: `Con un token: \`${max};w=${windowSeconds}\` (peticiones por ventana de segundos).`,
    schema: { type: 'string' as const },
  },
});

const attachmentHeaders = {
  'Content-Disposition': {
    description:
      'Una descarga: `attachment; filename="…"`, con `filename*=UTF-8\'\'…` cuando el nombre lleva acentos u otros caracteres.',
    schema: { type: 'string' as const },
  },
};

const writes = new Set(['post', 'put', 'delete']);

/** A stable operation id from the method and the path: `GET /folders/:id/cards` → `getFoldersByIdCards`. */
function operationId(route: RouteDoc): string {
  const words = route.path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return route.method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * The errors a route may answer: by its kind (signed-in, write, with an id) plus its own. Any route may get a
 * 400 (a malformed path or JSON body) or a 503 while the server restarts, and any write a body it does not expect (413,
 * 415).
 */
function routeErrors(route: RouteDoc): (ErrorStatus | 500)[] {
  const statuses = new Set<ErrorStatus | 500>(route.errors ?? []);
  statuses.add(400);
  if (!route.public) statuses.add(401).add(429);
  if (writes.has(route.method)) statuses.add(403).add(413).add(415);
  if (route.params) statuses.add(404);
  // Any request that arrives while the server restarts (README, "Graceful restarts").
  statuses.add(500).add(503);
  return [...statuses].sort();
}

export class ApiDocs {
  readonly registry = new OpenAPIRegistry();
  /** Every documented route as `METHOD /path` (Express form), for the test that compares them with Express. */
  readonly routes: string[] = [];

  constructor(private readonly tokenRateLimit: TokenRateLimit) {
    this.registry.registerComponent('securitySchemes', 'bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      description:
        'Un token de acceso personal (`rps_…`) creado en Ajustes → Tokens de acceso a la API. De sólo lectura (por defecto) o de lectura y escritura. Vale desde cualquier origen (CORS).',
    });
    this.registry.registerComponent('securitySchemes', 'cookieAuth', {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName,
      description: 'La sesión del navegador (sólo en peticiones del mismo origen).',
    });
  }

  /** Describes one route; the schemas are the ones the route validates with. */
  route(route: RouteDoc): void {
    this.routes.push(`${route.method.toUpperCase()} ${route.path}`);
    const responses: Record<string, ResponseConfig> = {};
    for (const [status, answer] of Object.entries(route.responses)) {
      const headers = {
        ...(route.public ? {} : rateLimitHeadersOf(this.tokenRateLimit)),
        ...(answer.attachment ? attachmentHeaders : {}),
        ...Object.fromEntries(
          Object.entries(answer.headers ?? {}).map(([name, description]) => [
            name,
            { description, schema: { type: 'string' as const } },
          ]),
        ),
      };
      responses[status] = {
        description: answer.description,
        headers: Object.keys(headers).length > 0 ? headers : undefined,
        content: answer.content
          ? Object.fromEntries([answer.content].flat().map((type) => [type, { schema: answer.schema ?? z.string() }]))
          : answer.schema
            ? { 'application/json': { schema: answer.schema } }
            : undefined,
      };
    }
    for (const status of routeErrors(route)) {
      responses[status] = {
        description: errorDocs[status],
        headers:
          status === 429 || status === 503
            ? { 'Retry-After': { description: 'Segundos que esperar.', schema: { type: 'integer' } } }
            : undefined,
        content: { 'application/json': { schema: status === 400 ? ValidationErrorBody : ErrorBody } },
      };
    }
    this.registry.registerPath({
      operationId: operationId(route),
      method: route.method,
      path: route.path.replace(/:(\w+)/g, '{$1}'),
      tags: [route.tag],
      summary: route.summary,
      description: route.description,
      security: route.public ? [] : [{ bearerAuth: [] }, { cookieAuth: [] }],
      request: {
        params: route.params,
        query: route.query,
        body: route.body
          ? { required: true, content: { [route.bodyType ?? 'application/json']: { schema: route.body } } }
          : undefined,
      },
      responses,
    });
  }

  /** The OpenAPI 3.1 document. */
  document() {
    return new OpenApiGeneratorV31(this.registry.definitions).generateDocument({
      openapi: '3.1.0',
      info: {
        title: 'Repaso REST API',
        version: '1.0.0',
        description:
          'La fachada REST de Repaso (la API GraphQL está en `/graphql`, con su esquema en `/graphql/schema.graphql`). ' +
          `Autenticación: \`Authorization: Bearer <token>\` desde cualquier origen, o la cookie de sesión desde la propia aplicación. ` +
          `Cada token puede hacer ${this.tokenRateLimit.max} peticiones por minuto. Los errores son \`{ "message": "…" }\` en español.`,
        license: { name: 'Propietaria', identifier: 'LicenseRef-Repaso' },
      },
      servers: [{ url: '/api', description: 'Este servidor' }],
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    });
  }
}
