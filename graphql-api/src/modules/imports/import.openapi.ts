import { z } from 'zod';
import { type ApiDocs, dateTime, idParam } from '../../transport/openapi';
import { IMPORT_LIST_MAX, importOptionsSchema, importTextSchema } from './import.schema';

/** The REST shape of an import (`presentImportJob`, GraphQL's `ImportJob`). */
export const ImportJobView = z
  .object({
    id: z.number().int(),
    status: z.enum(['queued', 'running', 'done', 'failed']),
    format: z.enum(['csv', 'anki']).meta({ description: 'CSV/TSV/texto pegado, o un paquete de Anki.' }),
    fileName: z.string().nullable().meta({ description: 'El nombre del archivo subido; null para texto pegado.' }),
    processed: z.number().int().meta({ description: 'Filas o cartas leídas hasta ahora.' }),
    total: z.number().int().nullable().meta({ description: 'Filas o cartas del archivo, una vez leído.' }),
    error: z.string().nullable().meta({ description: 'Por qué falló, en español; no se importó nada.' }),
    report: z
      .object({
        foldersCreated: z.number().int(),
        cardsCreated: z.number().int(),
        cardsUpdated: z
          .number()
          .int()
          .meta({ description: 'Cartas que trajo antes otra importación del mismo paquete y cuyo texto cambió.' }),
        cardsUnchanged: z
          .number()
          .int()
          .meta({ description: 'Cartas que trajo antes otra importación del mismo paquete, sin cambios.' }),
        suspendedCards: z.number().int().meta({ description: 'Cartas que llegaron suspendidas, como en Anki.' }),
        reviewsImported: z.number().int().meta({ description: 'Valoraciones traídas del historial (revlog de Anki).' }),
        duplicatesSkipped: z
          .number()
          .int()
          .meta({ description: 'Cartas cuyo anverso y reverso ya tenía la carpeta (o el archivo antes).' }),
        mediaImported: z.number().int().meta({ description: 'Imágenes y sonidos guardados con las cartas.' }),
        mediaSkipped: z.number().int().meta({ description: 'Imágenes y sonidos que no pudieron venir.' }),
        notesSkipped: z.array(z.object({ reason: z.string(), count: z.number().int() })),
        mediaProblems: z
          .array(z.object({ reason: z.string(), count: z.number().int() }))
          .meta({ description: 'Por qué no vinieron imágenes o sonidos, por motivo.' }),
        folderIds: z.array(z.number().int()).meta({ description: 'Las carpetas a las que fueron las cartas.' }),
      })
      .nullable()
      .meta({ description: 'Lo que hizo, cuando termina bien.' }),
    createdAt: dateTime,
    finishedAt: dateTime.nullable(),
  })
  .meta({ id: 'ImportJob' });

const OneImportJob = z.object({ importJob: ImportJobView });

const optionDescriptions: Record<keyof typeof importOptionsSchema.shape, string> = {
  format: 'Sin él, lo dice la extensión del archivo (el texto pegado es csv).',
  delimiter: 'El separador del CSV; sin él, se detecta.',
  hasHeader: 'Si la primera fila es una cabecera (`true`/`false`); sin él, se detecta.',
  frontColumn: 'La columna del anverso, desde 0.',
  backColumn: 'La columna del reverso, desde 0.',
  folderId: 'Sólo CSV: una carpeta tuya a la que añadir las cartas; sin él, se crea una.',
  noteTypeId:
    'Sólo CSV: el tipo de nota de las notas que se crean (uno tuyo; por defecto, «Básica»). De otra persona o inexistente: 404.',
  fieldColumns:
    'Sólo CSV: la columna de cada campo del tipo de nota, en su orden, como lista JSON (`[0, 2, null]`; null deja el campo ' +
    'vacío). El primer campo necesita columna; una columna no se asigna dos veces. Por defecto, `[frontColumn, backColumn]`.',
  tagsColumn: 'Sólo CSV: la columna de las etiquetas de cada nota, separadas por espacios (como en Anki).',
  folderName: 'Sólo CSV: el nombre de la carpeta nueva (por defecto, el del archivo sin extensión, o «Importación»).',
};

/**
 * `importOptionsSchema`'s fields as their validators see them: each is `z.preprocess` (an empty part counts as
 * absent, digits become numbers) piped into the real rule, and it is that rule a client has to meet.
 */
const importOptionFields: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(importOptionsSchema.shape).map(([name, field]) => [
    name,
    (field instanceof z.ZodPipe ? (field.out as z.ZodType) : field).meta({
      description: optionDescriptions[name as keyof typeof optionDescriptions],
    }),
  ]),
);

/**
 * The multipart form of `POST /imports`: the file (or pasted text) and `importOptionsSchema`'s fields, each a text
 * part (`hasHeader` is `true`/`false`, the columns and `folderId` digits, `fieldColumns` a JSON list).
 */
const importUpload = z
  .object({
    file: z.string().optional().meta({
      contentMediaType: 'application/octet-stream',
      description: 'El archivo: .csv, .tsv o .txt (UTF-8), o un paquete de Anki .apkg o .colpkg. O `file` o `text`.',
    }),
    text: importTextSchema.shape.text
      .optional()
      .meta({ description: 'Texto pegado (CSV o TSV), en lugar de un archivo.' }),
    ...importOptionFields,
    // One text part holding the list as JSON (a repeated part would keep only its last value).
    fieldColumns: z
      .string()
      .optional()
      .meta({ contentMediaType: 'application/json', description: optionDescriptions.fieldColumns }),
  })
  .meta({ id: 'ImportUpload' });

/** `/api/imports` (import.routes.ts): an upload is a write (a read-only token gets a 403); the job and list are reads. */
export function importDocs(api: ApiDocs): void {
  const tag = 'Importar';
  api.route({
    method: 'post',
    path: '/imports',
    tag,
    summary: 'Importar un CSV/TSV, texto pegado o un paquete de Anki',
    description:
      'Un formulario `multipart/form-data` con `file` (o `text`) y las opciones. La subida se guarda y la importación ' +
      'queda en cola: la respuesta es el trabajo, que se consulta en `GET /imports/{id}` hasta `done` o `failed`. ' +
      'Un archivo que no vale (vacío, sin UTF-8, de una columna, que no es un zip…) es un 400 y no guarda nada; uno que ' +
      'supera el tamaño máximo (IMPORT_MAX_BYTES, 100 MB por defecto), un 413. `folderId` de otra persona: 404. ' +
      'Necesita un token de lectura y escritura.',
    body: importUpload,
    bodyType: 'multipart/form-data',
    responses: { 202: { description: 'Aceptada y en cola.', schema: OneImportJob } },
    errors: [404],
  });
  api.route({
    method: 'get',
    path: '/imports',
    tag,
    summary: 'Las últimas importaciones',
    responses: {
      200: {
        description: `Las ${IMPORT_LIST_MAX} más recientes, la última primero.`,
        schema: z.object({ importJobs: z.array(ImportJobView).max(IMPORT_LIST_MAX) }),
      },
    },
  });
  api.route({
    method: 'get',
    path: '/imports/:id',
    tag,
    summary: 'Una importación: su progreso y, al terminar, el informe',
    params: idParam('Id de la importación'),
    responses: { 200: { description: 'La importación.', schema: OneImportJob } },
  });
}
