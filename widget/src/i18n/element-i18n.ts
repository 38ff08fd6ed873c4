/**
 * One lingui instance per element (never the global `i18n`), so two elements on a page can
 * speak different languages. Catalogs are separate chunks, loaded when a locale is first used.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "#contract";
import { loadUsedAreas } from "./area-catalog.js";

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/en.js"),
  es: () => import("../../../locales/es.js"),
  fr: () => import("../../../locales/fr.js"),
  ko: () => import("../../../locales/ko.js"),
  pl: () => import("../../../locales/pl.js"),
  "pt-BR": () => import("../../../locales/pt-BR.js"),
  ru: () => import("../../../locales/ru.js"),
  "zh-Hans": () => import("../../../locales/zh-Hans.js"),
};

const loaded = new WeakMap<I18n, Set<Locale>>();

export function createElementI18n(): I18n {
  const i18n = setupI18n();
  loaded.set(i18n, new Set());
  return i18n;
}

/**
 * Loads (once) and activates a locale on this element's i18n, together with the texts of the
 * lazy screens the element has shown, so nothing on screen is left untranslated meanwhile.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const done = loaded.get(i18n) ?? new Set<Locale>();
  const areas = loadUsedAreas(i18n, locale);
  if (!done.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    done.add(locale);
    loaded.set(i18n, done);
  }
  await areas;
  i18n.activate(locale);
}
