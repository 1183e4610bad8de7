import { z } from 'zod';
import type { ApiDocs } from '../../transport/openapi';
import { SPEECH_LANGUAGES } from '../folders/folder.schema';
import { importSchema } from './store.schema';

const StoreTemplateView = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    level: z.enum(['Principiante', 'Elemental', 'Intermedio']),
    cards: z.array(z.object({ front: z.string(), back: z.string() })),
    frontLanguage: z.enum(SPEECH_LANGUAGES).meta({ description: 'Idioma del anverso; la carpeta importada lo lleva.' }),
    backLanguage: z.enum(SPEECH_LANGUAGES).meta({ description: 'Idioma del reverso.' }),
    alreadyImported: z.boolean().meta({ description: 'Ya hay una carpeta con ese nombre.' }),
  })
  .meta({ id: 'StoreTemplate' });

/** The store and the sample data (store.routes.ts). */
export function storeDocs(api: ApiDocs): void {
  const tag = 'Tienda';
  api.route({
    method: 'get',
    path: '/store/templates',
    tag,
    summary: 'Las carpetas de la tienda',
    responses: { 200: { description: 'Las cinco plantillas.', schema: z.array(StoreTemplateView) } },
  });
  api.route({
    method: 'post',
    path: '/store/import',
    tag,
    summary: 'Añadir una carpeta de la tienda a la cuenta',
    body: importSchema,
    responses: {
      201: {
        description: 'La carpeta creada.',
        schema: z.object({ folderName: z.string(), cardCount: z.number().int(), folderId: z.number().int() }),
      },
    },
    errors: [404, 409],
  });
  api.route({
    method: 'post',
    path: '/seed-sample-data',
    tag,
    summary: 'Cargar las carpetas de ejemplo',
    description: '201 si creó alguna; 200 si ya estaban todas.',
    responses: Object.fromEntries(
      ([201, 200] as const).map((status) => [
        status,
        {
          description: status === 201 ? 'Carpetas creadas.' : 'Ya estaban.',
          schema: z.object({
            message: z.string(),
            folderCount: z.number().int(),
            cardCount: z.number().int(),
            folderIds: z.array(z.number().int()),
          }),
        },
      ]),
    ),
  });
}
