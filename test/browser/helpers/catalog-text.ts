/**
 * The element's own translation of an English message, read from its catalogs (the core one and
 * each lazy screen's), so the browser tests find fields by the label a person in that language
 * sees. An untranslated message falls back to English, as the element itself does.
 */
import { join } from "node:path";
import { catalogFolders, readPo } from "../../helpers/po-catalogs.js";

const catalogs = new Map<string, Map<string, string>>();

function readCatalog(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  // The back office's catalog is not the element's: the same English text may read otherwise there.
  const elementFolders = catalogFolders().filter((folder) => !/[/\\]office$/.test(folder));
  for (const folder of elementFolders) for (const { id, text } of readPo(join(folder, `${locale}.po`))) if (text) entries.set(id, text);
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
