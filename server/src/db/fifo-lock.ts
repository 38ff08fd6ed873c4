/**
 * A lock handed to its waiters in the order they asked. Kysely's SQLite driver guards its one
 * connection with a lock whose release wakes every waiter, all but one of which go back to
 * waiting: under load (fifty joins queued for the connection) each release cost fifty wake-ups.
 * Here a release wakes exactly the next one.
 */
export class FifoLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the lock to the longest waiter, or frees it. */
  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
