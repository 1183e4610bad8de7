import { z } from 'zod';

/** Folder input rules (SPEC §5, DESIGN §9), shared by both APIs and the web form. Only zod imports here. */
export const folderMessages = {
  nameRequired: 'Se requiere el nombre de la carpeta',
  nameTooLong: 'El nombre de la carpeta no puede tener más de 255 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 2000 caracteres',
  notFound: 'Carpeta no encontrada',
  listLimit: 'El límite de carpetas debe ser un número entero entre 1 y 1000',
} as const;

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
    .max(255, folderMessages.nameTooLong),
  /** Trimmed; empty becomes null. */
  description: z
    .string()
    .trim()
    .max(2000, folderMessages.descriptionTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type FolderInput = z.input<typeof folderSchema>;
