import { z } from 'zod';
import { type ApiDocs, idParam } from '../../transport/openapi';
import { NoteTypeView, NoteView, TagView } from './note.present';
import {
  createNoteSchema,
  createNoteTypeSchema,
  renameTagSchema,
  tagNotesSchema,
  updateNoteSchema,
  updateNoteTypeSchema,
} from './note.schema';

const NotePage = z
  .object({
    notes: z.array(NoteView),
    nextCursor: z.string().nullable().meta({ description: 'Para la página siguiente; null en la última.' }),
  })
  .meta({ id: 'NotePage' });

const changedNotes = z.object({ notes: z.number().int().meta({ description: 'Notas cambiadas.' }) });

/** `/api/notes`, `/api/note-types` and `/api/tags` (note.routes.ts). */
export function noteDocs(api: ApiDocs): void {
  const tag = 'Notas';
  const noteIdParam = idParam('Id de la nota');
  const noteTypeIdParam = idParam('Id del tipo de nota');
  api.route({
    method: 'get',
    path: '/notes',
    tag,
    summary: 'Las notas de una carpeta, por páginas',
    query: z.object({
      folderId: z.string().regex(/^\d+$/).meta({ description: 'Id de la carpeta.' }),
      limit: z.string().regex(/^\d+$/).optional().meta({ description: 'Notas por página (1–100, 20 si no se dice).' }),
      cursor: z.string().regex(/^\d+$/).optional().meta({ description: '`nextCursor` de la página anterior.' }),
      tag: z
        .string()
        .optional()
        .meta({ description: 'Sólo las que llevan la etiqueta (o una bajo ella); `*` comodín: `gramática::*`.' }),
    }),
    responses: { 200: { description: 'Una página de notas.', schema: NotePage } },
    // The folder is someone else's or missing.
    errors: [404],
  });
  api.route({
    method: 'post',
    path: '/notes',
    tag,
    summary: 'Crear una nota (y sus tarjetas) en una carpeta',
    description:
      'El tipo, por id o por nombre (`Básica`, `Basic`, `Basic (and reversed card)`, `Huecos`, `Cloze`…); los campos, una lista en el orden del tipo o un objeto por nombre. Una nota que no genera ninguna tarjeta se rechaza (400).',
    body: createNoteSchema.extend({ folderId: z.number().int().meta({ description: 'Id de la carpeta.' }) }),
    responses: { 201: { description: 'La nota creada, con sus tarjetas.', schema: NoteView } },
    errors: [404],
  });
  api.route({
    method: 'post',
    path: '/notes/tags',
    tag,
    summary: 'Poner y quitar etiquetas a varias notas',
    body: tagNotesSchema,
    responses: {
      200: { description: 'Las notas cambiadas.', schema: z.object({ noteIds: z.array(z.number().int()) }) },
    },
    errors: [404],
  });
  api.route({
    method: 'get',
    path: '/notes/:id',
    tag,
    summary: 'Una nota',
    params: noteIdParam,
    responses: { 200: { description: 'La nota, con sus tarjetas.', schema: NoteView } },
  });
  api.route({
    method: 'put',
    path: '/notes/:id',
    tag,
    summary: 'Editar los campos o las etiquetas de una nota, o moverla de carpeta',
    description:
      'Sus tarjetas se componen de nuevo con su programación intacta; un hueco o plantilla nuevos dan tarjetas nuevas y las que ya no muestran nada se conservan marcadas como vacías. Con `folderId`, la nota y sus tarjetas pasan a esa carpeta.',
    params: noteIdParam,
    body: updateNoteSchema,
    responses: { 200: { description: 'La nota.', schema: NoteView } },
  });
  api.route({
    method: 'delete',
    path: '/notes/:id',
    tag,
    summary: 'Eliminar una nota con sus tarjetas',
    params: noteIdParam,
    responses: { 204: { description: 'Eliminada.' } },
  });
  api.route({
    method: 'get',
    path: '/note-types',
    tag,
    summary: 'Los tipos de nota del estudiante',
    responses: { 200: { description: 'Los incorporados primero.', schema: z.array(NoteTypeView) } },
  });
  api.route({
    method: 'post',
    path: '/note-types',
    tag,
    summary: 'Añadir un tipo de nota, copia de otro',
    body: createNoteTypeSchema,
    responses: { 201: { description: 'El tipo creado.', schema: NoteTypeView } },
    errors: [409],
  });
  api.route({
    method: 'get',
    path: '/note-types/:id',
    tag,
    summary: 'Un tipo de nota',
    params: noteTypeIdParam,
    responses: { 200: { description: 'El tipo.', schema: NoteTypeView } },
  });
  api.route({
    method: 'put',
    path: '/note-types/:id',
    tag,
    summary: 'Cambiar el nombre, los campos, las plantillas o el CSS de un tipo de nota',
    description:
      '`fields` es la lista nueva en orden; cada campo dice de cuál viene (`from`, su posición): renombrar uno reescribe `{{Campo}}` en las plantillas, uno sin `from` es nuevo y uno que nadie nombra se borra. Igual con `templates`. Todas sus notas se componen de nuevo. Un cambio que borraría tarjetas responde 409 diciendo cuántas, salvo con `confirm: true`.',
    params: noteTypeIdParam,
    body: updateNoteTypeSchema,
    responses: {
      200: {
        description: 'El tipo, y cuántas tarjetas se borraron.',
        schema: NoteTypeView.extend({ deletedCards: z.number().int() }),
      },
    },
    errors: [409],
  });
  api.route({
    method: 'delete',
    path: '/note-types/:id',
    tag,
    summary: 'Borrar un tipo de nota propio',
    description: 'Si lo usan notas, 409 diciendo cuántas, salvo con `?confirm=true` (se borran con sus tarjetas).',
    params: noteTypeIdParam,
    query: z.object({ confirm: z.enum(['true', 'false']).optional() }),
    responses: { 204: { description: 'Borrado.' } },
    errors: [409],
  });
  api.route({
    method: 'get',
    path: '/tags',
    tag,
    summary: 'Las etiquetas del estudiante, con cuántas notas las llevan',
    responses: { 200: { description: 'Por nombre.', schema: z.array(TagView) } },
  });
  api.route({
    method: 'put',
    path: '/tags',
    tag,
    summary: 'Renombrar una etiqueta (y las que cuelgan de ella) en todas las notas',
    body: renameTagSchema,
    responses: { 200: { description: 'Cuántas notas cambiaron.', schema: changedNotes } },
    errors: [404],
  });
  api.route({
    method: 'delete',
    path: '/tags',
    tag,
    summary: 'Quitar una etiqueta (y las que cuelgan de ella) de todas las notas',
    query: z.object({ tag: z.string().meta({ description: 'La etiqueta.' }) }),
    responses: { 200: { description: 'Cuántas notas cambiaron.', schema: changedNotes } },
    errors: [404],
  });
}
