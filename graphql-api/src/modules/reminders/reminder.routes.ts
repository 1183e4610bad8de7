import express, { Router } from 'express';
import { requestEm } from '../../transport/request';
import { unsubscribe, verifyUnsubscribe } from './reminder.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Repaso</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
button{font:inherit;background:#4338ca;color:#fff;border:0;border-radius:.5rem;padding:.6rem 1.2rem;cursor:pointer}a{color:#4338ca}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * The unsubscribe link of reminder e-mails, outside `/api` (HTML, and RFC 8058 one-click POSTs are
 * form-encoded). GET only shows a confirmation, so a mail scanner that follows links changes nothing.
 */
export function reminderRoutes(secret: string, appUrl: string): Router {
  const router = Router();
  const parse = (query: Record<string, unknown>) => ({ userId: Number(query.u), signature: String(query.s ?? '') });
  const invalid = page(
    'Enlace no válido',
    `<p>Este enlace para darse de baja no es válido.</p><p><a href="${appUrl}/settings">Ir a Ajustes</a></p>`,
  );

  router.get('/unsubscribe', (req, res) => {
    const { userId, signature } = parse(req.query);
    if (!Number.isSafeInteger(userId) || !verifyUnsubscribe(userId, signature, secret)) {
      res.status(400).type('html').send(invalid);
      return;
    }
    res.type('html').send(
      page(
        'Recordatorios por correo',
        `<p>¿Quieres dejar de recibir el resumen diario de cartas pendientes?</p>
<form method="post"><button type="submit">Darme de baja</button></form>`,
      ),
    );
  });

  router.post('/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const { userId, signature } = parse(req.query);
    if (!Number.isSafeInteger(userId) || !(await unsubscribe(requestEm(), userId, signature, secret))) {
      res.status(400).type('html').send(invalid);
      return;
    }
    res
      .type('html')
      .send(
        page(
          'Te has dado de baja',
          `<p>No volverás a recibir recordatorios. Puedes activarlos de nuevo en <a href="${appUrl}/settings">Ajustes</a>.</p>`,
        ),
      );
  });

  return router;
}
