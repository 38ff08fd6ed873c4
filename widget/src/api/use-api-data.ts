/**
 * Loads data for a screen and reloads it when its inputs change (the locale, a service id).
 * While a reload runs the previous data stays on screen, so a language switch does not flash
 * the loading state, but it is marked `reloading` from the very render whose inputs changed.
 * An answer that arrives after a newer request started is dropped. Each answer carries the
 * stamp of its request, so a screen can tell whether a local change is newer than the data.
 * `initial` may give, once at mount, data the flow already holds for the first read (the join's
 * answer for the confirmation): it stands for that read, which is then not sent.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiFailure, ApiResult } from "./api-client.js";

export type ApiData<T> = { status: "loading" } | { status: "ready"; data: T; reloading: boolean; stamp: number } | { status: "error"; error: ApiFailure };

let lastStamp = 0;
/** A number greater than every one handed out before: orders requests and local changes. */
export const nextStamp = (): number => ++lastStamp;

const sameDeps = (a: readonly unknown[] | null, b: readonly unknown[]) => a !== null && a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

export interface ApiDataControls {
  /** Loads again; `quiet` keeps the data as it is meanwhile, not marked reloading (a background refresh). */
  reload(options?: { quiet?: boolean }): void;
}

export function useApiData<T>(
  load: (() => Promise<ApiResult<T>>) | null,
  deps: readonly unknown[],
  initial?: () => T | undefined,
): ApiData<T> & ApiDataControls {
  const [seed] = useState(() => {
    const data = initial?.();
    return data === undefined ? undefined : { data, inputs: [...deps, 0] as readonly unknown[], spent: false };
  });
  const [state, setState] = useState<ApiData<T>>(() =>
    seed ? { status: "ready", data: seed.data, reloading: false, stamp: nextStamp() } : { status: "loading" },
  );
  const [generation, setGeneration] = useState(0);
  const latest = useRef(0);
  /** The inputs the current state was loaded for. */
  const loadedFor = useRef<readonly unknown[] | null>(seed?.inputs ?? null);
  /** The generation a quiet reload asked for. */
  const quietGeneration = useRef(-1);
  const current = [...deps, generation];
  const quiet = quietGeneration.current === generation && loadedFor.current !== null && sameDeps(loadedFor.current.slice(0, -1), deps);

  useEffect(() => {
    if (!load) return;
    if (seed && !seed.spent) {
      seed.spent = true;
      if (sameDeps(seed.inputs, current)) return;
    }
    const request = ++latest.current;
    const stamp = nextStamp();
    const inputs = current;
    if (!quiet) setState((previous) => (previous.status === "ready" ? { ...previous, reloading: true } : { status: "loading" }));
    void load().then((result) => {
      if (request !== latest.current) return;
      loadedFor.current = inputs;
      setState(result.ok ? { status: "ready", data: result.data, reloading: false, stamp } : { status: "error", error: result.error });
    });
    // `load` is rebuilt on every render; the caller's deps say when it really changed.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's own dependencies (`current`) say when to load again.
  }, current);

  useEffect(
    () => () => {
      // Answers arriving after unmount are ignored.
      latest.current = -1;
    },
    [],
  );

  const reload = useCallback(
    (options: { quiet?: boolean } = {}) =>
      setGeneration((g) => {
        if (options.quiet) quietGeneration.current = g + 1;
        return g + 1;
      }),
    [],
  );
  if (state.status === "ready" && !state.reloading && !quiet && !sameDeps(loadedFor.current, current)) return { ...state, reloading: true, reload };
  return { ...state, reload };
}
