import { es } from '@/lib/i18n/es';

/** The REST upload path (multipart): the one the API documents for files, Anki packages included. */
export const IMPORT_UPLOAD_URL = '/api/imports';

/** Why an upload was refused: the server's Spanish message (or ours when the network failed). */
export class UploadError extends Error {}

/**
 * Sends an import to `POST /api/imports` (same origin, so the session cookie goes with it) and answers the id of
 * the job the server queued. The body is multipart `FormData`: GraphQL has no file uploads.
 */
export async function uploadImport(form: FormData): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetch(IMPORT_UPLOAD_URL, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new UploadError(es.imports.uploadFailed);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 202 && body && typeof body === 'object' && 'importJob' in body) {
    const job = body.importJob as { id: number | string };
    return { id: String(job.id) };
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : es.imports.uploadFailed;
  throw new UploadError(message);
}
