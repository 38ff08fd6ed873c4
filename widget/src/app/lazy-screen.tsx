/**
 * A screen whose code loads as its own chunk, showing "Loading…" until it arrives. Screens off
 * the form's path use it so the form stays within its download budget.
 */
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, type ComponentType } from "react";

export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LazyScreen() {
    return (
      <Suspense
        fallback={
          <p role="status" className="qb-loading">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <Screen />
      </Suspense>
    );
  };
}
