import { z } from 'zod';

/** Note, note type and tag input rules (DESIGN §16), shared by both APIs. Only zod imports here. */
export const noteInputMessages = {
  noteNotFound: 'Nota no encontrada',
  noteTypeNotFound: 'Tipo de nota no encontrado',
  fieldsRequired: 'Indica los campos de la nota: una lista en el orden del tipo, o un objeto { campo: texto }',
  unknownField: (name: string, fields: readonly string[]) =>
    `El tipo de nota no tiene el campo «${name}» (tiene: ${fields.join(', ')})`,
  noteTypeRequired: 'Indica el tipo de nota: su id o su nombre (p. ej. «Básica» o «Basic»)',
  tagsInvalid: 'Las etiquetas son una lista de textos',
  nameRequired: 'El nombre es obligatorio (hasta 100 caracteres)',
  nameTaken: 'Ya tienes un tipo de nota con ese nombre',
  fieldNameInvalid:
    'Un campo necesita un nombre de hasta 100 caracteres, sin los caracteres : # / ^ { } ni espacios al principio o al final',
  fieldNamesRepeated: 'Dos campos no pueden llamarse igual',
  fieldsCount: 'Un tipo de nota tiene entre 1 y 100 campos',
  fieldFromInvalid: 'El campo de origen (`from`) no existe en el tipo de nota o se repite',
  templatesCount: 'Un tipo de nota tiene entre 1 y 100 plantillas de tarjeta (un tipo de huecos, exactamente una)',
  templateFromInvalid: 'La plantilla de origen (`from`) no existe en el tipo de nota o se repite',
  templateTooLong: 'Una plantilla no puede superar los 100 000 caracteres',
  cssTooLong: 'El CSS no puede superar los 100 000 caracteres',
  templateUnknownField: (template: string, field: string) =>
    `La plantilla «${template}» usa el campo «${field}», que el tipo de nota no tiene`,
  templateNoQuestion: (template: string) =>
    `La plantilla «${template}» no muestra ningún campo en la pregunta: sus tarjetas saldrían siempre vacías`,
  clozeNoCloze: 'La pregunta de un tipo de huecos debe usar {{cloze:Campo}}',
  confirmCards: (cards: number) =>
    `Este cambio eliminaría ${cards} ${cards === 1 ? 'tarjeta' : 'tarjetas'} con su historial: repítelo con «confirm: true» si es lo que quieres`,
  noteTypeInUse: (notes: number) =>
    `Este tipo de nota lo usan ${notes} ${notes === 1 ? 'nota' : 'notas'}: bórralas o repítelo con «confirm: true» para borrarlas con sus tarjetas`,
  builtinDelete: 'Los tipos de nota incorporados (Básica, Huecos…) no se pueden borrar; puedes cambiarles el nombre',
  tagRequired: 'Indica la etiqueta',
  tagNotFound: 'Ninguna nota tiene esa etiqueta',
  noteIdsRequired: 'Indica las notas (entre 1 y 1000 ids)',
  noteTypeChange: 'El tipo de una nota no se cambia al editarla: crea una nota nueva del otro tipo',
};

const tags = z.array(z.string({ error: noteInputMessages.tagsInvalid }).max(1000), {
  error: noteInputMessages.tagsInvalid,
});

/** A note's fields: in the type's order, or by name (`{ "Anverso": "…" }`); normalised by the service. */
export const noteFieldsSchema = z.union(
  [z.array(z.string().max(2_000_000)).max(1000), z.record(z.string().max(200), z.string().max(2_000_000))],
  { error: noteInputMessages.fieldsRequired },
);

/** A note type by id, or by name (a built-in's Spanish or Anki name, or one of the learner's). */
export const noteTypeRefSchema = z.union([z.number().int().positive(), z.string().trim().min(1).max(100)], {
  error: noteInputMessages.noteTypeRequired,
});

export const createNoteSchema = z.object({
  noteType: noteTypeRefSchema,
  fields: noteFieldsSchema,
  tags: tags.optional(),
});

export const updateNoteSchema = z.object({
  fields: noteFieldsSchema.optional(),
  tags: tags.optional(),
  folderId: z.coerce.number().int().positive().optional(),
});

/** Cards per page of a folder's notes, and an optional tag (`verbo`, `gramática::*`). */
export const notePageSchema = z.object({
  first: z.coerce.number().int().min(1).max(100).default(20),
  after: z.coerce.number().int().min(0).nullish(),
  tag: z.string().trim().max(200).optional(),
});

const name = z
  .string({ error: noteInputMessages.nameRequired })
  .trim()
  .min(1, noteInputMessages.nameRequired)
  .max(100, noteInputMessages.nameRequired);

const fieldName = z
  .string({ error: noteInputMessages.fieldNameInvalid })
  .min(1, noteInputMessages.fieldNameInvalid)
  .max(100, noteInputMessages.fieldNameInvalid)
  .refine((value) => value === value.trim() && !/[:#/^{}"\p{Cc}]/u.test(value), noteInputMessages.fieldNameInvalid);

const templateText = z.string().max(100_000, noteInputMessages.templateTooLong);

export const createNoteTypeSchema = z.object({
  name,
  /** The type copied (a built-in's name or alias, or one of the learner's types). */
  from: noteTypeRefSchema,
});

/**
 * A note type's new shape, each part optional. `fields` is the new list in order; each field names the old one it
 * keeps (`from`, its index), so a rename keeps the notes' text and rewrites `{{Old}}` in the templates, a field without
 * `from` is new (empty in every note) and an old field no item names is deleted. `templates` likewise.
 */
export const updateNoteTypeSchema = z.object({
  name: name.optional(),
  fields: z
    .array(z.object({ name: fieldName, from: z.number().int().min(0).nullish() }), {
      error: noteInputMessages.fieldsCount,
    })
    .min(1, noteInputMessages.fieldsCount)
    .max(100, noteInputMessages.fieldsCount)
    .optional(),
  templates: z
    .array(
      z.object({
        name: name,
        question: templateText,
        answer: templateText,
        from: z.number().int().min(0).nullish(),
      }),
      { error: noteInputMessages.templatesCount },
    )
    .min(1, noteInputMessages.templatesCount)
    .max(100, noteInputMessages.templatesCount)
    .optional(),
  css: z.string().max(100_000, noteInputMessages.cssTooLong).nullish(),
  confirm: z.boolean().optional(),
});

export const renameTagSchema = z.object({
  from: z.string({ error: noteInputMessages.tagRequired }).trim().min(1, noteInputMessages.tagRequired).max(200),
  to: z.string({ error: noteInputMessages.tagRequired }).trim().min(1, noteInputMessages.tagRequired).max(200),
});

export const tagNotesSchema = z.object({
  noteIds: z
    .array(z.coerce.number().int().positive(), { error: noteInputMessages.noteIdsRequired })
    .min(1, noteInputMessages.noteIdsRequired)
    .max(1000, noteInputMessages.noteIdsRequired),
  add: tags.optional(),
  remove: tags.optional(),
});

export const deleteNoteTypeSchema = z.object({ confirm: z.boolean().optional() });
