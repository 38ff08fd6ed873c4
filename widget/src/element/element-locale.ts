/**
 * The element's language: the URL's `lang` wins over the `lang` attribute, then come the
 * browser's languages — always among those the vendor offers. Those are known at once when a
 * hosted page inlines the vendor's settings; otherwise the element starts with all eight and
 * decides again once the settings are fetched.
 */
import { LOCALES, matchLocale, offeredLocale, type Locale, type PublicVendorSettings } from "#contract";
import type { Route } from "../routing/route.js";

export function elementLocale(attribute: string | undefined, route: Route, settings: PublicVendorSettings | undefined): Locale {
  const fromUrl = route.query.lang;
  const asked = fromUrl && matchLocale(fromUrl) ? fromUrl : attribute;
  // The browser's languages, best first: what its Accept-Language header says, already parsed.
  const languages = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  const browser = languages.flatMap((tag) => matchLocale(tag) ?? []);
  return offeredLocale(asked, browser, settings?.client_view.available_languages ?? LOCALES);
}
