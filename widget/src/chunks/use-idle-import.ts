/**
 * Extras on the form's path (live waits, the vendor's snippets) are chunks of their own,
 * fetched once the screen has what it needs (`start`) and the browser is idle, so they never
 * compete with what the form needs to become usable. Until then, and when the chunk cannot be
 * fetched, there is no module: an extra that does not arrive leaves the screen as it is.
 */
import { useEffect, useState } from "react";

export function useIdleImport<T>(start: boolean, load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the import starts once, when `start` turns true; `load` is a new arrow on every render.
  useEffect(() => {
    if (!start) return;
    let live = true;
    const idle = whenIdle(
      () =>
        void load().then(
          (module) => live && setLoaded(() => module),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      idle.cancel();
    };
  }, [start]);
  return loaded;
}

/** Runs `task` when the browser is idle (within a second at the latest). */
function whenIdle(task: () => void): { cancel(): void } {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 1000 });
    return { cancel: () => cancelIdleCallback(handle) };
  }
  const timer = setTimeout(task, 200);
  return { cancel: () => clearTimeout(timer) };
}
