/**
 * The element's own translation of an English message, read from `locales/{locale}.po`, so the
 * browser tests find fields by the label a person in that language sees. An untranslated
 * message falls back to English, as the element itself does.
 */
import { readFileSync } from "node:fs";

const catalogs = new Map<string, Map<string, string>>();

function readCatalog(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | undefined;
  let text = "";
  let field: "id" | "text" | undefined;
  const flush = () => {
    if (id) entries.set(id, text);
  };
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of readFileSync(`locales/${locale}.po`, "utf8").split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line.slice(6));
      text = "";
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      text = unquote(line.slice(7));
      field = "text";
    } else if (line.startsWith('"') && field === "id" && id !== undefined) {
      id += unquote(line);
    } else if (line.startsWith('"') && field === "text") {
      text += unquote(line);
    }
  }
  flush();
  return entries;
}

export function catalogText(locale: string, english: string): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = readCatalog(locale);
    catalogs.set(locale, catalog);
  }
  return catalog.get(english) || english;
}

/** Matches a label exactly, ignoring the " *" of required fields and surrounding space. */
export function labelPattern(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?\\s*$`);
}
