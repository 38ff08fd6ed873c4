/** Canadian provinces and territories: postal abbreviations and the names the gazetteer uses. */
import { foldPlaceText } from "./place-search-text.js";

/** Postal abbreviation → English name. */
export const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

// The gazetteer spells a few territories its own way ("Nunavut Territory").
const BY_FOLDED_NAME = new Map<string, string>([
  ...Object.entries(CANADIAN_PROVINCES).map(([abbr, name]) => [foldPlaceText(name), abbr] as const),
  ["northwest territory", "NT"],
  ["nunavut territory", "NU"],
  ["yukon territory", "YT"],
]);

// The first letter of a postal code names the province (X is shared by NT and NU; NT is the
// larger user of it). Used when the gazetteer's province column holds something else.
const BY_POSTAL_LETTER: Readonly<Record<string, string>> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};

/** Abbreviation of the province named in the gazetteer, else the one its postal code implies. */
export function provinceAbbreviation(provinceName: string, postalCode: string): string | undefined {
  return BY_FOLDED_NAME.get(foldPlaceText(provinceName)) ?? BY_POSTAL_LETTER[postalCode.charAt(0).toUpperCase()];
}
