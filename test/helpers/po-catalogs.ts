/**
 * Reads the element's message catalogs: the core `locales/{locale}.po` and each lazily loaded
 * screen's `locales/{area}/{locale}.po` (see lingui.config.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import PO from "pofile";

export interface PoEntry {
  id: string;
  text: string;
}

/** The catalog folders: `locales` itself and one per lazy area. */
export function catalogFolders(root = "locales"): string[] {
  const areas = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, "en.po")))
    .map((entry) => join(root, entry.name));
  return [root, ...areas];
}

export function readPo(file: string): PoEntry[] {
  return PO.parse(readFileSync(file, "utf8"))
    .items.filter((item) => item.msgid !== "")
    .map((item) => ({ id: item.msgid, text: item.msgstr.join("") }));
}
