import { z } from 'zod';
import { SPEECH_LANGUAGES } from '../folders/speech-languages';
import { LEVELS, LICENCES, REPORT_REASONS, SORTS } from './community.lists';

/** Community input rules (issue 29), shared by both APIs and the web forms. Only zod imports here. */
export const communityMessages = {
  notFound: 'Carpeta de la comunidad no encontrada',
  titleRequired: 'Escribe un título',
  titleTooLong: 'El título no puede tener más de 120 caracteres',
  descriptionTooLong: 'La descripción no puede tener más de 5000 caracteres',
  languageInvalid: 'Idioma no válido: elige uno de la lista o ninguno',
  levelInvalid: 'Nivel no válido: elige A1, A2, B1, B2, C1, C2 o ninguno',
  tagInvalid: 'Cada etiqueta debe tener entre 1 y 30 caracteres',
  tooManyTags: 'Como mucho 10 etiquetas',
  licenceInvalid: 'Licencia no válida: CC BY 4.0, CC BY-SA 4.0, CC0 o todos los derechos reservados',
  publicNameRequired: 'Elige en Ajustes el nombre público con el que publicar (nunca se muestra tu correo)',
  emptyFolder: 'La carpeta no tiene cartas: añade alguna antes de publicarla',
  tooManyCards: (max: number) => `Una carpeta publicada puede tener como mucho ${max.toLocaleString('es-ES')} cartas`,
  publishRateLimited: (hours: number) =>
    `Has publicado 10 veces hoy: vuelve a intentarlo dentro de ${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  notPublished: 'Esta carpeta no está publicada',
  searchTooLong: 'La búsqueda no puede tener más de 200 caracteres',
  pageSize: 'El tamaño de página debe ser un número entero entre 1 y 50',
  cursorInvalid: 'Cursor no válido',
  sortInvalid: 'Orden no válido: relevancia, copias o recientes',
  reasonInvalid: 'Motivo no válido: spam, contenido inapropiado, derechos de autor, contenido erróneo u otro',
  reportTextTooLong: 'El texto no puede tener más de 2000 caracteres',
  alreadyReported: 'Ya has denunciado esta carpeta; un operador la revisará',
  ownFolder: 'Es tu propia carpeta',
  hideReasonRequired: 'Escribe el motivo (lo verá el autor)',
  hideReasonTooLong: 'El motivo no puede tener más de 500 caracteres',
  operatorOnly: 'Solo los operadores pueden hacer esto',
  noUpdate: 'Tu copia ya está al día',
  notACopy: 'Esta carpeta no es una copia de la comunidad',
} as const;

/** A published folder holds at most this many cards. */
export const COMMUNITY_MAX_CARDS = 20_000;
/** Publications (first or again) a learner may make in a day. */
export const PUBLISH_LIMIT = { name: 'publish:user', max: 10, windowSeconds: 24 * 60 * 60 };
/** Cards the public page previews. */
export const PREVIEW_CARDS = 20;
/** The learner's edited cards an update lists before asking whether to replace them. */
export const EDITED_CARDS_SHOWN = 20;
/** The longest page of community folders. */
export const COMMUNITY_PAGE_MAX = 50;

export { type CommunitySort, LEVELS, LICENCES, type Licence, REPORT_REASONS, SORTS } from './community.lists';

const language = z.enum(SPEECH_LANGUAGES, { error: communityMessages.languageInvalid });
const level = z.enum(LEVELS, { error: communityMessages.levelInvalid });
const tag = z
  .string({ error: communityMessages.tagInvalid })
  .trim()
  .min(1, communityMessages.tagInvalid)
  .max(30, communityMessages.tagInvalid)
  .transform((value) => value.toLowerCase());

export const publishSchema = z.object({
  title: z
    .string({ error: communityMessages.titleRequired })
    .trim()
    .min(1, communityMessages.titleRequired)
    .max(120, communityMessages.titleTooLong),
  description: z
    .string()
    .trim()
    .max(5000, communityMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ''),
  frontLanguage: language.nullish().transform((value) => value ?? null),
  backLanguage: language.nullish().transform((value) => value ?? null),
  level: level.nullish().transform((value) => value ?? null),
  tags: z
    .array(tag, { error: communityMessages.tagInvalid })
    .max(10, communityMessages.tooManyTags)
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
  licence: z
    .enum(LICENCES, { error: communityMessages.licenceInvalid })
    .nullish()
    .transform((value) => value ?? 'cc-by-4.0'),
});

export type PublishInput = z.input<typeof publishSchema>;

export const searchSchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, communityMessages.searchTooLong)
    .nullish()
    .transform((value) => value || null),
  frontLanguage: language.nullish().transform((value) => value ?? null),
  backLanguage: language.nullish().transform((value) => value ?? null),
  level: level.nullish().transform((value) => value ?? null),
  tag: tag.nullish().transform((value) => value ?? null),
  sort: z
    .enum(SORTS, { error: communityMessages.sortInvalid })
    .nullish()
    .transform((value) => value ?? 'relevance'),
  first: z
    .number({ error: communityMessages.pageSize })
    .int(communityMessages.pageSize)
    .min(1, communityMessages.pageSize)
    .max(COMMUNITY_PAGE_MAX, communityMessages.pageSize)
    .nullish()
    .transform((value) => value ?? 20),
  after: z
    .string({ error: communityMessages.cursorInvalid })
    .max(200, communityMessages.cursorInvalid)
    .nullish()
    .transform((value) => value || null),
});

export type SearchInput = z.input<typeof searchSchema>;

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: communityMessages.reasonInvalid }),
  text: z
    .string()
    .trim()
    .max(2000, communityMessages.reportTextTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});

export const hideSchema = z.object({
  reason: z
    .string({ error: communityMessages.hideReasonRequired })
    .trim()
    .min(1, communityMessages.hideReasonRequired)
    .max(500, communityMessages.hideReasonTooLong),
});

/** What to do with the parts of an update that could lose the learner's work; both off by default. */
export const applyUpdateSchema = z.object({
  /** Delete the copied cards the author deleted. */
  removeDeleted: z.boolean({ error: 'Indica si se eliminan las cartas borradas (sí o no)' }).nullish(),
  /** Replace the learner's own edits of cards the author changed. */
  overwriteEdited: z.boolean({ error: 'Indica si se sustituyen tus cambios (sí o no)' }).nullish(),
});

/** A page of open reports (operators): `first` 1..100 (default 20) after report `after`. */
export const reportPageSchema = z.object({
  first: z
    .number({ error: 'El tamaño de página debe ser un número entero entre 1 y 100' })
    .int('El tamaño de página debe ser un número entero entre 1 y 100')
    .min(1, 'El tamaño de página debe ser un número entero entre 1 y 100')
    .max(100, 'El tamaño de página debe ser un número entero entre 1 y 100')
    .nullish()
    .transform((value) => value ?? 20),
  after: z.coerce
    .number({ error: communityMessages.cursorInvalid })
    .int(communityMessages.cursorInvalid)
    .min(1, communityMessages.cursorInvalid)
    .max(2_147_483_647, communityMessages.cursorInvalid)
    .nullish()
    .transform((value) => value ?? null),
});
