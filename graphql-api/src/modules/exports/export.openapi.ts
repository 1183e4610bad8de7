import { z } from 'zod';
import { type ApiDocs, dateTime } from '../../transport/openapi';
import { UserView } from '../accounts/account.openapi';
import { folderIdParam } from '../folders/folder.openapi';
import { ACCOUNT_EXPORT_FORMAT, REPASO_CSV_COLUMNS, REPASO_CSV_NOTE_COLUMNS } from './export.formats';

const int = z.number().int();

/** `account-json.ts`'s document: what the learner gave or made, never a credential. */
export const AccountExportView = z
  .object({
    format: z.literal(ACCOUNT_EXPORT_FORMAT.format),
    version: z.literal(ACCOUNT_EXPORT_FORMAT.version),
    exportedAt: dateTime,
    profile: z.object({
      id: int,
      email: z.email(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      timeZone: z.string(),
      remindersEnabled: z.boolean(),
      isEmailVerified: z.boolean(),
      lastDailyReminderSent: dateTime.nullable(),
      createdAt: dateTime,
      updatedAt: dateTime,
    }),
    schedulerSettings: UserView.shape.schedulerSettings.extend({
      fsrsWeights: z
        .array(z.number())
        .nullable()
        .meta({ description: 'Los parámetros FSRS ajustados al historial; null: los de serie.' }),
    }),
    folders: z.array(
      z.object({
        id: int,
        name: z.string(),
        description: z.string().nullable(),
        createdAt: dateTime,
        updatedAt: dateTime,
      }),
    ),
    noteTypes: z.array(
      z.object({
        id: int,
        builtin: z
          .enum(['basic', 'basic_reversed', 'basic_optional_reversed', 'cloze'])
          .nullable()
          .meta({ description: 'El tipo de serie que es (aunque se haya renombrado); null: uno añadido o importado.' }),
        name: z.string(),
        kind: z.enum(['standard', 'cloze']),
        fields: z.array(z.string()),
        templates: z.array(z.object({ name: z.string(), question: z.string(), answer: z.string() })).meta({
          description:
            'Plantillas en el lenguaje de Anki; la carta `templateOrd` de una nota es la plantilla de ese índice.',
        }),
        css: z.string().nullable(),
        ankiId: z.string().nullable().meta({ description: 'El id del tipo de nota de Anki del que se importó.' }),
        createdAt: dateTime,
        updatedAt: dateTime,
      }),
    ),
    notes: z.array(
      z.object({
        id: int,
        folderId: int,
        noteTypeId: int,
        fields: z.array(z.string()).meta({ description: 'Markdown, uno por campo de su tipo, en su orden.' }),
        tags: z.array(z.string()),
        guid: z.string().meta({ description: 'La identidad de la nota (la de Anki cuando se importó de Anki).' }),
        createdAt: dateTime,
        updatedAt: dateTime,
      }),
    ),
    cards: z.array(
      z.object({
        id: int,
        folderId: int,
        noteId: int,
        templateOrd: int.meta({ description: 'La plantilla de su nota (en una de huecos, el número del hueco − 1).' }),
        front: z.string(),
        back: z.string(),
        difficulty: z.enum(['new', 'easy', 'good', 'hard']),
        reviewCount: int,
        lastReviewedAt: dateTime.nullable(),
        nextReviewAt: dateTime.nullable(),
        interval: int,
        easeFactor: int,
        stability: z.number().nullable(),
        fsrsDifficulty: z.number().nullable(),
        state: int.meta({ description: 'FSRS: 0 nueva, 1 aprendiendo, 2 repaso, 3 reaprendiendo.' }),
        lapses: int,
        leech: z.boolean().meta({ description: 'Sanguijuela.' }),
        siblingId: int.nullable().meta({
          description: 'La misma carta en el otro sentido (estudio en ambos sentidos); null: un solo sentido.',
        }),
        reversed: z.boolean().meta({ description: 'Creada como el sentido inverso de su hermana.' }),
        createdAt: dateTime,
        updatedAt: dateTime,
        emailReminders: z.array(
          z.object({
            difficulty: z.string(),
            scheduledAt: dateTime,
            sentAt: dateTime.nullable(),
            createdAt: dateTime,
          }),
        ),
      }),
    ),
    reviews: z.array(
      z.object({
        id: int,
        cardId: int,
        folderId: int,
        studySessionId: int.nullable(),
        rating: z.enum(['easy', 'medium', 'hard']),
        reviewedAt: dateTime,
        durationMs: int.nullable(),
        intervalBefore: int,
        intervalAfter: int,
        easeBefore: int,
        easeAfter: int,
        cardBefore: z
          .record(z.string(), z.unknown())
          .nullable()
          .meta({ description: 'El estado de la carta antes de la valoración (para deshacerla).' }),
        cardAfter: z.record(z.string(), z.unknown()).nullable(),
      }),
    ),
    studySessions: z.array(
      z.object({
        id: int,
        folderId: int.nullable(),
        cardsStudied: int,
        easyCount: int,
        goodCount: int,
        hardCount: int,
        startedAt: dateTime,
        completedAt: dateTime.nullable(),
      }),
    ),
    studyDays: z.array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), reviews: int, newCards: int })),
    apiTokens: z
      .array(
        z.object({
          id: int,
          name: z.string(),
          createdAt: dateTime,
          lastUsedAt: dateTime.nullable(),
          revokedAt: dateTime.nullable(),
          expiresAt: dateTime.nullable(),
        }),
      )
      .meta({ description: 'Sus nombres y fechas; nunca el secreto.' }),
  })
  .meta({ id: 'AccountExport' });

