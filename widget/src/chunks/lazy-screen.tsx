/**
 * A screen whose code loads as its own chunk, with its own message catalog, showing
 * "Loading…" until both arrive. Screens off the form's path use it so the form stays within its
 * download budget. A chunk that cannot be fetched (a dropped connection, a redeploy that
 * removed it) is asked for again once (`retry-import.ts`); if it still fails, a hosted page
 * reloads once onto the current release (`chunk-reload.ts`) and a vendor's page shows the generic
 * error screen instead of a blank element (the next visit to the screen tries again). Its code
 * and texts can be had beforehand (`preload`): it then shows at once.
 */
import { Trans } from "@lingui/react/macro";
import { Component, createElement, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { I18n } from "@lingui/core";
import type { Locale } from "#contract";
import { loadAreaCatalog, useAreaCatalog, type AreaCatalog } from "../i18n/area-catalog.js";
import { ErrorScreen } from "../ui/error-screen.js";
import { ElementContext } from "../element/element-context.js";
import { reloadOnceForChunk } from "./chunk-reload.js";
import { lazyPart } from "./lazy-part.js";

/** What a screen shows while its code or data arrives. */
export function Loading() {
  return (
    <p role="status" className="qb-loading">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * What shows when a screen's code or texts cannot be fetched even after a retry: a hosted page
 * reloads once onto the current release (`chunk-reload.ts`), coming back on the same screen;
 * otherwise the generic error screen, never a blank element.
 */
function ChunkFailed() {
  const element = useContext(ElementContext);
  const [reloading] = useState(() => Boolean(element?.hosted) && reloadOnceForChunk());
  return reloading ? <Loading /> : <ErrorScreen kind="error" />;
}

export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

/** A lazy screen, and how to have its code and texts in hand before it first renders. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /**
   * Loads the screen's code and its texts in the i18n's active language: a screen rendered after
   * this shows at once, without "Loading…" (a server rendering it, or an element taking over a
   * screen the server painted). Rejects when either cannot be had.
   */
  preload(i18n: I18n): Promise<void>;
};

export function lazyScreen<P extends object = Record<string, never>>(load: () => Promise<ComponentType<P>>, catalog?: AreaCatalog): LazyScreen<P> {
  const Screen = lazyPart(load);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy screen, made once when its module loads: its identity never changes between renders.
  const LazyScreen = function LazyScreen(props: P) {
    const texts = useAreaCatalog(catalog);
    // Fetch the code while the catalog loads, not after it. A failure surfaces through lazy.
    useEffect(() => void Screen.preload().catch(() => undefined), []);
    if (texts === "failed") return <ChunkFailed />;
    if (texts === "loading") return <Loading />;
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<Loading />}>{createElement(Screen, props)}</Suspense>
      </ChunkErrorBoundary>
    );
  };
  return Object.assign(LazyScreen, {
    preload: async (i18n: I18n) => {
      await Promise.all([Screen.preload(), catalog ? loadAreaCatalog(i18n, catalog, i18n.locale as Locale) : undefined]);
    },
  });
}
