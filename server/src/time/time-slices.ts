/**
 * Long work on the event loop in slices: a loop over thousands of items (a vendor document of
 * 5,000 locations) calls `slice()` after each item, and every `budgetMs` it gives the loop a turn
 * (`setImmediate`: timers, sockets and other requests run), so no other request waits for more
 * than about that long. Awaiting a promise alone would not do: a SQLite statement resolves on the
 * microtask queue, and a transaction of microtasks never lets anything else in.
 */

/** The default slice: long enough that the turns cost little, short enough that nobody notices. */
export const SLICE_MS = 10;

export type Slice = () => Promise<void> | undefined;

export function timeSlicer(budgetMs = SLICE_MS): Slice {
  let started = performance.now();
  return () => {
    if (performance.now() - started < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        started = performance.now();
        resolve();
      }),
    );
  };
}