/** What an Anki package holds, said once for both downloads. */
const ANKI_PACKAGE_CONTENTS =
  'Un paquete que abre Anki 2.1.50 o posterior (`collection.anki21`, esquema 11, con el mapa `media` y sus archivos): ' +
  'cada carta es una nota de tipo básico (Front, Back) con su Markdown en HTML, sus imágenes y audios; ' +
  'las nuevas siguen nuevas y las estudiadas conservan su programación (fecha, intervalo, repeticiones, fallos y ' +
  'el estado de memoria FSRS) y cada valoración pasa al historial (difícil → Again, medio → Good, fácil → Easy). ' +
  'Exportar otra vez actualiza las mismas notas en Anki.';

/** Downloads (export.routes.ts): reads, so a read-only token may make them. */
export function exportDocs(api: ApiDocs): void {
  const tag = 'Exportar';
  api.route({
    method: 'get',
    path: '/folders/:id/export.csv',
    tag,
    summary: 'Descargar una carpeta en CSV',
    description:
      `UTF-8 sin BOM, separado por comas, filas con CRLF (RFC 4180) y la cabecera \`${REPASO_CSV_COLUMNS.join(',')}\`, ` +
      `seguida de la nota de cada carta: \`${REPASO_CSV_NOTE_COLUMNS.join(',')}\` (el nombre de su tipo, sus etiquetas ` +
      'separadas por espacios, su guid y el número de plantilla de la carta) y sus campos `field_1`…`field_N`; ' +
      'fechas ISO 8601 en UTC, vacías si no hay. Importarlo en Repaso (`POST /imports`) conserva la programación de cada carta ' +
      'y sus notas (tipo, campos y etiquetas). ' +
      'El nombre del archivo es el de la carpeta. Vale con un token de sólo lectura.',
    params: folderIdParam,
    responses: {
      200: { description: 'El archivo CSV, enviado según se lee.', content: 'text/csv', attachment: true },
    },
  });
  api.route({
    method: 'get',
    path: '/folders/:id/export.apkg',
    tag,
    summary: 'Descargar una carpeta como mazo de Anki (.apkg)',
    description:
      `${ANKI_PACKAGE_CONTENTS} La carpeta es un mazo (\`A › B\` pasa a \`A::B\`). ` +
      'El nombre del archivo es el de la carpeta. Vale con un token de sólo lectura.',
    params: folderIdParam,
    responses: {
      200: {
        description: 'El paquete de Anki (un zip), enviado según se escribe.',
        content: 'application/octet-stream',
        attachment: true,
      },
    },
  });
  api.route({
    method: 'get',
    path: '/account/export',
    tag,
    summary: 'Descargar toda la cuenta en JSON',
    description:
      'Perfil, ajustes, carpetas, cartas, valoraciones, sesiones de estudio, días de estudio y los nombres de los tokens; ' +
      'nunca contraseñas ni secretos. El archivo se llama `repaso-AAAA-MM-DD.json` (la fecha en la zona del usuario). ' +
      'Vale con un token de sólo lectura.',
    responses: {
      200: { description: 'El documento, enviado según se lee.', schema: AccountExportView, attachment: true },
    },
  });
  api.route({
    method: 'get',
    path: '/account/export.zip',
    tag,
    summary: 'Descargar toda la cuenta con sus imágenes y audios (zip)',
    description:
      'Un zip con `repaso.json` (el mismo documento que `GET /account/export`) y cada imagen y audio de las cartas en ' +
      '`media/<sha256>.<ext>`, el nombre con el que las cartas los citan (`/api/media/<sha256>.<ext>`). ' +
      'El archivo se llama `repaso-AAAA-MM-DD.zip`. Vale con un token de sólo lectura.',
    responses: {
      200: { description: 'El archivo zip, enviado según se lee.', content: 'application/zip', attachment: true },
    },
  });
  api.route({
    method: 'get',
    path: '/account/export.apkg',
    tag,
    summary: 'Descargar todas las carpetas como mazos de Anki (.apkg)',
    description:
      `${ANKI_PACKAGE_CONTENTS} Cada carpeta es un mazo (\`A › B\` pasa a \`A::B\`). ` +
      'El archivo se llama `repaso-AAAA-MM-DD.apkg`. Vale con un token de sólo lectura.',
    responses: {
      200: {
        description: 'El paquete de Anki (un zip), enviado según se escribe.',
        content: 'application/octet-stream',
        attachment: true,
      },
    },
  });
}
