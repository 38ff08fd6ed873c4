/** The booking flow's own message catalog (`locales/booking/`), loaded with its chunk. */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const bookingCatalog: AreaCatalog = {
  en: () => import("../../../../locales/appointment-booking/en.js"),
  es: () => import("../../../../locales/appointment-booking/es.js"),
  fr: () => import("../../../../locales/appointment-booking/fr.js"),
  ko: () => import("../../../../locales/appointment-booking/ko.js"),
  pl: () => import("../../../../locales/appointment-booking/pl.js"),
  "pt-BR": () => import("../../../../locales/appointment-booking/pt-BR.js"),
  ru: () => import("../../../../locales/appointment-booking/ru.js"),
  "zh-Hans": () => import("../../../../locales/appointment-booking/zh-Hans.js"),
};
