/** The kiosk check-in's own message catalog (`locales/kiosk-check-in/`), loaded with its chunk. */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const kioskCheckInCatalog: AreaCatalog = {
  en: () => import("../../../../locales/kiosk-check-in/en.js"),
  es: () => import("../../../../locales/kiosk-check-in/es.js"),
  fr: () => import("../../../../locales/kiosk-check-in/fr.js"),
  ko: () => import("../../../../locales/kiosk-check-in/ko.js"),
  pl: () => import("../../../../locales/kiosk-check-in/pl.js"),
  "pt-BR": () => import("../../../../locales/kiosk-check-in/pt-BR.js"),
  ru: () => import("../../../../locales/kiosk-check-in/ru.js"),
  "zh-Hans": () => import("../../../../locales/kiosk-check-in/zh-Hans.js"),
};
