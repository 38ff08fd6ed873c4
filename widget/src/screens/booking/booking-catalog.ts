/** The booking flow's own message catalog (`locales/booking/`), loaded with its chunk. */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const bookingCatalog: AreaCatalog = {
  en: () => import("../../../../locales/booking/en.js"),
  es: () => import("../../../../locales/booking/es.js"),
  fr: () => import("../../../../locales/booking/fr.js"),
  ko: () => import("../../../../locales/booking/ko.js"),
  pl: () => import("../../../../locales/booking/pl.js"),
  "pt-BR": () => import("../../../../locales/booking/pt-BR.js"),
  ru: () => import("../../../../locales/booking/ru.js"),
  "zh-Hans": () => import("../../../../locales/booking/zh-Hans.js"),
};
