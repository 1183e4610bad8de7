import { z } from 'zod';
import { accountDocs } from '../../modules/accounts/account.openapi';
import { cardDocs } from '../../modules/cards/card.openapi';
import { exportDocs } from '../../modules/exports/export.openapi';
import { folderDocs } from '../../modules/folders/folder.openapi';
import { importDocs } from '../../modules/imports/import.openapi';
import { mediaDocs } from '../../modules/media/media.openapi';
import { statisticsDocs } from '../../modules/statistics/statistics.openapi';
import { storeDocs } from '../../modules/store/store.openapi';
import { studyDocs } from '../../modules/study/study.openapi';
import { apiDocsDocs } from './api-docs';
import { ApiDocs } from './openapi';

/** `api-router.ts`'s own route. */
function healthDocs(api: ApiDocs): void {
  api.route({
    method: 'get',
    path: '/health',
    tag: 'Servidor',
    public: true,
    summary: 'Vivo y con base de datos (para balanceadores)',
    responses: { 200: { description: 'Todo bien.', schema: z.object({ status: z.literal('ok') }) } },
  });
}

/** Each module's routes, described beside its routes file: a new module adds its `xDocs` here. */
export const apiDocModules = [
  healthDocs,
  accountDocs,
  studyDocs,
  folderDocs,
  cardDocs,
  exportDocs,
  storeDocs,
  statisticsDocs,
  importDocs,
  mediaDocs,
  apiDocsDocs,
];

/** Every `/api` route described, ready for `document()`. */
export function buildApiDocs(): ApiDocs {
  const api = new ApiDocs();
  for (const describe of apiDocModules) describe(api);
  return api;
}
