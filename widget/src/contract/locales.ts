/** The eight client locales, in the order the language picker lists them. */
export const LOCALES = ["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps any BCP 47 tag to one of our locales, or undefined. Portuguese always means Brazil and
 * Chinese always means simplified, since those are the only variants we ship.
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  if (language === "pt") return "pt-BR";
  if (language === "zh") return "zh-Hans";
  return LOCALES.find((l) => l === language);
}

/**
 * Our locales an Accept-Language header value asks for, best first (by quality, then order).
 * For the server: a browser has the list itself (`navigator.languages`), and the element's
 * download is spared this parsing.
 */
export function rankedLocales(header: string | undefined | null): Locale[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== "*")
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .flatMap((entry) => matchLocale(entry.tag) ?? []);
}

/** Picks the best locale from an Accept-Language header value (fallback English). */
export function negotiateLocale(header: string | undefined | null): Locale {
  return rankedLocales(header)[0] ?? DEFAULT_LOCALE;
}

/**
 * The language a vendor's client pages speak: always one of the vendor's offered languages
 * (`client_view.available_languages`), so a link with `?lang=ko` or a Korean browser never gets
 * a vendor's pages in a language it does not serve. The asked language (the URL's `lang`, the
 * element's attribute) if offered, else the browser's best match among the offered ones
 * (`browser`: its languages as our locales, best first), else the vendor's first. The element
 * and the hosted pages both decide with this.
 */
export function offeredLocale(asked: string | undefined | null, browser: readonly Locale[], offered: readonly Locale[]): Locale {
  // The vendor document requires at least one language; an empty list means no limit.
  const choices = offered.length ? offered : LOCALES;
  const wanted = asked ? matchLocale(asked) : undefined;
  if (wanted && choices.includes(wanted)) return wanted;
  return browser.find((locale) => choices.includes(locale)) ?? choices[0] ?? DEFAULT_LOCALE;
}
