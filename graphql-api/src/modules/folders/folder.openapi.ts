import { z } from 'zod';
import { type ApiDocs, dateTime, idParam } from '../../transport/openapi';
import { folderSchema, folderSettingsSchema, SPEECH_LANGUAGES } from './folder.schema';

/** The REST shape of a folder (`presentFolder`). */
export const FolderView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
    hasStudiedCards: z.boolean(),
    cardCount: z.number().int(),
    dueCount: z.number().int().meta({ description: 'Cartas para hoy, dentro de los límites diarios.' }),
  })
  .meta({ id: 'Folder' });

export const FolderStatsView = z
  .object({
    totalCards: z.number().int(),
    dueCards: z.number().int(),
    masteredCards: z.number().int().meta({ description: 'Valoradas fácil.' }),
    mediumCards: z.number().int(),
    difficultCards: z.number().int().meta({ description: 'Valoradas difícil.' }),
    suspendedCards: z.number().int().meta({ description: 'Suspendidas (cuentan también por su última valoración).' }),
  })
  .meta({ id: 'FolderStats' });

export const FolderSettingsView = z
  .object({
    autoPlay: z.boolean().meta({
      description:
        'Si el audio de cada cara suena al mostrarla al estudiar (o, si no tiene audio y sí idioma, se lee en voz alta).',
    }),
    frontLanguage: z
      .enum(SPEECH_LANGUAGES)
      .nullable()
      .meta({ description: 'Idioma (BCP-47) en que se lee el anverso; null: ninguno.' }),
    backLanguage: z
      .enum(SPEECH_LANGUAGES)
      .nullable()
      .meta({ description: 'Idioma (BCP-47) en que se lee el reverso; null: ninguno.' }),
    bothDirections: z.boolean().meta({
      description:
        '«Estudiar en ambos sentidos»: al activarlo cada carta recibe su inversa (una carta nueva, con su propia programación); al desactivarlo se eliminan las inversas sin repasos y se conservan las que ya tienen.',
    }),
  })
  .meta({ id: 'FolderSettings' });

export const folderIdParam = idParam('Id de la carpeta');

/** `/api/folders` (folder.routes.ts). */
export function folderDocs(api: ApiDocs): void {
  const tag = 'Carpetas';
  api.route({
    method: 'get',
    path: '/folders',
    tag,
    summary: 'Todas las carpetas',
    responses: { 200: { description: 'Las carpetas, la más reciente primero.', schema: z.array(FolderView) } },
  });
  api.route({
    method: 'post',
    path: '/folders',
    tag,
    summary: 'Crear una carpeta',
    body: folderSchema,
    responses: { 201: { description: 'La carpeta creada.', schema: FolderView } },
  });
  api.route({
    method: 'get',
    path: '/folders/:id',
    tag,
    summary: 'Una carpeta',
    params: folderIdParam,
    responses: { 200: { description: 'La carpeta.', schema: FolderView } },
  });
  api.route({
    method: 'get',
    path: '/folders/:id/stats',
    tag,
    summary: 'Las cifras de una carpeta',
    params: folderIdParam,
    responses: { 200: { description: 'Sus cifras.', schema: FolderStatsView } },
  });
  api.route({
    method: 'get',
    path: '/folders/:id/settings',
    tag,
    summary: 'Los ajustes de estudio de una carpeta',
    params: folderIdParam,
    responses: { 200: { description: 'Sus ajustes.', schema: FolderSettingsView } },
  });
  api.route({
    method: 'put',
    path: '/folders/:id/settings',
    tag,
    summary: 'Cambiar los ajustes de estudio de una carpeta',
    description: 'Los ajustes que no se envían no cambian.',
    params: folderIdParam,
    body: folderSettingsSchema,
    responses: { 200: { description: 'Los ajustes guardados.', schema: FolderSettingsView } },
  });
  api.route({
    method: 'delete',
    path: '/folders/:id',
    tag,
    summary: 'Eliminar una carpeta y sus cartas',
    params: folderIdParam,
    responses: { 204: { description: 'Eliminada.' } },
  });
}
