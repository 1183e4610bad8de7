/** Card media rules (DESIGN §15): what may be uploaded, how large, and how a card points at it. */

/** `POST` here uploads; `GET <MEDIA_URL_PREFIX><sha256>.<ext>` serves. */
export const MEDIA_UPLOAD_PATH = '/api/media';
export const MEDIA_URL_PREFIX = '/api/media/';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
/** No upload is read past this many bytes, whatever its type. */
export const UPLOAD_MAX_BYTES = Math.max(IMAGE_MAX_BYTES, AUDIO_MAX_BYTES);
/** Images with more pixels (all frames of an animation together) are refused before they are decoded. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** An image's longest side once stored. */
export const IMAGE_MAX_SIDE = 1600;
/** The bytes the type is sniffed from (file-type's own minimum). */
export const SNIFF_BYTES = 4100;

export type MediaKind = 'image' | 'audio';
/** A type we keep: its `Content-Type`, the extension of its url, and whether it is re-encoded (images). */
export type MediaType = { mime: string; ext: string; kind: MediaKind };

const image = (mime: string, ext: string): MediaType => ({ mime, ext, kind: 'image' });
const audio = (mime: string, ext: string): MediaType => ({ mime, ext, kind: 'audio' });

/**
 * What file-type may sniff (its `ext`), and what is stored for it; anything else is refused. Ogg holds Vorbis or
 * Opus; M4A is AAC in MP4 (bare AAC, ADTS, is refused: the web plays only these eight extensions).
 */
const acceptedTypes: Record<string, MediaType> = {
  png: image('image/png', 'png'),
  jpg: image('image/jpeg', 'jpg'),
  gif: image('image/gif', 'gif'),
  webp: image('image/webp', 'webp'),
  mp3: audio('audio/mpeg', 'mp3'),
  ogg: audio('audio/ogg', 'ogg'),
  opus: audio('audio/ogg', 'ogg'),
  wav: audio('audio/wav', 'wav'),
  m4a: audio('audio/mp4', 'm4a'),
};

/** Every type a media may have, as served. */
export const MEDIA_MIME_TYPES = [...new Set(Object.values(acceptedTypes).map((type) => type.mime))];

/** The type kept for what file-type sniffed, or undefined when it is not one we take. */
export const acceptedType = (sniffedExt: string | undefined): MediaType | undefined =>
  sniffedExt && Object.hasOwn(acceptedTypes, sniffedExt) ? acceptedTypes[sniffedExt] : undefined;

/** The extension of a stored type's url. */
export function extensionOf(mimeType: string): string {
  const type = Object.values(acceptedTypes).find((candidate) => candidate.mime === mimeType);
  if (!type) throw new Error(`Unknown media type ${mimeType}`);
  return type.ext;
}

/** Where a media is served, and what a card's Markdown holds to show it. */
export const mediaUrl = (sha256: string, mimeType: string) => `${MEDIA_URL_PREFIX}${sha256}.${extensionOf(mimeType)}`;

/** A media's name in its url: `<sha256>.<ext>`. */
export const mediaNamePattern = new RegExp(
  `^([0-9a-f]{64})\\.(${[...new Set(Object.values(acceptedTypes).map((type) => type.ext))].join('|')})$`,
);

const referencePattern = /\/api\/media\/([0-9a-f]{64})\./g;

/** The hashes of the media `texts` (card sides) point at, each once. */
export function mediaReferences(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(referencePattern)) found.add(match[1]);
  return [...found];
}

/** `500 MB`, `5 MB`, `64 KB`. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

export const mediaMessages = {
  notFound: 'Archivo no encontrado',
  noFile: 'Falta el archivo: envía un formulario multipart/form-data con el campo «file»',
  emptyFile: 'El archivo está vacío',
  unsupportedType:
    'Tipo de archivo no admitido: sube una imagen PNG, JPEG, GIF o WebP, o un audio MP3, OGG, WAV o M4A (se mira el contenido, no el nombre)',
  unreadableImage: 'No se pudo leer la imagen: el archivo está dañado o incompleto',
  tooManyPixels: `La imagen tiene demasiados píxeles: como mucho ${IMAGE_MAX_PIXELS / 1_000_000} megapíxeles`,
  imageTooLarge: `La imagen supera el tamaño máximo de ${formatBytes(IMAGE_MAX_BYTES)}`,
  audioTooLarge: `El audio supera el tamaño máximo de ${formatBytes(AUDIO_MAX_BYTES)}`,
  uploadTooLarge: `El archivo supera el tamaño máximo: ${formatBytes(IMAGE_MAX_BYTES)} por imagen y ${formatBytes(AUDIO_MAX_BYTES)} por audio`,
  quotaExceeded: (quotaBytes: number) =>
    `Has llegado al límite de ${formatBytes(quotaBytes)} para tus imágenes y audios: borra las cartas cuyos archivos ya no necesites`,
  interruptedUpload: 'La subida se interrumpió: no se guardó nada',
  rangeNotSatisfiable: 'El rango pedido está fuera del archivo',
} as const;
