/** The location picker's own message catalog (`locales/location-select/`), loaded with its chunk. */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const locationSelectCatalog: AreaCatalog = {
  en: () => import("../../../../locales/location-select/en.js"),
  es: () => import("../../../../locales/location-select/es.js"),
  fr: () => import("../../../../locales/location-select/fr.js"),
  ko: () => import("../../../../locales/location-select/ko.js"),
  pl: () => import("../../../../locales/location-select/pl.js"),
  "pt-BR": () => import("../../../../locales/location-select/pt-BR.js"),
  ru: () => import("../../../../locales/location-select/ru.js"),
  "zh-Hans": () => import("../../../../locales/location-select/zh-Hans.js"),
};
