import { z } from 'zod';
import { accountDocs } from '../../modules/accounts/account.openapi';
import { cardDocs } from '../../modules/cards/card.openapi';
import { communityDocs } from '../../modules/community/community.openapi';
import { exportDocs } from '../../modules/exports/export.openapi';
import { folderDocs } from '../../modules/folders/folder.openapi';
import { importDocs } from '../../modules/imports/import.openapi';
import { mediaDocs } from '../../modules/media/media.openapi';
import { noteDocs } from '../../modules/notes/note.openapi';
import { statisticsDocs } from '../../modules/statistics/statistics.openapi';
import { storeDocs } from '../../modules/store/store.openapi';
import { studyDocs } from '../../modules/study/study.openapi';
import { TOKEN_RATE_LIMIT } from '../../modules/tokens/token.schema';
import { ApiDocs, dateTime } from '../../transport/openapi';
import { apiDocsDocs } from './api-docs';

/** `api-router.ts`'s own route. */
function healthDocs(api: ApiDocs): void {
  api.route({
    method: 'get',
    path: '/health',
    tag: 'Servidor',
    public: true,
    summary: 'Vivo y con base de datos (para balanceadores)',
    description:
      'Con las copias automáticas activas (`BACKUP_ENABLED`), `backups` dice la hora de la última copia buena que conoce este proceso y, si la última falló, cuándo y por qué (`message`). Una copia fallida no cambia el 200: el proceso sigue sano.',
    responses: {
      200: {
        description: 'Todo bien.',
        schema: z.object({
          status: z.literal('ok'),
          backups: z
            .object({
              lastSuccessAt: dateTime.nullable(),
              failing: z.boolean(),
              lastFailureAt: dateTime.optional(),
              message: z.string().optional(),
            })
            .optional(),
        }),
      },
    },
  });
  api.route({
    method: 'get',
    path: '/health/ready',
    tag: 'Servidor',
    public: true,
    summary: 'Listo para atender (para orquestadores)',
    description:
      'La base de datos responde (en 3 s) y tiene aplicadas todas las migraciones de esta versión. Si no, 503 con el motivo en `message` («La base de datos no responde», «Faltan N migraciones por aplicar»), y también mientras el servidor se cierra.',
    responses: { 200: { description: 'Listo.', schema: z.object({ status: z.literal('ready') }) } },
    errors: [503],
  });
}

/** Each module's routes, described beside its routes file: a new module adds its `xDocs` here. */
export const apiDocModules = [
  healthDocs,
  accountDocs,
  studyDocs,
  folderDocs,
  cardDocs,
  noteDocs,
  communityDocs,
  exportDocs,
  storeDocs,
  statisticsDocs,
  importDocs,
  mediaDocs,
  apiDocsDocs,
];

/** Every `/api` route described, ready for `document()`. */
export function buildApiDocs(): ApiDocs {
  const api = new ApiDocs(TOKEN_RATE_LIMIT);
  for (const describe of apiDocModules) describe(api);
  return api;
}
