/** The notice screens' own message catalog (`locales/notices/`), loaded with its chunk. */
import type { AreaCatalog } from "../i18n/area-catalog.js";

export const noticesCatalog: AreaCatalog = {
  en: () => import("../../../locales/notices/en.js"),
  es: () => import("../../../locales/notices/es.js"),
  fr: () => import("../../../locales/notices/fr.js"),
  ko: () => import("../../../locales/notices/ko.js"),
  pl: () => import("../../../locales/notices/pl.js"),
  "pt-BR": () => import("../../../locales/notices/pt-BR.js"),
  ru: () => import("../../../locales/notices/ru.js"),
  "zh-Hans": () => import("../../../locales/notices/zh-Hans.js"),
};
