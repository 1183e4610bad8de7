import sharp from 'sharp';
import { DomainError } from '../../core/errors';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, type MediaType, mediaMessages } from './media.schema';

// libvips' operation cache keeps recent images in native memory for reuse; uploads are each seen once.
sharp.cache(false);
// One libvips thread per image: uploads are few at a time (`media.routes.ts`), and each is small.
sharp.concurrency(1);

export type EncodedImage = { data: Buffer; width: number; height: number };

/**
 * Re-encodes an uploaded image in its own format, so what is served is what libvips wrote, never the bytes a client
 * sent: turned upright by its EXIF orientation, metadata (EXIF with GPS, XMP, comments, ICC) dropped, the longest
 * side at most `IMAGE_MAX_SIDE`, an animated GIF or WebP kept animated. An image of more than `IMAGE_MAX_PIXELS`
 * (all frames together) is refused from its header, before anything is decoded; one libvips cannot decode (broken,
 * truncated) is a 400.
 */
export async function reencodeImage(input: Buffer, type: MediaType): Promise<EncodedImage> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const image = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, animated, failOn: 'warning' })
    .autoOrient()
    .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  switch (type.ext) {
    case 'png':
      image.png();
      break;
    case 'jpg':
      image.jpeg({ quality: 85, mozjpeg: true });
      break;
    case 'gif':
      image.gif();
      break;
    case 'webp':
      image.webp({ quality: 85 });
      break;
    default:
      throw new Error(`Not an image type: ${type.mime}`);
  }
  try {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    // An animation's frames are stacked: its height is one frame's.
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new DomainError('BAD_USER_INPUT', 400, mediaMessages.tooManyPixels);
    throw new DomainError('BAD_USER_INPUT', 400, mediaMessages.unreadableImage);
  }
}
