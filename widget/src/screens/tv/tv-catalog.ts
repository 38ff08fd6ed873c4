/** The lobby board's own message catalog (`locales/tv/`), loaded with its chunk. */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const tvCatalog: AreaCatalog = {
  en: () => import("../../../../locales/tv/en.js"),
  es: () => import("../../../../locales/tv/es.js"),
  fr: () => import("../../../../locales/tv/fr.js"),
  ko: () => import("../../../../locales/tv/ko.js"),
  pl: () => import("../../../../locales/tv/pl.js"),
  "pt-BR": () => import("../../../../locales/tv/pt-BR.js"),
  ru: () => import("../../../../locales/tv/ru.js"),
  "zh-Hans": () => import("../../../../locales/tv/zh-Hans.js"),
};
