/**
 * Turns the gazetteer's Canadian place strings into names fit to show. Its Canadian rows are one
 * per forward sortation area (the first three characters of a postal code) and describe the area
 * rather than name a town: "Downtown Toronto (cn Tower / King And Spadina / …)",
 * "Kelowna North", "Western Alberta (jasper)". French accents arrive as U+FFFD ("Qu�bec") and
 * words after "(" or "-" are lowercased ("Saint-jean- Sur-richelieu").
 */
import { CANADIAN_PROVINCES } from "./canadian-provinces.js";

const LOST = "\uFFFD";

// The few lost letters that are not é or è; each pattern appears in the data as written.
const IRREGULAR_ACCENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(c)\uFFFD(te)/giu, "$1ô$2"],
  [/(ch)\uFFFD(teau)/giu, "$1â$2"],
  [/(gr)\uFFFD(ce)/giu, "$1â$2"],
  [/(fran)\uFFFD(ois)/giu, "$1ç$2"],
  [/(a)\uFFFD(ores)/giu, "$1ç$2"],
  [/(j)\uFFFD(r)\uFFFD(me)/giu, "$1é$2ô$3"],
];

/**
 * Restores the accents the gazetteer lost. French spelling makes this nearly mechanical: a lost
 * letter before a word-final consonant + mute e ("Rivi�re", "Lam�que") is è, "�le(s)" at the
 * start of a word is Île(s), and everything else is é; the exceptions are listed above.
 */
export function repairFrenchAccents(text: string): string {
  if (!text.includes(LOST)) return text;
  let out = text;
  for (const [pattern, replacement] of IRREGULAR_ACCENTS) out = out.replace(pattern, replacement);
  return out
    .replace(/(^|[\s\-'/])\uFFFD(les?)(?!\p{L})/gu, "$1î$2")
    .replace(/\uFFFD(?=(?:qu|[bcdfghjklmnpqrstvwxz])es?(?!\p{L}))/gu, "è")
    .replaceAll(LOST, "é");
}

// Kept lowercase inside a name: "Portage la Prairie", "Saint-Jean-sur-Richelieu", "Lake of the Woods".
const PARTICLES = new Set(["a", "and", "au", "aux", "de", "des", "du", "en", "et", "la", "le", "les", "of", "sur", "the"]);

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Capitalizes each word and hyphenated part, keeping particles and elisions French-style. */
export function titleCasePlaceName(name: string): string {
  const parts = name.split(/(\s+|-|\/)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1 || part === "") return part;
      const first = i === 0 || parts[i - 1] === "/";
      const lower = part.toLowerCase();
      if (!first && PARTICLES.has(lower)) return lower;
      const elision = /^([ld])['’](.+)$/iu.exec(part);
      if (elision?.[1] && elision[2]) return `${first ? elision[1].toUpperCase() : elision[1].toLowerCase()}'${capitalize(elision[2])}`;
      return capitalize(part).replace(/^Mc(\p{Ll})/u, (_, letter: string) => `Mc${letter.toUpperCase()}`);
    })
    .join("");
}

const PROVINCE_SUFFIX = new RegExp(
  `\\s+(?:${Object.values(CANADIAN_PROVINCES)
    .map((name) => name.replace(" and ", " (?:and|&) "))
    .join("|")})$`,
  "i",
);
// "Kelowna North", "Saskatoon Northeast Central", "North Vancouver Outer East", "Surrey Lower West".
const TRAILING_QUALIFIERS =
  /(?:\s+(?:and|&|outer|inner|upper|lower|mid|north|south|east|west|northeast|northwest|southeast|southwest|central|northern|outskirts|extremities))+$/i;

/**
 * The locality a Canadian gazetteer row stands for, cleaned for display. Rural areas (a 0 in the
 * postal code, e.g. T0E) keep their region name; urban ones lose the neighbourhood list, the
 * compass qualifiers and the mail-service notes, so that "Kelowna North" becomes "Kelowna".
 * `undefined` for rows that name no place (H0H, "Reserved", is Santa Claus's).
 */
export function canadianLocality(rawCity: string, postalCode: string): string | undefined {
  let name = repairFrenchAccents(rawCity)
    .replace(/\s*\(.*$/s, "")
    .replace(/\s*-\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  if (!name || /^reserved$/i.test(name)) return undefined;
  if (postalCode.charAt(1) !== "0") {
    name = name
      .replace(/^Government Of Canada (\S+).*$/i, "$1")
      .replace(/\s+(?:Stn|Po Boxes|Business Reply)\b.*$/i, "")
      .replace(/\s+Rcm$/i, "");
    // "Fredericton South New Brunswick Provincial Government" (but Fort Saskatchewan stays).
    const government = name.replace(/\s+Provincial Government$/i, "");
    if (government !== name) name = government.replace(PROVINCE_SUFFIX, "") || government;
    name = name.replace(TRAILING_QUALIFIERS, "") || name;
  }
  return titleCasePlaceName(name);
}

const DISTRICT = /^(?:Downtown|Central|Old|East|West|North|South) (.+)$/;

/**
 * Big cities appear as "Downtown Toronto", "East Toronto", "Old Montreal". A locality is read
 * as a district only when its city also has a "Downtown …" row, so that North Vancouver and
 * Central Saanich, which are towns of their own, keep their names.
 */
export function cityOfDistrict(locality: string, hasDowntown: (city: string) => boolean): string {
  const city = DISTRICT.exec(locality)?.[1];
  return city !== undefined && hasDowntown(city) ? city : locality;
}

/** The city a "Downtown X" locality belongs to, if it is one. */
export function downtownCity(locality: string): string | undefined {
  return /^Downtown (.+)$/.exec(locality)?.[1];
}
