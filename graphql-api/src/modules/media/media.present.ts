import { mediaUrl } from './media.schema';
import type { MediaRecord } from './media.service';

/** The contract's `Media` (`POST /api/media`). */
export const presentMedia = (media: MediaRecord) => ({
  id: media.id,
  url: mediaUrl(media.sha256, media.mimeType),
  mimeType: media.mimeType,
  bytes: media.bytes,
  width: media.width,
  height: media.height,
});
