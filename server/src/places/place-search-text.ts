/**
 * The one normal form that place names and search queries are compared in, so that "Montréal",
 * "montreal" and "MONTREAL" meet, and "St. John's" is found by "st johns" as well as "st. john".
 */

/** Lowercase, accents and apostrophes removed, every other non-alphanumeric run a single space. */
export function foldPlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
