/**
 * A component whose code is a chunk of its own (React's `lazy`, suspending to the nearest
 * boundary while it loads), that can also be had in hand beforehand (`preload`): once loaded,
 * it renders directly, without a Suspense pause. The server's renderer preloads what a screen
 * shows, and so does an element taking over a screen the server painted
 * (`app/first-screen-preload.ts`). A chunk that cannot be fetched is asked for again once
 * (`retry-import.ts`); a failure is forgotten (React's lazy keeps its own, so it is made anew),
 * so the next time the part is shown it is fetched again.
 */
import { createElement, lazy, useState, type ComponentType } from "react";
import { retryImport } from "./retry-import.js";

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Loads the part's code; rejects when it cannot be had. */
  preload(): Promise<void>;
};

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  /** The part's component once its code has arrived. */
  let loaded: ComponentType<P> | undefined;
  const makeLazy = () => lazy(() => loadOnce().then((component) => ({ default: component })));
  const loadOnce = (): Promise<ComponentType<P>> =>
    (pending ??= retryImport(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        Lazy = makeLazy();
        throw error;
      },
    ));
  let Lazy = makeLazy();
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy part, made once when its module loads: its identity never changes between renders.
  const Part = function LazyPart(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would be another type in the same place, and React would start the part over.
    const [direct] = useState(() => loaded);
    // createElement: JSX cannot spread a generic P onto a lazy component's props.
    return createElement(direct ?? Lazy, props);
  };
  return Object.assign(Part, {
    preload: async () => {
      await loadOnce();
    },
  });
}
