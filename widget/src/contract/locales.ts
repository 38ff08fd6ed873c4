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

/** Picks the best locale from an Accept-Language header value (fallback English). */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== "*")
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const match = matchLocale(entry.tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
