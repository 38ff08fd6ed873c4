import { describe, expect, it } from "vitest";
import { matchLocale, negotiateLocale, offeredLocale as offeredFor, rankedLocales, type Locale } from "#contract";

/** As the hosted pages call it, with the browser's Accept-Language header. */
const offeredLocale = (asked: string | undefined | null, acceptLanguage: string | undefined | null, offered: readonly Locale[]) =>
  offeredFor(asked, rankedLocales(acceptLanguage), offered);

describe("matchLocale and negotiateLocale", () => {
  it("maps tags to our locales: Portuguese is Brazil's, Chinese simplified", () => {
    expect(matchLocale("fr-CA")).toBe("fr");
    expect(matchLocale("PT-pt")).toBe("pt-BR");
    expect(matchLocale("zh-TW")).toBe("zh-Hans");
    expect(matchLocale("de")).toBeUndefined();
  });

  it("picks by quality, then order, skipping languages we do not have", () => {
    expect(negotiateLocale("de-DE,ko;q=0.5,fr;q=0.8")).toBe("fr");
    expect(negotiateLocale("de, ru")).toBe("ru");
    expect(negotiateLocale("de, *")).toBe("en");
    expect(negotiateLocale(undefined)).toBe("en");
  });
});

describe("offeredLocale", () => {
  const offered = ["en", "fr"] as const;

  it("keeps the asked language when the vendor offers it", () => {
    expect(offeredLocale("fr", "ko-KR", offered)).toBe("fr");
    expect(offeredLocale("fr-CA", null, offered)).toBe("fr");
  });

  it("never answers a language the vendor does not offer, however it was asked for", () => {
    // Asked in the URL or attribute: the browser's best offered match instead.
    expect(offeredLocale("ko", "ko-KR,fr;q=0.7,en;q=0.3", offered)).toBe("fr");
    // A Korean browser and nothing asked: the vendor's first language.
    expect(offeredLocale(undefined, "ko-KR,ko;q=0.9", offered)).toBe("en");
    expect(offeredLocale("ko", undefined, ["fr", "en"])).toBe("fr");
    expect(offeredLocale("nonsense", "de", ["es"])).toBe("es");
  });

  it("weighs the browser's languages by quality among the offered ones", () => {
    expect(offeredLocale(undefined, "ko, en;q=0.2, fr;q=0.9", offered)).toBe("fr");
    expect(offeredLocale(undefined, "pt-PT, fr", ["pt-BR", "fr"])).toBe("pt-BR");
  });

  it("treats an empty list as no limit", () => {
    expect(offeredLocale("ko", "fr", [])).toBe("ko");
    expect(offeredLocale(undefined, "ru", [])).toBe("ru");
  });
});
