import { z } from 'zod';
import { type ApiDocs, dateTime, idParam } from '../../transport/openapi';
import { folderIdParam } from '../folders/folder.openapi';
import { SPEECH_LANGUAGES } from '../folders/folder.schema';
import {
  applyUpdateSchema,
  COMMUNITY_PAGE_MAX,
  hideSchema,
  LEVELS,
  LICENCES,
  PREVIEW_CARDS,
  publishSchema,
  REPORT_REASONS,
  reportSchema,
  SORTS,
} from './community.schema';

const CommunityFolderView = z
  .object({
    slug: z.string().meta({ description: 'Su dirección: /comunidad/<slug>. No revela ningún id.' }),
    title: z.string(),
    description: z.string().meta({ description: 'Markdown.' }),
    authorName: z.string().meta({ description: 'El nombre público del autor («Repaso» en las carpetas de Repaso).' }),
    frontLanguage: z.enum(SPEECH_LANGUAGES).nullable(),
    backLanguage: z.enum(SPEECH_LANGUAGES).nullable(),
    level: z.enum(LEVELS).nullable(),
    tags: z.array(z.string()),
    licence: z.enum(LICENCES),
    version: z.number().int().meta({ description: 'Sube con cada nueva publicación.' }),
    cardCount: z.number().int(),
    copiesCount: z.number().int(),
    publishedAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'CommunityFolder' });

const PublicationView = CommunityFolderView.extend({
  unpublished: z.boolean(),
  hidden: z.boolean().meta({ description: 'Oculta por un operador; `hiddenReason` dice por qué.' }),
  hiddenReason: z.string().nullable(),
}).meta({ id: 'Publication' });

const CommunityUpdateView = z
  .object({
    slug: z.string(),
    fromVersion: z.number().int(),
    toVersion: z.number().int(),
    added: z.number().int().meta({ description: 'Cartas nuevas, que llegan como nuevas.' }),
    updated: z.number().int().meta({ description: 'Cartas cambiadas que se actualizan conservando su programación.' }),
    conflicting: z
      .number()
      .int()
      .meta({ description: 'Cartas que editaste y el autor también: sólo se sustituyen con `overwriteEdited`.' }),
    deleted: z.number().int().meta({ description: 'Cartas que el autor borró: sólo se eliminan con `removeDeleted`.' }),
  })
  .meta({ id: 'CommunityUpdate' });

const slugParam = z.object({ slug: z.string().meta({ description: 'El slug de la carpeta', example: 'verbos-7k3f' }) });
const cacheHeaders = {
  'Cache-Control': '`public, max-age=60, must-revalidate`: cualquier caché puede guardarla y revalidarla.',
  ETag: 'Con `If-None-Match` igual, la respuesta es un 304 sin cuerpo.',
};
const notModified = { description: 'No ha cambiado desde el ETag de `If-None-Match`.', headers: cacheHeaders };

