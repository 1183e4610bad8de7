import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../../core/errors';

// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 20 ms here.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const overloadedMessage = 'El servidor está muy ocupado. Vuelve a intentarlo en unos segundos.';
const OVERLOADED_RETRY_AFTER_SECONDS = 5;

/**
 * At most `maxActive` tasks at once, up to `maxQueued` more waiting in order; beyond that a 503.
 *
 * @node-rs/argon2 hashes on libuv's thread pool (4 threads by default), which fs, dns and zlib share:
 * unbounded, a burst of sign-ups or password changes queues everyone else's work behind its hashes.
 */
export class WorkQueue {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(public limits: { maxActive: number; maxQueued: number }) {}

  get size() {
    return { active: this.active, queued: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.maxActive) {
      if (this.waiting.length >= this.limits.maxQueued) {
        throw new DomainError('SERVICE_UNAVAILABLE', 503, overloadedMessage, undefined, OVERLOADED_RETRY_AFTER_SECONDS);
      }
      // The slot is handed over by the task that finishes (see below), so `active` never overshoots.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/**
 * Every argon2 hash and verification of this process goes through here: at most 2 at once, and never
 * every core (on 2 cores, 2 hashes left the event loop waiting for CPU: 9 ms median for a trivial request
 * during a burst of sign-ups, against 2.5 ms with 1). 64 queued is about 1 to 3 s of work.
 */
export const argon2Queue = new WorkQueue({
  maxActive: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  maxQueued: 64,
});

/** How many hashes and verifications this process has started: what tests and operators can observe. */
export const argon2Counters = { hashes: 0, verifications: 0 };

export function hashPassword(password: string): Promise<string> {
  return argon2Queue.run(() => {
    argon2Counters.hashes++;
    return hash(password, options);
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`; without a hash (unknown e-mail) it still verifies
 * against a throw-away one, so both failures take about the same time.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const check = (against: string) =>
    argon2Queue.run(() => {
      argon2Counters.verifications++;
      return verify(against, password).catch(() => false);
    });
  if (passwordHash) return check(passwordHash);
  if (!dummyHash) {
    dummyHash = hashPassword('repaso-dummy-password');
    dummyHash.catch(() => {
      dummyHash = undefined; // refused while overloaded: try again next time
    });
  }
  await check(await dummyHash);
  return false;
}
