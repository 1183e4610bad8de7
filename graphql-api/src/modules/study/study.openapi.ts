import { z } from 'zod';
import { type ApiDocs, dateTime, idParam } from '../../transport/openapi';
import { CardView } from '../cards/card.present';
import { dueListSchema, reviewSchema, startSessionSchema, updateSessionSchema } from './study.schema';

export const StudySessionView = z
  .object({
    id: z.number().int(),
    folderId: z.number().int().nullable(),
    cardsStudied: z.number().int(),
    easyCount: z.number().int(),
    goodCount: z.number().int().meta({ description: 'Valoraciones «Medio».' }),
    hardCount: z.number().int(),
    startedAt: dateTime,
    completedAt: dateTime.nullable(),
  })
  .meta({ id: 'StudySession' });

const intervals = z
  .object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() })
  .meta({ description: 'Días hasta el próximo repaso con cada valoración.' });

/** A card with what each rating button would give now. */
export const StudyCardView = CardView.extend({ nextIntervals: intervals }).meta({ id: 'StudyCard' });

const DueCardView = StudyCardView.extend({ folderName: z.string() }).meta({ id: 'DueCard' });

const UserStatsView = z
  .object({
    cardsDueToday: z.number().int(),
    cardsStudiedToday: z.number().int(),
    totalFolders: z.number().int(),
    currentStreak: z.number().int(),
    newCards: z.number().int(),
    hardCards: z.number().int(),
    goodCards: z.number().int(),
    easyCards: z.number().int(),
  })
  .meta({ id: 'UserStats' });

/** Reviews, due lists, study sessions and the learner's figures (study.routes.ts). */
export function studyDocs(api: ApiDocs): void {
  const tag = 'Estudio';
  api.route({
    method: 'get',
    path: '/cards/review',
    tag,
    summary: 'Las cartas para repasar hoy',
    description: 'Dentro de los límites diarios; las nunca repasadas al final, si no la más atrasada primero.',
    query: dueListSchema,
    responses: { 200: { description: 'Las cartas pendientes.', schema: z.array(DueCardView) } },
    errors: [404],
  });
  api.route({
    method: 'post',
    path: '/cards/:id/review',
    tag,
    summary: 'Valorar una carta (fácil, medio o difícil)',
    params: idParam('Id de la carta'),
    body: reviewSchema,
    responses: {
      200: {
        description:
          'La carta reprogramada y el id del repaso (para deshacerlo). Con un `clientId` ya usado para esta carta no ' +
          'se valora otra vez: responde el primer repaso con `replayed: true`. `becameLeech`: esta valoración la ' +
          'convirtió en sanguijuela.',
        schema: StudyCardView.extend({ reviewId: z.number().int(), replayed: z.boolean(), becameLeech: z.boolean() }),
      },
    },
    errors: [409],
  });
  api.route({
    method: 'post',
    path: '/reviews/:id/undo',
    tag,
    summary: 'Deshacer un repaso (el último de la carta, del día de estudio actual)',
    params: idParam('Id del repaso'),
    responses: {
      200: {
        description: 'La carta como estaba y la sesión de estudio actualizada.',
        schema: z.object({ card: StudyCardView, studySession: z.union([StudySessionView, z.null()]) }),
      },
    },
    errors: [409],
  });
  api.route({
    method: 'post',
    path: '/study-sessions',
    tag,
    summary: 'Empezar una sesión de estudio',
    body: startSessionSchema,
    responses: { 201: { description: 'La sesión.', schema: StudySessionView } },
    errors: [404],
  });
  api.route({
    method: 'put',
    path: '/study-sessions/:id',
    tag,
    summary: 'Actualizar los contadores de una sesión (o terminarla con completedAt)',
    params: idParam('Id de la sesión'),
    body: updateSessionSchema,
    responses: { 200: { description: 'La sesión.', schema: StudySessionView } },
  });
  api.route({
    method: 'get',
    path: '/user/stats',
    tag,
    summary: 'Las cifras del panel: pendientes, estudiadas hoy, racha, cartas por dificultad',
    responses: { 200: { description: 'Las cifras.', schema: UserStatsView } },
  });
  api.route({
    method: 'get',
    path: '/cards/daily-review',
    tag,
    summary: 'El resumen del día',
    responses: {
      200: {
        description: 'El día de estudio (AAAA-MM-DD en la zona del usuario) y sus cifras.',
        schema: z.object({
          date: z.iso.date(),
          dueCount: z.number().int(),
          newCount: z.number().int(),
          studiedToday: z.number().int(),
          streak: z.number().int(),
        }),
      },
    },
  });
}
