import { UPLOAD_MAX_BYTES } from '../media/media.schema';
import type { BuiltinNoteType } from '../notes/note-type.entity';

/** AnkiConnect's protocol version we speak (DESIGN §17): `{result, error}` answers. */
export const ANKI_CONNECT_VERSION = 6;

/** The largest request: a file of the largest kind in base64 (4/3 of its bytes) and the rest of a note around it. */
export const ANKI_CONNECT_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 2 * 1024 * 1024;

/**
 * Actions one key may run per window, shared by every instance in PostgreSQL; each action of a `multi` counts.
 * Above the REST token limit: a dictionary pop-up checks several words per look-up.
 */
export const ANKI_CONNECT_RATE_LIMIT = { max: 2000, windowSeconds: 60 } as const;

/** A `multi` runs at most this many actions (a longer one is refused whole, nothing run). */
export const MAX_MULTI_ACTIONS = 1000;

/** Notes one `addNotes` / `canAddNotes` may carry. */
export const MAX_NOTES_PER_REQUEST = 5000;

/** A remote file the server fetches for a note: at most this long, this many redirects. */
export const URL_FETCH_TIMEOUT_MS = 10_000;
export const URL_FETCH_MAX_REDIRECTS = 3;

/**
 * What tools read in `error`. AnkiConnect's own texts stay in English, as the add-on writes them: tools match them
 * (a duplicate, a missing key). What only Repaso refuses is said in Spanish.
 */
export const ankiMessages = {
  invalidKey: 'valid api key must be provided',
  unsupportedAction: 'unsupported action',
  duplicate: 'cannot create note because it is a duplicate',
  empty: 'cannot create note because it is empty',
  modelNotFound: (name: unknown) => `model was not found: ${String(name)}`,
  deckNotFound: (name: unknown) => `deck was not found: ${String(name)}`,
  noteNotFound: (id: unknown) => `Note was not found: ${String(id)}`,
  mediaSource: 'You must provide a "data", "path", or "url" field.',
  fieldsOrTags: 'Must provide a "fields" or "tags" property.',
  tagsList: 'Must provide tags as a list of strings',
  allowDuplicate: 'option parameter "allowDuplicate" must be boolean',
  checkChildren: 'option parameter "duplicateScopeOptions.checkChildren" must be boolean',
  checkAllModels: 'option parameter "duplicateScopeOptions.checkAllModels" must be boolean',
  badRequest:
    'La petición de AnkiConnect no es válida: se espera un objeto JSON con «action», «version», «params» y «key»',
  badParams: (action: string) => `Parámetros no válidos para «${action}»: revisa la documentación de AnkiConnect`,
  bodyTooLarge: 'La petición es demasiado grande: como mucho un archivo de 10 MB por petición',
  readOnly:
    'Esta clave de AnkiConnect es de sólo lectura: crea una de lectura y escritura en Ajustes › Tokens de acceso para añadir o cambiar notas',
  rateLimited: (seconds: number) =>
    `Demasiadas acciones con esta clave. Vuelve a intentarlo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  tooManyActions: `Una petición «multi» admite como mucho ${MAX_MULTI_ACTIONS} acciones`,
  tooManyNotes: `Una petición admite como mucho ${MAX_NOTES_PER_REQUEST} notas`,
  pathRefused: 'Repaso no lee archivos de tu equipo («path»): envía el archivo en «data» (base64) o como «url»',
  badBase64: 'El campo «data» no es base64 válido',
  videoUnsupported: 'Repaso no guarda vídeos: sólo imágenes (PNG, JPEG, GIF, WebP) y audios (MP3, OGG, WAV, M4A)',
  urlScheme: 'Sólo se descargan direcciones http o https',
  urlInvalid: 'La dirección del archivo no es válida',
  urlForbidden: 'La dirección del archivo no es pública (red local, del propio servidor o reservada): no se descarga',
  urlTooManyRedirects: `La dirección del archivo redirige más de ${URL_FETCH_MAX_REDIRECTS} veces`,
  urlFailed: (status: number) => `No se pudo descargar el archivo: el servidor respondió ${status}`,
  urlUnreachable: 'No se pudo descargar el archivo: el servidor no responde',
  urlTimeout: `No se pudo descargar el archivo en ${URL_FETCH_TIMEOUT_MS / 1000} segundos`,
} as const;

/** A refusal answered as AnkiConnect does: HTTP 200, `{result: null, error: message}`. */
export class AnkiConnectError extends Error {}

/**
 * Anki's English names of the built-in note types and their fields, which tools send ("Basic", "Front"): each built-in
 * type answers to them as well as to its own (DESIGN §16).
 */
export const builtinAliases: Record<BuiltinNoteType, { name: string; fields: string[] }> = {
  basic: { name: 'Basic', fields: ['Front', 'Back'] },
  basic_reversed: { name: 'Basic (and reversed card)', fields: ['Front', 'Back'] },
  basic_optional_reversed: { name: 'Basic (optional reversed card)', fields: ['Front', 'Back', 'Add Reverse'] },
  cloze: { name: 'Cloze', fields: ['Text', 'Back Extra'] },
};

/** A folder's name as an Anki deck name (`A › B` is `A::B`, as imports name them). */
export const deckNameOf = (folderName: string) => folderName.split(' › ').join('::');

/** An Anki deck name as a folder name. */
export const folderNameOf = (deckName: string) =>
  deckName
    .split('::')
    .map((part) => part.trim())
    .join(' › ');
