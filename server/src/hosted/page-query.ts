/**
 * Reads a hosted page's query string into `<queue-booking>` attributes. Only valid values are
 * passed on: a stray `?mode=foo` must not turn the page into the element's attribute error.
 */
import { DISPLAY_MODES, LOCALES, matchLocale, offeredLocale, rankedLocales, type DisplayMode, type Locale } from "#contract";

/** Fastify's parsed query: repeated keys arrive as arrays. */
export type PageQuery = Record<string, string | string[] | undefined>;

export function firstQueryValue(query: PageQuery | undefined, key: string): string | undefined {
  const value = query?.[key];
  return Array.isArray(value) ? value[0] : value;
}

export interface PageOptions {
  /**
   * The page's language, always one the vendor offers: `lang` when it names one of them, else the
   * browser's Accept-Language among them, else the vendor's first.
   */
  locale: Locale;
  /** Set only when the query asked for a language (then the language chosen for it); otherwise the element negotiates itself. */
  lang: Locale | undefined;
  mode: DisplayMode | undefined;
  service: string | undefined;
  walkIn: string | undefined;
}

/** `offered`: the vendor's `client_view.available_languages` (all eight when no vendor is known). */
export function readPageOptions(query: PageQuery | undefined, acceptLanguage: string | undefined, offered: readonly Locale[] = LOCALES): PageOptions {
  const langValue = firstQueryValue(query, "lang");
  // `lang=pt` or `lang=zh-CN` still mean our pt-BR and zh-Hans; `lang=ko` at a vendor without Korean does not.
  const locale = offeredLocale(langValue, rankedLocales(acceptLanguage), offered);
  // The spec upper-cases the mode: `KIOSK`, `Embed` and `kiosk` are one mode.
  const mode = firstQueryValue(query, "mode")?.toLowerCase();
  const service = firstQueryValue(query, "service");
  const walkIn = firstQueryValue(query, "walk_in");
  return {
    locale,
    lang: langValue && matchLocale(langValue) ? locale : undefined,
    mode: (DISPLAY_MODES as readonly string[]).includes(mode ?? "") ? (mode as DisplayMode) : undefined,
    service: service && /^\d{1,10}$/.test(service) ? service : undefined,
    walkIn: walkIn !== undefined && ["", "true", "false", "1", "0"].includes(walkIn) ? walkIn : undefined,
  };
}
