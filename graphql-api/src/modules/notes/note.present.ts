import { z } from 'zod';
import { dateTime } from '../../transport/openapi';
import type { NoteRecord } from './note.service';
import type { NoteTypeRecord } from './note-type.service';
import type { TagCount } from './tag.service';

/** The OpenAPI document's `Note`: a note with its fields, tags and cards. */
export const NoteView = z
  .object({
    id: z.number().int(),
    folderId: z.number().int(),
    noteTypeId: z.number().int(),
    fields: z.array(z.string()).meta({ description: 'Markdown, en el orden de los campos de su tipo.' }),
    tags: z.array(z.string()).meta({ description: 'Sintaxis de Anki: sin espacios, `::` para jerarquías.' }),
    guid: z.string().meta({ description: 'Identidad de la nota en Anki (una reimportación la encuentra por él).' }),
    createdAt: dateTime,
    updatedAt: dateTime,
    cards: z
      .array(
        z.object({
          id: z.number().int(),
          ord: z.number().int().meta({ description: 'Plantilla (o hueco − 1) de la que sale.' }),
          empty: z
            .boolean()
            .meta({ description: 'Vacía: su plantilla ya no muestra nada; se conserva con su historial.' }),
        }),
      )
      .meta({ description: 'Sus tarjetas, por plantilla.' }),
  })
  .meta({ id: 'Note' });

export const presentNote = (note: NoteRecord) => ({
  ...note,
  createdAt: new Date(note.createdAt).toISOString(),
  updatedAt: new Date(note.updatedAt).toISOString(),
});

/** The OpenAPI document's `NoteType`. */
export const NoteTypeView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    builtin: z
      .enum(['basic', 'basic_reversed', 'basic_optional_reversed', 'cloze'])
      .nullable()
      .meta({ description: 'Cuál de los tipos incorporados es (aunque se le cambie el nombre); null: uno propio.' }),
    kind: z.enum(['standard', 'cloze']).meta({ description: '`cloze`: una tarjeta por hueco `{{cN::…}}`.' }),
    fields: z.array(z.string()),
    templates: z.array(z.object({ name: z.string(), question: z.string(), answer: z.string() })),
    css: z.string().nullable(),
    noteCount: z.number().int(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'NoteType' });

export const presentNoteType = (type: NoteTypeRecord) => ({
  id: type.id,
  name: type.name,
  builtin: type.builtin,
  kind: type.kind,
  fields: type.fields,
  templates: type.templates,
  css: type.css,
  noteCount: type.noteCount,
  createdAt: new Date(type.createdAt).toISOString(),
  updatedAt: new Date(type.updatedAt).toISOString(),
});

export const TagView = z
  .object({ tag: z.string(), notes: z.number().int().meta({ description: 'Notas que la llevan.' }) })
  .meta({ id: 'Tag' });

export const presentTag = (tag: TagCount) => tag;
