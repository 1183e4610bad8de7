/**
 * The images and sounds of the cards in the offline copy, kept in the service worker's media cache (the same cache
 * its `/api/media` rule answers from, `vite.config.ts`), so a card studied offline shows them. Within a budget: past
 * it the rest are left out, and such a card says its media is not available offline.
 */
export const MEDIA_CACHE = 'repaso-media';
/** What the offline copy's media may take on the device. */
export const MEDIA_BUDGET_BYTES = 100 * 1024 * 1024;

const mediaUrl = /\/api\/media\/[0-9a-f]{64}\.(?:png|jpg|gif|webp|mp3|ogg|wav|m4a)/g;

/** Every media address a serialized cache names, once each, in the order they appear. */
export function mediaUrlsIn(serialized: string): string[] {
  return [...new Set(serialized.match(mediaUrl) ?? [])];
}

const sizeOf = (response: Response | undefined) => Number(response?.headers.get('content-length') ?? 0);

/**
 * Fetches into the media cache each of `urls` it does not hold yet, while what it holds stays within `budget`. Media
 * never change at an address (it is their hash), so what is cached is never fetched again.
 */
export async function keepMediaOffline(urls: readonly string[], budget = MEDIA_BUDGET_BYTES): Promise<void> {
  if (urls.length === 0 || typeof caches === 'undefined') return;
  const cache = await caches.open(MEDIA_CACHE);
  let used = 0;
  for (const request of await cache.keys()) used += sizeOf(await cache.match(request));
  for (const url of urls) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
    if (!response?.ok) continue;
    const size = sizeOf(response);
    if (used + size > budget) return;
    await cache.put(url, response);
    used += size;
  }
}
