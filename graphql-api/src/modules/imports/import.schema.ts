import { z } from 'zod';
import { FOLDER_NAME_MAX, folderMessages } from '../folders/folder.schema';
import { noteInputMessages } from '../notes/note.schema';

const noteTypeNotFound = noteInputMessages.noteTypeNotFound;
/** MAX_NOTE_FIELDS (notes/note.write.ts), which this file, read by the web too, cannot import. */
const MAX_NOTE_FIELDS = 100;

/** Import input rules (the import contract), shared by REST (multipart fields) and GraphQL (`importText`). */
export const importMessages = {
  notFound: 'Importación no encontrada',
  noFile: 'Falta el archivo (campo file) o el texto pegado (campo text)',
  bothFileAndText: 'Envía un archivo o un texto pegado, no los dos',
  emptyFile: 'El archivo está vacío',
  emptyText: 'El texto pegado está vacío',
  tooLarge: (maxBytes: number) => `El archivo supera el tamaño máximo de ${formatMegabytes(maxBytes)}`,
  unknownFormat: 'Formato no reconocido: usa un archivo .csv, .tsv o .txt, o un paquete de Anki .apkg o .colpkg',
  format: 'El formato debe ser csv o anki',
  delimiter: 'El separador debe ser «,», «;» o «tab»',
  hasHeader: 'hasHeader debe ser true o false',
  column: 'La columna debe ser un número entero desde 0',
  sameColumns: 'El anverso y el reverso deben ser columnas distintas',
  missingColumn: (column: number, columns: number) =>
    `La columna ${column} no existe: el CSV tiene ${columns} ${columns === 1 ? 'columna' : 'columnas'} (se cuentan desde 0)`,
  fieldColumns:
    'fieldColumns es una lista con la columna de cada campo del tipo de nota, en su orden: números desde 0, o null para un campo sin columna (hasta 100)',
  firstFieldColumn: 'El primer campo del tipo de nota necesita una columna',
  columnTwice: (column: number) =>
    `La columna ${column} está asignada dos veces: cada columna va a un solo campo o a las etiquetas`,
  tooManyFieldColumns: (type: string, fields: number) =>
    `El tipo de nota «${type}» tiene ${fields} ${fields === 1 ? 'campo' : 'campos'}: sobran columnas en fieldColumns`,
  noteTypeGone: 'El tipo de nota elegido ya no existe',
  oneColumn: 'El CSV tiene una sola columna: hacen falta dos, una para el anverso y otra para el reverso',
  noRows: 'El CSV no tiene ninguna fila de cartas',
  invalidUtf8: 'El archivo no está en UTF-8: guárdalo como «CSV UTF-8» y vuelve a subirlo',
  notZip: 'El archivo no es un paquete de Anki: un .apkg o .colpkg es un archivo zip',
  badZip: 'El paquete de Anki está dañado: no se pudo descomprimir',
  zipBomb: (maxBytes: number) =>
    `El paquete de Anki ocupa más de ${formatMegabytes(maxBytes)} descomprimido: no se puede importar`,
  tooManyEntries: 'El paquete de Anki tiene demasiados archivos',
  badMediaMap: 'La lista de imágenes y sonidos del paquete de Anki está dañada',
  noCollection:
    'El paquete no contiene una colección de Anki (collection.anki2, collection.anki21 o collection.anki21b)',
  notCollection: 'El archivo no es una colección de Anki válida',
  tooManyCards: (cards: number, max: number) =>
    `El archivo tiene ${cards.toLocaleString('es-ES')} cartas; el máximo por importación es ${max.toLocaleString('es-ES')}`,
  noCards: 'El archivo no contiene ninguna carta',
  textOnlyCsv: 'El texto pegado se importa como CSV',
  internal: 'La importación falló por un error interno; no se importó nada. Vuelve a intentarlo más tarde.',
  interruptedUpload: 'La subida se interrumpió antes de terminar; no se guardó nada',
  interrupted: 'La importación se interrumpió; no se importó nada. Vuelve a intentarlo.',
} as const;

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

// Words a first row uses to name the two columns rather than to hold a card (header detection).
const headerWords = new Set(
  [
    'front',
    'back',
    'anverso',
    'reverso',
    'pregunta',
    'respuesta',
    'question',
    'answer',
    'term',
    'término',
    'termino',
    'definition',
    'definición',
    'definicion',
    'word',
    'palabra',
    'translation',
    'traducción',
    'traduccion',
    'meaning',
    'significado',
    'english',
    'inglés',
    'ingles',
    'spanish',
    'español',
    'espanol',
    'cara a',
    'cara b',
    'frente',
    'dorso',
  ].map((word) => word.normalize('NFC')),
);

/**
 * Whether a CSV's first row names its columns rather than holding a card: the front or back column holds a word
 * such as «anverso», «front» or «pregunta». The server's guess when `hasHeader` is not sent, and the web preview's.
 */
export function looksLikeHeader(firstRow: readonly string[], columns: readonly number[]): boolean {
  return columns.some((column) => headerWords.has((firstRow[column] ?? '').trim().toLowerCase().normalize('NFC')));
}

