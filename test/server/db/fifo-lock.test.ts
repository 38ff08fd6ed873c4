/**
 * The lock over SQLite's one connection hands it on in the order it was asked for, one waiter
 * per release: Kysely's own woke every waiter on each release.
 */
import { expect, it } from "vitest";
import { FifoLock } from "../../../server/src/db/fifo-lock.js";

it("hands the lock to one waiter per release, in the order they asked", async () => {
  const lock = new FifoLock();
  const order: string[] = [];
  await lock.lock();
  const waiters = ["a", "b", "c"].map((name) =>
    lock.lock().then(() => {
      order.push(name);
    }),
  );
  await Promise.resolve();
  expect(order).toEqual([]);
  lock.unlock();
  await waiters[0];
  await new Promise((resolve) => setImmediate(resolve));
  // Only the first was woken; the others still wait.
  expect(order).toEqual(["a"]);
  lock.unlock();
  lock.unlock();
  await Promise.all(waiters);
  expect(order).toEqual(["a", "b", "c"]);
  // Free again: the next asker gets it at once.
  lock.unlock();
  let got = false;
  void lock.lock().then(() => (got = true));
  await Promise.resolve();
  expect(got).toBe(true);
});
