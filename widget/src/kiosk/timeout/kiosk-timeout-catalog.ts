/**
 * The kiosk time-outs' own message catalog (`locales/kiosk-timeout/`): the "Are you still
 * there?" warning and the confirmation's countdown. Loaded by kiosks that reset only, so neither
 * the form's budget nor a client's phone pays for it.
 */
import type { AreaCatalog } from "../../i18n/area-catalog.js";

export const kioskTimeoutCatalog: AreaCatalog = {
  en: () => import("../../../../locales/kiosk-timeout/en.js"),
  es: () => import("../../../../locales/kiosk-timeout/es.js"),
  fr: () => import("../../../../locales/kiosk-timeout/fr.js"),
  ko: () => import("../../../../locales/kiosk-timeout/ko.js"),
  pl: () => import("../../../../locales/kiosk-timeout/pl.js"),
  "pt-BR": () => import("../../../../locales/kiosk-timeout/pt-BR.js"),
  ru: () => import("../../../../locales/kiosk-timeout/ru.js"),
  "zh-Hans": () => import("../../../../locales/kiosk-timeout/zh-Hans.js"),
};
