import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One public answer as it is sent: the same for everyone who asks, with a strong ETag of its body. */
export type PublicAnswer = { status: number; body: string; etag: string };

/** How much the cache of public answers holds, and for how long (seconds: a republication shows at once anyway). */
export const PUBLIC_ANSWERS_LIMITS = { maxBytes: 16 * 1024 * 1024, maxEntries: 2_000, ttlMs: 5_000 };

/** A strong ETag of a body (a truncated SHA-256): the same body, the same tag, on every instance. */
export const strongEtag = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The community's public answers (its pages, the sitemap, `GET /api/community/…`, anonymous GraphQL reads) kept a
 * few seconds in this process, so that a crawler asking for the same pages again and again is answered from memory
 * instead of PostgreSQL and a rendering each time (issue 29: it must not slow signed-in learners). Bounded by bytes
 * and by entries (least recently used go first). A change to any published folder (publish, republish, unpublish,
 * hide, its author's public name or account) forgets everything at once: lists and the sitemap show the folder too,
 * and publications are few. `announce` tells every other instance (PostgreSQL's NOTIFY, `db/notifications.ts`),
 * whose listener calls `forgetHere`; an instance that could not hear it forgets its answers within `ttlMs` anyway.
 */
export class PublicAnswers {
  private readonly cache: LRUCache<string, PublicAnswer>;
  /** Bumped by `forget`: an answer built before it is not kept (it may show what was just changed). */
  private generation = 0;
  /** Answers being built: a burst of requests for one address waits for one build instead of making its own. */
  private readonly building = new Map<string, Promise<PublicAnswer | undefined>>();

  constructor(
    limits = PUBLIC_ANSWERS_LIMITS,
    private readonly announce: () => Promise<void> = async () => {},
  ) {
    this.cache = new LRUCache<string, PublicAnswer>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (answer, key) => Buffer.byteLength(answer.body) + key.length + 64,
      ttl: limits.ttlMs,
      ttlAutopurge: false,
    });
  }

  /**
   * The answer kept under `key`, or the one `build` makes now (kept unless a change came meanwhile); undefined when
   * `build` has none to give (it throws for an error to answer).
   */
  async answer(
    key: string,
    build: () => Promise<Omit<PublicAnswer, 'etag'> | undefined>,
  ): Promise<PublicAnswer | undefined> {
    const kept = this.cache.get(key);
    if (kept) return kept;
    const underway = this.building.get(key);
    if (underway) return underway;
    const generation = this.generation;
    const made = (async () => {
      const built = await build();
      if (!built) return undefined;
      const answer = { ...built, etag: strongEtag(built.body) };
      if (generation === this.generation) this.cache.set(key, answer);
      return answer;
    })();
    this.building.set(key, made);
    try {
      return await made;
    } finally {
      if (this.building.get(key) === made) this.building.delete(key);
    }
  }

  /**
   * A published folder changed (and is committed): no answer kept so far, or being built, may be sent again, here
   * and, once this settles, on every other instance.
   */
  async forget(): Promise<void> {
    this.forgetHere();
    await this.announce();
  }

  /** `forget` on this instance only: another one announced a change. */
  forgetHere(): void {
    this.generation++;
    this.cache.clear();
    this.building.clear();
  }
}
