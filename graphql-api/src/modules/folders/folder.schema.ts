import { z } from 'zod';

/** Folder input rules (SPEC §5, DESIGN §9), shared by both APIs and the web form. Only zod imports here. */
export const folderMessages = {
  nameRequired: 'Se requiere el nombre de la carpeta',
  nameTooLong: 'El nombre de la carpeta no puede tener más de 255 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 2000 caracteres',
  notFound: 'Carpeta no encontrada',
} as const;

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