/** Default folder name for pasted text. */
export const PASTED_TEXT_FOLDER = 'Importación';

/** Pasted text: at most this many characters (GraphQL bodies are at most 1 MB anyway). */
export const MAX_PASTED_TEXT = 10 * 1024 * 1024;

/** How many of the user's latest imports the lists show. */
export const IMPORT_LIST_MAX = 20;

const stringBool = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: importMessages.hasHeader }),
);

const column = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: importMessages.column })
    .int(importMessages.column)
    .min(0, importMessages.column)
    .max(999, importMessages.column),
);

const folderIdField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: folderMessages.notFound })
    .int(folderMessages.notFound)
    .min(1, folderMessages.notFound)
    .max(2_147_483_647, folderMessages.notFound),
);

const noteTypeIdField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: noteTypeNotFound })
    .int(noteTypeNotFound)
    .min(1, noteTypeNotFound)
    .max(2_147_483_647, noteTypeNotFound),
);

/** A multipart part holds the list as JSON (`[0, 1, null]`); GraphQL sends the list itself. */
const fieldColumnsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(z.union([column, z.null()], { error: importMessages.fieldColumns }), { error: importMessages.fieldColumns })
    .min(1, importMessages.fieldColumns)
    .max(MAX_NOTE_FIELDS, importMessages.fieldColumns)
    .refine((columns) => columns[0] !== null, importMessages.firstFieldColumn),
);

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The fields of an import besides the data: format, how to read a CSV and where the cards go. */
export const importOptionsSchema = z
  .object({
    format: z.preprocess(emptyAsUndefined, z.enum(['csv', 'anki'], { error: importMessages.format }).optional()),
    delimiter: z.preprocess(
      emptyAsUndefined,
      z
        .enum([',', ';', 'tab', '\t'], { error: importMessages.delimiter })
        .transform((value) => (value === 'tab' ? '\t' : value) as ',' | ';' | '\t')
        .optional(),
    ),
    hasHeader: z.preprocess(emptyAsUndefined, stringBool.optional()),
    frontColumn: z.preprocess(emptyAsUndefined, column.default(0)),
    backColumn: z.preprocess(emptyAsUndefined, column.default(1)),
    folderId: z.preprocess(emptyAsUndefined, folderIdField.optional()),
    noteTypeId: z.preprocess(emptyAsUndefined, noteTypeIdField.optional()),
    fieldColumns: z.preprocess(emptyAsUndefined, fieldColumnsField.optional()),
    tagsColumn: z.preprocess(emptyAsUndefined, column.optional()),
    folderName: z.preprocess(
      emptyAsUndefined,
      z
        .string({ error: folderMessages.nameRequired })
        .trim()
        .min(1, folderMessages.nameRequired)
        .max(FOLDER_NAME_MAX, folderMessages.nameTooLong)
        .optional(),
    ),
  })
  .refine((options) => options.fieldColumns || options.frontColumn !== options.backColumn, {
    message: importMessages.sameColumns,
    path: ['backColumn'],
  })
  .superRefine((options, context) => {
    const used = new Set<number>();
    for (const column of [...mappedColumns(options), options.tagsColumn]) {
      if (column === undefined) continue;
      if (used.has(column)) {
        context.addIssue({ code: 'custom', message: importMessages.columnTwice(column), path: ['fieldColumns'] });
        return;
      }
      used.add(column);
    }
  });

/** The CSV columns of the note's fields, in the type's order (null: a field left empty); front and back by default. */
export function fieldColumnsOf(options: {
  fieldColumns?: (number | null)[];
  frontColumn: number;
  backColumn: number;
}): (number | null)[] {
  return options.fieldColumns ?? [options.frontColumn, options.backColumn];
}

const mappedColumns = (options: Parameters<typeof fieldColumnsOf>[0]) =>
  fieldColumnsOf(options).filter((column): column is number => column !== null);

export type ImportOptionsInput = z.input<typeof importOptionsSchema>;

/** `importText`: CSV/TSV text sent inline, with the same options. */
export const importTextSchema = z.object({
  text: z
    .string({ error: importMessages.emptyText })
    .max(MAX_PASTED_TEXT, importMessages.tooLarge(MAX_PASTED_TEXT))
    .refine((text) => text.trim().length > 0, importMessages.emptyText),
});

/** The format a file name says: `.csv/.tsv/.txt` → csv, `.apkg/.colpkg` → anki. */
export function formatFromFileName(name: string | null | undefined): 'csv' | 'anki' | undefined {
  const extension = name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt') return 'csv';
  if (extension === 'apkg' || extension === 'colpkg') return 'anki';
  return undefined;
}

/** The folder name a file suggests: its name without the extension (and without any path a browser sent). */
export function folderNameFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const withoutExtension = base.replace(/\.[^.]*$/, '').trim();
  return (withoutExtension || PASTED_TEXT_FOLDER).slice(0, FOLDER_NAME_MAX);
}
