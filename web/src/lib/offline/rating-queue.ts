import { offlineDb, type QueuedChange, type QueuedRating, type QueuedSuspension } from '@/lib/offline-db';

/** What the API did with a change: took it (with its answer), or refused it for good (a deleted card, say). */
export type Delivery<A> = { sent: A } | { refused: string };

/**
 * Sends one rating or suspension. Resolves with the API's verdict; rejects when it could not tell (offline, a server
 * error, a session to renew): the change then stays queued and is tried again later.
 */
export type Sender<A> = (change: QueuedChange) => Promise<Delivery<A>>;

/**
 * What a sender throws when the API answered that it cannot take changes now (a 503: its database restarting or
 * failing over) and said when to ask again: the queue waits that long rather than its growing back-off, so what
 * waits is sent as soon as the API is back.
 */
export class ApiUnavailable extends Error {
  constructor(readonly retryAfterMs: number) {
    super('La API no está disponible ahora mismo');
  }
}

/** A change as the screens hand it over: the queue gives it its place and counts its attempts. */
export type NewChange = Omit<QueuedRating, 'seq' | 'attempts'> | Omit<QueuedSuspension, 'seq' | 'attempts'>;

export type RatingQueueOptions<A> = {
  send: Sender<A>;
  /** The number of ratings waiting changed. */
  onCount?: (count: number) => void;
  /** The API refused a change: it leaves the queue, and the learner must be told (never dropped silently). */
  onRefused?: (change: QueuedChange, message: string) => void;
  /** The signed-in learner: only their ratings are sent (and counted); null sends none. */
  owner?: () => string | null;
  /** Milliseconds to wait after the `attempts`-th failure in a row. */
  backoff?: (attempts: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** 1 s, 2 s, 4 s … doubling up to 5 minutes. */
export const defaultBackoff = (attempts: number) => Math.min(300_000, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * The ratings waiting for the API, and the suspensions made offline among them, kept in IndexedDB so a reload, a
 * crash or a day offline loses none. They replay one at a time in the order they were made; a failure that says
 * nothing about the change (no network, a 503) stops the replay and retries later with back-off (or when a 503 said
 * to), keeping the order; a
 * refusal removes the change and is reported. Each rating carries its client id, so one sent twice (its answer lost)
 * still counts once; a suspension sent twice changes nothing.
 */
export class RatingQueue<A> {
  private replaying: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  private inFlight: string | null = null;
  /** Ratings `remove` took back (a handful per page: undos), never to be sent even if a read still holds them. */
  private readonly takenBack = new Set<string>();
  private readonly waiters = new Map<string, (answer: A | null) => void>();
  private readonly options: Required<Omit<RatingQueueOptions<A>, 'onCount' | 'onRefused' | 'owner'>> &
    Pick<RatingQueueOptions<A>, 'onCount' | 'onRefused' | 'owner'>;

  constructor(options: RatingQueueOptions<A>) {
    this.options = {
      backoff: defaultBackoff,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      ...options,
    };
  }

  /**
   * Stores a change (durably, before anything is sent) and starts a replay. Resolves once it is stored, with the
   * API's answer to come: null if the API refused it or it was taken back; pending while offline.
   */
  async add(change: NewChange): Promise<{ answer: Promise<A | null> }> {
    const answer = new Promise<A | null>((resolve) => this.waiters.set(change.clientId, resolve));
    const db = await offlineDb();
    await db.add('ratings', { ...change, attempts: 0 } as QueuedChange);
    await this.notifyCount();
    // While a back-off wait runs (offline, say), the new change waits its turn behind the others.
    if (this.timer === null) void this.replay();
    return { answer };
  }

  /** The signed-in learner's changes waiting, oldest first. */
  async pending(): Promise<QueuedChange[]> {
    const all = await (await offlineDb()).getAll('ratings');
    const owner = this.options.owner;
    if (!owner) return all;
    const me = owner();
    return all.filter((change) => me !== null && change.userId === me);
  }

  async count(): Promise<number> {
    return (await this.pending()).length;
  }

  /**
   * Takes back a rating that has not reached the API (undo while offline). False when it is on its way or already
   * arrived: then the API's undo is the way back.
   */
  async remove(clientId: string): Promise<boolean> {
    if (this.inFlight === clientId) return false;
    this.takenBack.add(clientId);
    const db = await offlineDb();
    const tx = db.transaction('ratings', 'readwrite');
    let removed = false;
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      if (cursor.value.clientId === clientId) {
        await cursor.delete();
        removed = true;
      }
    }
    await tx.done;
    if (removed) {
      this.settle(clientId, null);
      await this.notifyCount();
    }
    return removed;
  }

  /** Forgets the signed-in learner's waiting ratings (signing out); without `owner`, every one. */
  async clear() {
    this.cancelTimer();
    const mine = new Set((await this.pending()).map((change) => change.seq));
    const db = await offlineDb();
    const tx = db.transaction('ratings', 'readwrite');
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      if (mine.has(cursor.value.seq)) {
        this.settle(cursor.value.clientId, null);
        await cursor.delete();
      }
    }
    await tx.done;
    await this.notifyCount();
  }

  /**
   * Sends the waiting ratings in order until none is left or one cannot be sent now. One replay at a time; a call
   * during a replay makes it look again when it ends; a call during a back-off wait ends the wait (the
   * connection came back).
   */
  replay(): Promise<void> {
    this.cancelTimer();
    if (this.replaying) {
      this.again = true;
      return this.replaying;
    }
    this.replaying = (async () => {
      try {
        do {
          this.again = false;
          await this.sendAll();
        } while (this.again && this.timer === null);
      } finally {
        this.replaying = null;
      }
    })();
    return this.replaying;
  }

  private async sendAll() {
    const db = await offlineDb();
    for (;;) {
      // A change taken back while this read ran is not sent, though the read may still have seen it.
      const [change] = (await this.pending()).filter((waiting) => !this.takenBack.has(waiting.clientId));
      if (!change || change.seq === undefined) return;
      let delivery: Delivery<A>;
      // From here until it has left the store the change is on its way: `remove` leaves it to the API's undo.
      this.inFlight = change.clientId;
      try {
        try {
          delivery = await this.options.send(change);
        } catch (error) {
          const attempts = change.attempts + 1;
          await db.put('ratings', { ...change, attempts });
          this.schedule(error instanceof ApiUnavailable ? error.retryAfterMs : this.options.backoff(attempts));
          return;
        }
        await db.delete('ratings', change.seq);
      } finally {
        this.inFlight = null;
      }
      await this.notifyCount();
      if ('sent' in delivery) this.settle(change.clientId, delivery.sent);
      else {
        this.settle(change.clientId, null);
        this.options.onRefused?.(change, delivery.refused);
      }
    }
  }

  private settle(clientId: string, answer: A | null) {
    this.waiters.get(clientId)?.(answer);
    this.waiters.delete(clientId);
  }

  private schedule(ms: number) {
    this.cancelTimer();
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      void this.replay();
    }, ms);
  }

  private cancelTimer() {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private async notifyCount() {
    if (this.options.onCount) this.options.onCount(await this.count());
  }
}
