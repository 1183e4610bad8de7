import { z } from 'zod';
import { SPEECH_LANGUAGES } from './speech-languages';

/** Folder input rules (SPEC §5, DESIGN §9), shared by both APIs and the web form. Only zod imports here. */
export const folderMessages = {
  nameRequired: 'Se requiere el nombre de la carpeta',
  nameTooLong: 'El nombre de la carpeta no puede tener más de 255 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 2000 caracteres',
  notFound: 'Carpeta no encontrada',
  autoPlayInvalid: 'Indica si se reproduce el audio al mostrar cada cara (sí o no)',
  bothDirectionsInvalid: 'Indica si la carpeta se estudia en ambos sentidos (sí o no)',
  languageInvalid:
    'Idioma no válido: elige uno de la lista (en-US, en-GB, es-ES, es-MX, fr-FR, de-DE, it-IT, pt-PT, pt-BR, ko-KR, ja-JP, zh-CN) o ninguno',
  listLimit: 'El límite de carpetas debe ser un número entero entre 1 y 1000',
} as const;

/** The longest folder name and description, in characters (the web form shows them as it counts). */
export const FOLDER_NAME_MAX = 255;
export const FOLDER_DESCRIPTION_MAX = 2000;

/** GraphQL lists at most this many folders (a query's cost is priced on it); REST lists them all. */
export const FOLDER_LIST_MAX = 1000;

export const folderListSchema = z.object({
  limit: z
    .number({ error: folderMessages.listLimit })
    .int(folderMessages.listLimit)
    .min(1, folderMessages.listLimit)
    .max(FOLDER_LIST_MAX, folderMessages.listLimit)
    .nullish()
    .transform((value) => value ?? FOLDER_LIST_MAX),
});

export const folderSchema = z.object({
  name: z
    .string({ error: folderMessages.nameRequired })
    .trim()
    .min(1, folderMessages.nameRequired)
    .max(FOLDER_NAME_MAX, folderMessages.nameTooLong),
  /** Trimmed; empty becomes null. */
  description: z
    .string()
    .trim()
    .max(FOLDER_DESCRIPTION_MAX, folderMessages.descriptionTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type FolderInput = z.input<typeof folderSchema>;

export { SPEECH_LANGUAGES, type SpeechLanguage } from './speech-languages';

/** One of `SPEECH_LANGUAGES`, or null: the side is not read aloud ("ninguno"). */
export const speechLanguageSchema = z.enum(SPEECH_LANGUAGES, { error: folderMessages.languageInvalid }).nullable();

/**
 * A folder's study settings. Each is optional: what is left out keeps its value (the folder screen changes one at a
 * time); a language given as null is "ninguno".
 */
export const folderSettingsSchema = z.object({
  autoPlay: z.boolean({ error: folderMessages.autoPlayInvalid }).optional(),
  frontLanguage: speechLanguageSchema.optional(),
  backLanguage: speechLanguageSchema.optional(),
  bothDirections: z.boolean({ error: folderMessages.bothDirectionsInvalid }).optional(),
});

export type FolderSettingsInput = z.input<typeof folderSettingsSchema>;