/** `/api/community/…` and a folder's publication and updates (community.routes.ts). */
export function communityDocs(api: ApiDocs): void {
  const tag = 'Comunidad';
  api.route({
    method: 'get',
    path: '/community/folders',
    tag,
    public: true,
    summary: 'Buscar carpetas publicadas',
    description:
      'Sin sesión (como mucho `PUBLIC_REQUESTS_PER_MINUTE` peticiones por minuto desde una dirección). Busca en español e inglés (sin acentos, con tolerancia a erratas en el título), filtra y ordena; ' +
      `páginas de \`first\` (1..${COMMUNITY_PAGE_MAX}, 20 por defecto) tras el cursor \`after\` (el \`nextCursor\` anterior).`,
    query: z.object({
      search: z.string().optional(),
      frontLanguage: z.enum(SPEECH_LANGUAGES).optional().meta({ description: 'Cualquier variante del idioma.' }),
      backLanguage: z.enum(SPEECH_LANGUAGES).optional(),
      level: z.enum(LEVELS).optional(),
      tag: z.string().optional(),
      sort: z.enum(SORTS).optional().meta({ description: 'relevance (sin búsqueda: copias), copies o recent.' }),
      first: z.string().optional(),
      after: z.string().optional(),
    }),
    responses: {
      200: {
        description: 'Una página.',
        headers: cacheHeaders,
        schema: z.object({
          items: z.array(CommunityFolderView),
          nextCursor: z.string().nullable().meta({ description: 'null: no hay más.' }),
          sort: z.enum(SORTS),
        }),
      },
      304: notModified,
    },
    // Without a session: at most PUBLIC_REQUESTS_PER_MINUTE a minute from one address.
    errors: [429],
  });
  api.route({
    method: 'get',
    path: '/community/folders/:slug',
    tag,
    public: true,
    summary: 'Una carpeta publicada y sus primeras cartas',
    description: `Sin sesión. Las ${PREVIEW_CARDS} primeras cartas. Una carpeta retirada u oculta es un 404 como una que nunca existió.`,
    params: slugParam,
    responses: {
      200: {
        description: 'La carpeta.',
        headers: cacheHeaders,
        schema: CommunityFolderView.extend({
          previewCards: z.array(
            z.object({ key: z.string(), position: z.number().int(), front: z.string(), back: z.string() }),
          ),
        }),
      },
      304: notModified,
    },
    // Without a session: at most PUBLIC_REQUESTS_PER_MINUTE a minute from one address.
    errors: [429],
  });
  api.route({
    method: 'get',
    path: '/community/folders/:slug/media/:name',
    tag,
    public: true,
    summary: 'Una imagen o sonido de una carpeta publicada',
    params: slugParam.extend({ name: z.string().meta({ description: '`<sha256>.<ext>`' }) }),
    responses: {
      200: {
        description: 'El archivo.',
        content: [
          'image/png',
          'image/jpeg',
          'image/gif',
          'image/webp',
          'audio/mpeg',
          'audio/ogg',
          'audio/wav',
          'audio/mp4',
        ],
        headers: { ETag: 'El SHA-256 del archivo.', 'Cache-Control': '`public`, revalidada cada hora.' },
      },
      206: { description: 'Un rango.', content: 'application/octet-stream' },
      304: { description: 'No ha cambiado.' },
    },
    errors: [416, 429],
  });
  api.route({
    method: 'post',
    path: '/community/folders/:slug/copy',
    tag,
    summary: '«Añadir a mis carpetas»: copiar una carpeta publicada',
    description: 'Cartas nuevas con programación propia y los archivos, que cuentan en tu cuota.',
    params: slugParam,
    responses: {
      201: {
        description: 'La carpeta creada.',
        schema: z.object({ folderId: z.number().int(), folderName: z.string(), cardCount: z.number().int() }),
      },
    },
    errors: [413],
  });
  api.route({
    method: 'post',
    path: '/community/folders/:slug/report',
    tag,
    summary: 'Denunciar una carpeta publicada',
    params: slugParam,
    body: reportSchema,
    responses: {
      201: {
        description: 'Denuncia recibida.',
        schema: z.object({ reason: z.enum(REPORT_REASONS), text: z.string() }),
      },
    },
    errors: [409],
  });
  api.route({
    method: 'post',
    path: '/community/folders/:slug/hide',
    tag,
    summary: 'Ocultar una carpeta publicada (operadores)',
    params: slugParam,
    body: hideSchema,
    responses: {
      200: {
        description: 'Oculta; su autor ve el motivo.',
        schema: z.object({ slug: z.string(), hidden: z.boolean(), hiddenReason: z.string() }),
      },
    },
    errors: [403],
  });
  api.route({
    method: 'get',
    path: '/community/reports',
    tag,
    summary: 'Denuncias abiertas (operadores)',
    query: z.object({ first: z.string().optional(), after: z.string().optional() }),
    responses: {
      200: {
        description: 'Las más antiguas primero; quien denuncia no se muestra.',
        schema: z.object({
          items: z.array(
            z.object({
              id: z.number().int(),
              reason: z.enum(REPORT_REASONS),
              text: z.string(),
              createdAt: dateTime,
              folder: PublicationView,
            }),
          ),
          hasNextPage: z.boolean(),
        }),
      },
    },
    errors: [403],
  });
  api.route({
    method: 'post',
    path: '/community/reports/:id/dismiss',
    tag,
    summary: 'Cerrar una denuncia sin ocultar nada (operadores)',
    params: idParam('Id de la denuncia'),
    responses: { 204: { description: 'Cerrada.' } },
    errors: [403],
  });
  api.route({
    method: 'get',
    path: '/folders/:id/publication',
    tag,
    summary: 'La publicación de una de tus carpetas',
    params: folderIdParam,
    responses: { 200: { description: 'Su estado en la comunidad.', schema: PublicationView } },
  });
  api.route({
    method: 'post',
    path: '/folders/:id/publish',
    tag,
    summary: 'Publicar (o volver a publicar) una de tus carpetas',
    description:
      'Publica una instantánea de sus cartas y archivos con tu nombre público. Como mucho 20 000 cartas y 10 publicaciones al día.',
    params: folderIdParam,
    body: publishSchema,
    responses: { 200: { description: 'La publicación.', schema: PublicationView } },
  });
  api.route({
    method: 'post',
    path: '/folders/:id/unpublish',
    tag,
    summary: 'Retirar una carpeta de la comunidad',
    params: folderIdParam,
    responses: { 200: { description: 'La publicación, retirada.', schema: PublicationView } },
  });
  api.route({
    method: 'get',
    path: '/folders/:id/community-update',
    tag,
    summary: '«Hay cambios»: lo que trae la versión nueva de una carpeta copiada',
    params: folderIdParam,
    responses: {
      200: {
        description: '`update` es null si no es una copia o está al día.',
        schema: z.object({ update: CommunityUpdateView.nullable() }),
      },
    },
  });
  api.route({
    method: 'post',
    path: '/folders/:id/community-update',
    tag,
    summary: 'Tomar la versión nueva de una carpeta copiada',
    params: folderIdParam,
    body: applyUpdateSchema,
    responses: { 200: { description: 'Lo que se hizo.', schema: CommunityUpdateView } },
    errors: [409],
  });
}
