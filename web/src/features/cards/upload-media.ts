import { es } from '@/lib/i18n/es';

/** What `POST /api/media` answers for a stored image or sound. */
export type UploadedMedia = { id: string | number; url: string; mimeType: string };

/** Why an upload was refused: the server's Spanish message (or ours when the network failed). */
export class MediaUploadError extends Error {}

/**
 * Sends one image or sound to `POST /api/media` (multipart, same origin so the session cookie goes with it) and
 * answers where the card will find it. The server decides the type from the bytes and re-encodes images.
 */
export async function uploadMedia(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/media', { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new MediaUploadError(es.cards.media.uploadFailed);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === 'object' && 'url' in body && typeof body.url === 'string') {
    return body as UploadedMedia;
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : es.cards.media.uploadFailed;
  throw new MediaUploadError(message);
}

/** The Markdown that puts `media` on a card: an image with its text, or a sound (shown as a play button). */
export function mediaMarkdown(media: UploadedMedia, fileName: string): string {
  const alt = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[[\]\\]/g, '')
    .trim();
  return `![${alt}](${media.url})`;
}
