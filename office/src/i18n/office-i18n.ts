/**
 * The app's lingui instance, made by its root (never the global `i18n`), with the page's language
 * loaded before the first screen shows. The back office's texts are one catalog of their own
 * (`locales/office/{locale}.po`), each language a chunk of its own.
 */
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Locale } from "#contract";
import { retryImport } from "../ui/retry-import.js";

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../../locales/office/en.js"),
  es: () => import("../../../locales/office/es.js"),
  fr: () => import("../../../locales/office/fr.js"),
  ko: () => import("../../../locales/office/ko.js"),
  pl: () => import("../../../locales/office/pl.js"),
  "pt-BR": () => import("../../../locales/office/pt-BR.js"),
  ru: () => import("../../../locales/office/ru.js"),
  "zh-Hans": () => import("../../../locales/office/zh-Hans.js"),
};

export async function createOfficeI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n();
  const { messages } = await retryImport(catalogs[locale]);
  i18n.load(locale, messages);
  i18n.activate(locale);
  return i18n;
}
