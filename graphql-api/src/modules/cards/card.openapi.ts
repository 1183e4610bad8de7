import { z } from 'zod';
import { type ApiDocs, idParam } from '../../transport/openapi';
import { folderIdParam } from '../folders/folder.openapi';
import { CardView } from './card.present';
import { cardPageSchema, cardSchema } from './card.schema';

const CardPage = z
  .object({
    cards: z.array(CardView),
    nextCursor: z.string().nullable().meta({ description: 'Para la página siguiente; null en la última.' }),
  })
  .meta({ id: 'CardPage' });

/** `cardPageSchema`'s fields under their REST names (`first` → `limit`, `after` → `cursor`). */
const cardListQuery = z.object({
  limit: cardPageSchema.shape.first
    .unwrap()
    .optional()
    .meta({ description: 'Cartas por página (1–100). Con `limit` o `cursor`, la respuesta es una página.' }),
  cursor: cardPageSchema.shape.after.meta({ description: '`nextCursor` de la página anterior.' }),
  search: cardPageSchema.shape.search.meta({
    description:
      'Texto en el anverso o el reverso (sin distinguir mayúsculas); `tag:verbo` (la etiqueta y las que cuelgan de ella) y `tag:gramática::*` filtran por las etiquetas de la nota.',
  }),
  tag: cardPageSchema.shape.tag.meta({
    description: 'Sólo las cartas cuya nota lleva la etiqueta (o una bajo ella); `*` comodín.',
  }),
  leech: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: '«Sanguijuelas»: con `true`, sólo las cartas marcadas como sanguijuela.' }),
});

/** `/api/folders/{id}/cards` and `/api/cards/{id}` (card.routes.ts). */
export function cardDocs(api: ApiDocs): void {
  const tag = 'Cartas';
  const cardIdParam = idParam('Id de la carta');
  api.route({
    method: 'get',
    path: '/folders/:id/cards',
    tag,
    summary: 'Las cartas de una carpeta',
    description:
      'Sin `limit` ni `cursor`: todas, en orden de creación. Con cualquiera de los dos: una página `{ cards, nextCursor }`.',
    params: folderIdParam,
    query: cardListQuery,
    responses: {
      200: { description: 'Las cartas, o una página de ellas.', schema: z.union([z.array(CardView), CardPage]) },
    },
  });
  api.route({
    method: 'post',
    path: '/folders/:id/cards',
    tag,
    summary: 'Crear una carta en una carpeta',
    params: folderIdParam,
    body: cardSchema,
    responses: { 201: { description: 'La carta creada.', schema: CardView } },
  });
  api.route({
    method: 'put',
    path: '/cards/:id',
    tag,
    summary: 'Cambiar el anverso y el reverso',
    description:
      'La carta inversa, si la hay, cambia a la vez. `bothDirections: true` le crea su inversa; `false` la elimina, salvo si ya tiene repasos (409: se conserva).',
    params: cardIdParam,
    body: cardSchema,
    responses: { 200: { description: 'La carta.', schema: CardView } },
    errors: [409],
  });
  api.route({
    method: 'post',
    path: '/cards/:id/suspend',
    tag,
    summary: 'Suspender una carta',
    description: 'No vuelve a tocar estudiarla hasta que se reactive; conserva su programación y su historial.',
    params: cardIdParam,
    responses: { 200: { description: 'La carta, suspendida.', schema: CardView } },
  });
  api.route({
    method: 'post',
    path: '/cards/:id/unsuspend',
    tag,
    summary: 'Reactivar una carta suspendida',
    description: 'Vuelve al estudio con la programación que tenía.',
    params: cardIdParam,
    responses: { 200: { description: 'La carta, reactivada.', schema: CardView } },
  });
  api.route({
    method: 'post',
    path: '/cards/:id/postpone',
    tag,
    summary: 'Posponer una carta a mañana',
    description:
      'Toca al empezar el día de estudio siguiente (a las 04:00 en la zona del estudiante); conserva su historial. Si ya tocaba después, no cambia. Una carta nueva no tiene fecha que mover: 409.',
    params: cardIdParam,
    responses: { 200: { description: 'La carta, pospuesta.', schema: CardView } },
    errors: [409],
  });
  api.route({
    method: 'delete',
    path: '/cards/:id',
    tag,
    summary: 'Eliminar una carta',
    params: cardIdParam,
    responses: { 204: { description: 'Eliminada.' } },
  });
}
