import { z } from 'zod';
import { cardSchema } from '../cards/card.schema';

/** The store shows at most this many of Repaso's folders, each with at most `STORE_CARDS_MAX` cards. */
export const STORE_TEMPLATES_MAX = 20;
export const STORE_CARDS_MAX = 100;

export const storeMessages = {
  templateInvalid: 'Plantilla no válida',
  templateNotFound: 'Plantilla no encontrada',
  alreadyImported: (name: string) => `Ya tienes una carpeta llamada «${name}»`,
} as const;

/**
 * `templateData` as a client sends it (SPEC §7: the whole template). Validated like any input; the
 * folder is then made from the server's own copy of the template with that id.
 */
export const importSchema = z.object({
  templateData: z.object(
    {
      id: z.string({ error: storeMessages.templateInvalid }).trim().min(1, storeMessages.templateInvalid).max(100),
      name: z.string().max(255).optional(),
      description: z.string().max(2000).optional(),
      level: z.string().max(50).optional(),
      cards: z.array(cardSchema).max(500).optional(),
    },
    { error: storeMessages.templateInvalid },
  ),
});
