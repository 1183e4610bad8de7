import { z } from 'zod';

/** How old a rating made offline may be when it arrives (DESIGN §14): older ones are refused, not rescheduled. */
export const OFFLINE_WINDOW_DAYS = 30;
/** How far ahead of the server's clock a device's clock may run: a time within it counts as now. */
export const CLOCK_SKEW_MS = 2 * 60_000;

export const studyMessages = {
  ratingInvalid: 'Valoración no válida: usa easy, medium o hard',
  countInvalid: 'Los contadores deben ser números enteros no negativos',
  dateInvalid: 'La fecha de finalización no es válida',
  sessionNotFound: 'Sesión de estudio no encontrada',
  folderInvalid: 'Carpeta no válida',
  reviewNotFound: 'Repaso no encontrado',
  undoNotLast: 'Solo se puede deshacer el último repaso de la carta',
  undoOtherDay: 'Solo se pueden deshacer los repasos del día de estudio actual',
  clientIdInvalid: 'El identificador del repaso (clientId) debe ser un UUID',
  clientIdTaken: 'Este identificador de repaso (clientId) ya se usó para otra carta',
  reviewedAtInvalid: 'La hora del repaso (reviewedAt) no es válida',
  reviewedAtFuture: 'La hora del repaso (reviewedAt) no puede estar en el futuro',
  reviewedAtTooOld: `La hora del repaso (reviewedAt) no puede ser de hace más de ${OFFLINE_WINDOW_DAYS} días`,
} as const;

export const reviewSchema = z.object({
  difficulty: z.enum(['easy', 'medium', 'hard'], { error: studyMessages.ratingInvalid }),
  /** SPEC §7 sends "correct" always; kept for compatibility, not used by the rule. */
  answerResult: z.string().max(20).optional(),
  studySessionId: z.coerce.number().int().positive().nullish(),
  durationMs: z.number().int().min(0).max(86_400_000).nullish(),
  /** The client's id for this rating: sending it again answers the first rating instead of rating twice. */
  clientId: z.uuid({ error: studyMessages.clientIdInvalid }).nullish(),
  /** When the rating was made (an offline rating arrives later); the service bounds it by its own clock. */
  reviewedAt: z.iso.datetime({ offset: true, error: studyMessages.reviewedAtInvalid }).nullish(),
});

const counter = z
  .number({ error: studyMessages.countInvalid })
  .int(studyMessages.countInvalid)
  .min(0, studyMessages.countInvalid)
  .max(100_000, studyMessages.countInvalid);

export const startSessionSchema = z.object({
  folderId: z.number({ error: studyMessages.folderInvalid }).int().positive().nullish(),
  cardsStudied: counter.optional(),
});

export const updateSessionSchema = z.object({
  cardsStudied: counter.optional(),
  easyCount: counter.optional(),
  goodCount: counter.optional(),
  hardCount: counter.optional(),
  completedAt: z.iso
    .datetime({ offset: true, error: studyMessages.dateInvalid })
    // Years the database cannot store (0000) or no session can have ended in (9999) are input errors, not 500s.
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2999;
    }, studyMessages.dateInvalid)
    .nullish(),
});

export const DUE_LIST_DEFAULT = 200;
export const DUE_LIST_MAX = 1000;

export const dueListSchema = z.object({
  folderId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(DUE_LIST_MAX).default(DUE_LIST_DEFAULT),
  /** Only cards whose note carries the tag (or one under it; `*` any text). */
  tag: z.string().trim().min(1).max(200).optional(),
});
