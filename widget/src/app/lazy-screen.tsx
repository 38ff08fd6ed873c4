/**
 * A screen whose code loads as its own chunk, with its own message catalog, showing
 * "Loading…" until both arrive. Screens off the form's path use it so the form stays within its
 * download budget. A chunk that cannot be fetched (a dropped connection, a redeploy that
 * removed it) shows the generic error screen instead of a blank element.
 */
import { Trans } from "@lingui/react/macro";
import { Component, createElement, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { useAreaCatalog, type AreaCatalog } from "../i18n/area-catalog.js";
import { ErrorScreen } from "../screens/error/error-screen.js";

/** What a screen shows while its code or data arrives. */
export function Loading() {
  return (
    <p role="status" className="qb-loading">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** The generic error screen, instead of a blank element, when a chunk cannot be fetched. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen kind="error" /> : this.props.children;
  }
}

export function lazyScreen<P extends object = Record<string, never>>(load: () => Promise<ComponentType<P>>, catalog?: AreaCatalog): ComponentType<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (pending ??= load());
  const Screen = lazy(() => loadOnce().then((component) => ({ default: component })));
  return function LazyScreen(props: P) {
    const texts = useAreaCatalog(catalog);
    // Fetch the code while the catalog loads, not after it. A failure surfaces through lazy.
    useEffect(() => void loadOnce().catch(() => undefined), []);
    if (texts === "failed") return <ErrorScreen kind="error" />;
    if (texts === "loading") return <Loading />;
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<Loading />}>
          {/* createElement: JSX cannot spread a generic P onto a lazy component's props */}
          {createElement(Screen, props)}
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}
