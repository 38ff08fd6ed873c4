/**
 * Catalogs of screens that load as their own chunk (see lingui.config.ts). Such a screen's
 * texts are fetched with it and merged into the element's i18n (lingui's `load` adds to what a
 * locale already has). When the client switches language, `loadUsedAreas` fetches the new
 * language's texts of every area the element has shown before the language is activated, so a
 * screen on display is translated in place and keeps its state (what was typed, what was
 * searched) instead of being swapped for "Loading…".
 */
import type { I18n, Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { retryImport } from "../chunks/retry-import.js";
import type { Locale } from "#contract";

/** One dynamic import per locale, so each catalog is a chunk of its own. */
export type AreaCatalog = Record<Locale, () => Promise<{ messages: Messages }>>;

/** Per element i18n: the area catalogs it has used, and which of their locales it holds. */
const used = new WeakMap<I18n, Map<AreaCatalog, Set<Locale>>>();

function areasOf(i18n: I18n): Map<AreaCatalog, Set<Locale>> {
  let areas = used.get(i18n);
  if (!areas) used.set(i18n, (areas = new Map()));
  return areas;
}

function holds(i18n: I18n, catalog: AreaCatalog, locale: Locale): boolean {
  return areasOf(i18n).get(catalog)?.has(locale) ?? false;
}

export async function loadAreaCatalog(i18n: I18n, catalog: AreaCatalog, locale: Locale): Promise<void> {
  const areas = areasOf(i18n);
  if (!areas.has(catalog)) areas.set(catalog, new Set());
  if (holds(i18n, catalog, locale)) return;
  // Asked for twice before it counts as failed, like the screens' code (`retry-import.ts`).
  const { messages } = await retryImport(catalog[locale]);
  i18n.load(locale, messages);
  areas.get(catalog)?.add(locale);
}

/**
 * Loads a locale's texts of every area this element has used. A failure is left to the screen,
 * which asks again and shows the error screen if it fails once more.
 */
export async function loadUsedAreas(i18n: I18n, locale: Locale): Promise<void> {
  await Promise.allSettled([...areasOf(i18n).keys()].map((catalog) => loadAreaCatalog(i18n, catalog, locale)));
}

export type AreaCatalogState = "ready" | "loading" | "failed";

/** Whether the area's texts for the element's active language are loaded. */
export function useAreaCatalog(catalog: AreaCatalog | undefined): AreaCatalogState {
  // The active locale, not the store's: the store switches first, the i18n once texts are in.
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [failed, setFailed] = useState<Locale | null>(null);
  const [, rerender] = useState(0);
  const ready = !catalog || holds(i18n, catalog, locale);
  useEffect(() => {
    if (!catalog || holds(i18n, catalog, locale)) return;
    let live = true;
    loadAreaCatalog(i18n, catalog, locale).then(
      () => live && rerender((n) => n + 1),
      () => live && setFailed(locale),
    );
    return () => {
      live = false;
    };
  }, [i18n, catalog, locale]);
  if (ready) return "ready";
  return failed === locale ? "failed" : "loading";
}
