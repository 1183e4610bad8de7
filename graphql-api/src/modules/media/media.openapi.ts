import { z } from 'zod';
import type { ApiDocs } from '../../transport/openapi';
import {
  AUDIO_MAX_BYTES,
  formatBytes,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  MEDIA_MIME_TYPES,
  mediaNamePattern,
} from './media.schema';

/** The REST shape of a stored media (`presentMedia`). */
export const MediaView = z
  .object({
    id: z.number().int(),
    url: z.string().meta({
      description: 'Dónde se sirve, `/api/media/<sha256>.<ext>`: lo que el Markdown de una carta enlaza.',
      example: '/api/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png',
    }),
    mimeType: z.enum(MEDIA_MIME_TYPES as [string, ...string[]]).meta({ description: 'El tipo, visto en los bytes.' }),
    bytes: z.number().int().meta({ description: 'El tamaño guardado (el de la imagen ya recodificada).' }),
    width: z.number().int().nullable().meta({ description: 'Píxeles de ancho de una imagen; null en un audio.' }),
    height: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Píxeles de alto de una imagen (de un fotograma, si es animada); null en un audio.' }),
  })
  .meta({ id: 'Media' });

const mediaUpload = z
  .object({
    file: z.string().meta({
      contentMediaType: 'application/octet-stream',
      description: 'La imagen (PNG, JPEG, GIF o WebP) o el audio (MP3, OGG, WAV o M4A).',
    }),
    alt: z.string().optional().meta({ description: 'Texto alternativo: el servidor lo ignora (va en el Markdown).' }),
  })
  .meta({ id: 'MediaUpload' });

const fileHeaders = {
  ETag: 'El sha256 entre comillas: `If-None-Match` con él responde 304.',
  'Cache-Control': '`private, max-age=31536000, immutable`: la dirección es el contenido, que nunca cambia.',
  'Accept-Ranges': '`bytes`',
  'Content-Disposition': '`inline`',
};

/** `/api/media` (media.routes.ts): an upload is a write (a read-only token gets a 403); reading takes any token. */
export function mediaDocs(api: ApiDocs): void {
  const tag = 'Archivos';
  api.route({
    method: 'post',
    path: '/media',
    tag,
    summary: 'Subir una imagen o un audio para las cartas',
    description:
      'Un formulario `multipart/form-data` con `file`. El tipo se mira en los bytes (nunca en el nombre ni en el ' +
      '`Content-Type` del cliente). Las imágenes PNG, JPEG, GIF o WebP (como mucho ' +
      `${formatBytes(IMAGE_MAX_BYTES)} y ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles) se recodifican en su formato: ` +
      `derechas según su EXIF, sin metadatos (ni GPS), con el lado mayor de ${IMAGE_MAX_SIDE} px como mucho, y un GIF ` +
      `animado sigue animado. Los audios MP3, OGG (Vorbis u Opus), WAV o M4A (AAC) (como mucho ${formatBytes(AUDIO_MAX_BYTES)}) ` +
      'se guardan tal cual. Cualquier otra cosa (HTML, SVG…) es un 415; una imagen que no se puede leer, un 400; un ' +
      'archivo demasiado grande o que no cabe en tu espacio (MEDIA_QUOTA_BYTES, 500 MB por defecto), un 413 que dice ' +
      'el límite. Nada queda a medias. El mismo archivo subido otra vez es el mismo: 200 con el que ya había. ' +
      'Necesita un token de lectura y escritura.',
    body: mediaUpload,
    bodyType: 'multipart/form-data',
    responses: {
      201: { description: 'Guardado.', schema: MediaView },
      200: { description: 'Ya lo tenías: el mismo archivo, sin guardar otra copia.', schema: MediaView },
    },
  });
  api.route({
    method: 'get',
    path: '/media/:name',
    tag,
    summary: 'Un archivo tuyo, para mostrarlo o reproducirlo',
    description:
      'Con la sesión o con cualquier token. El de otra persona y uno que no existe son el mismo 404. Admite ' +
      '`If-None-Match` (304) y un rango `Range: bytes=a-b` (206; fuera del archivo, 416).',
    params: z.object({
      name: z
        .string()
        .regex(mediaNamePattern)
        .meta({ description: '`<sha256>.<ext>`, como en la `url` del archivo.', example: `${'0'.repeat(64)}.png` }),
    }),
    responses: {
      200: { description: 'El archivo entero.', content: MEDIA_MIME_TYPES, headers: fileHeaders },
      206: {
        description: 'La parte pedida con `Range`.',
        content: MEDIA_MIME_TYPES,
        headers: { ...fileHeaders, 'Content-Range': '`bytes a-b/<tamaño>`' },
      },
      304: { description: 'No ha cambiado (`If-None-Match`): no hay cuerpo.', headers: { ETag: fileHeaders.ETag } },
    },
    errors: [416],
  });
}
