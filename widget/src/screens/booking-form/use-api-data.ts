/**
 * Loads data for a screen and reloads it when its inputs change (the locale, a service id).
 * While a reload runs the previous data stays on screen, so a language switch does not flash
 * the loading state, but it is marked `reloading` from the very render whose inputs changed.
 * An answer that arrives after a newer request started is dropped. Each answer carries the
 * stamp of its request, so a screen can tell whether a local change is newer than the data.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiFailure, ApiResult } from "../../api/api-client.js";

export type ApiData<T> =
  | { status: "loading" }
  | { status: "ready"; data: T; reloading: boolean; stamp: number }
  | { status: "error"; error: ApiFailure };

let lastStamp = 0;
/** A number greater than every one handed out before: orders requests and local changes. */
export const nextStamp = (): number => ++lastStamp;

const sameDeps = (a: readonly unknown[] | null, b: readonly unknown[]) => a !== null && a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

export function useApiData<T>(load: (() => Promise<ApiResult<T>>) | null, deps: readonly unknown[]): ApiData<T> & { reload(): void } {
  const [state, setState] = useState<ApiData<T>>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  /** The inputs the current state was loaded for. */
  const loadedFor = useRef<readonly unknown[] | null>(null);
  const current = [...deps, generation];

  useEffect(() => {
    if (!load) return;
    const request = ++latest.current;
    const stamp = nextStamp();
    const inputs = current;
    setState((previous) => (previous.status === "ready" ? { ...previous, reloading: true } : { status: "loading" }));
    void load().then((result) => {
      if (request !== latest.current) return;
      loadedFor.current = inputs;
      setState(result.ok ? { status: "ready", data: result.data, reloading: false, stamp } : { status: "error", error: result.error });
    });
    // `load` is rebuilt on every render; the caller's deps say when it really changed.
  }, current);

  useEffect(
    () => () => {
      // Answers arriving after unmount are ignored.
      latest.current = -1;
    },
    [],
  );

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  if (state.status === "ready" && !state.reloading && !sameDeps(loadedFor.current, current)) return { ...state, reloading: true, reload };
  return { ...state, reload };
}
