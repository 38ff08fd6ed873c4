/**
 * Catalogs of screens that load as their own chunk (see lingui.config.ts). Such a screen's
 * texts are fetched with it, merged into the element's i18n (lingui's `load` adds to what a
 * locale already has) and fetched again for each language the client switches to.
 */
import type { I18n, Messages } from "@lingui/core";
import { useEffect, useState } from "react";
import type { Locale } from "../contract/index.js";
import { useElement, useElementState } from "../element/element-context.js";

/** One dynamic import per locale, so each catalog is a chunk of its own. */
export type AreaCatalog = Record<Locale, () => Promise<{ messages: Messages }>>;

/** Per element i18n: which locales of which area catalogs it already holds. */
const loaded = new WeakMap<I18n, WeakMap<AreaCatalog, Set<Locale>>>();

function loadedLocales(i18n: I18n, catalog: AreaCatalog): Set<Locale> {
  let areas = loaded.get(i18n);
  if (!areas) loaded.set(i18n, (areas = new WeakMap()));
  let locales = areas.get(catalog);
  if (!locales) areas.set(catalog, (locales = new Set()));
  return locales;
}

export type AreaCatalogState = "ready" | "loading" | "failed";

/** Whether the area's texts for the element's current language are loaded. */
export function useAreaCatalog(catalog: AreaCatalog | undefined): AreaCatalogState {
  const { i18n } = useElement();
  const locale = useElementState((s) => s.locale);
  const [failed, setFailed] = useState<Locale | null>(null);
  const [, rerender] = useState(0);
  const ready = !catalog || loadedLocales(i18n, catalog).has(locale);
  useEffect(() => {
    if (!catalog || loadedLocales(i18n, catalog).has(locale)) return;
    let live = true;
    catalog[locale]().then(
      ({ messages }: { messages: Messages }) => {
        i18n.load(locale, messages);
        loadedLocales(i18n, catalog).add(locale);
        if (live) rerender((n) => n + 1);
      },
      () => live && setFailed(locale),
    );
    return () => {
      live = false;
    };
  }, [i18n, catalog, locale]);
  if (ready) return "ready";
  return failed === locale ? "failed" : "loading";
}
