/** The manage page's own message catalog (`locales/manage/`), loaded with its chunk. */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const manageCatalog: AreaCatalog = {
  en: () => import("../../../../locales/manage/en.js"),
  es: () => import("../../../../locales/manage/es.js"),
  fr: () => import("../../../../locales/manage/fr.js"),
  ko: () => import("../../../../locales/manage/ko.js"),
  pl: () => import("../../../../locales/manage/pl.js"),
  "pt-BR": () => import("../../../../locales/manage/pt-BR.js"),
  ru: () => import("../../../../locales/manage/ru.js"),
  "zh-Hans": () => import("../../../../locales/manage/zh-Hans.js"),
};
