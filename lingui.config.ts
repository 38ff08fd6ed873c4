/**
 * Message catalogs, one `.po` file per locale, extracted from the widget's sources.
 * `lingui compile` writes a `.ts` module next to each, which the widget loads lazily.
 *
 * The core catalog (`locales/{locale}.po`) holds what the join form and the element's frame need
 * and is part of the form's download budget. A part that loads as its own chunk (the location
 * picker, the notices, the manage page, the lobby board, appointment booking, the kiosk's
 * screens) keeps its texts in a catalog of its own (`locales/{area}/{locale}.po`), loaded with
 * it, so its messages cost the form nothing. `npm run extract` brings the catalogs up to date
 * with the code; a test fails while one misses a message or keeps one the code dropped.
 * The back-office app (`office/src`) has its own catalog, `locales/office/{locale}.po`.
 */
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Parts that load as chunks of their own, each with a catalog of its own
 * (`locales/{area}/`): the area's name and its folder under `widget/src/`.
 */
const LAZY_AREAS: Record<string, string> = {
  "location-select": "screens/location-select",
  notices: "notices",
  manage: "screens/manage",
  tv: "screens/tv",
  "appointment-booking": "screens/appointment-booking",
  "kiosk-check-in": "screens/kiosk-check-in",
  "kiosk-timeout": "kiosk/timeout",
};

const areaFolder = (area: string) => `<rootDir>/widget/src/${LAZY_AREAS[area]}`;
const areas = Object.keys(LAZY_AREAS);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/widget/src"],
      exclude: ["**/node_modules/**", "<rootDir>/widget/src/contract/**", ...areas.map((area) => `${areaFolder(area)}/**`)],
    },
    ...areas.map((area) => ({ path: `<rootDir>/locales/${area}/{locale}`, include: [areaFolder(area)] })),
    // The back-office app (office/): a catalog of its own, loaded by its page only.
    { path: "<rootDir>/locales/office/{locale}", include: ["<rootDir>/office/src"] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
