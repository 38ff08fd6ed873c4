/**
 * Every message of the element must be translated in all eight catalogs, the core one and each
 * lazily loaded screen's. `npm test` runs `lingui extract` first, so a new message in the code
 * shows up here as missing until each catalog has it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contract";
import { catalogFolders, readPo } from "../helpers/po-catalogs.js";

/** Argument names and numbered tags must match; plural branches may differ by language. */
const placeholders = (s: string) =>
  [...new Set([...s.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]).concat(s.match(/<\/?\d+>/g) ?? []))].sort().join(",");

describe.each(catalogFolders())("message catalog %s", (folder) => {
  const source = readPo(join(folder, "en.po")).map((e) => e.id);

  it("has source messages", () => {
    expect(source.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const entries = () => new Map(readPo(join(folder, `${locale}.po`)).map((e) => [e.id, e.text]));

    it(`${locale} translates every message`, () => {
      const translated = entries();
      expect(source.filter((id) => !translated.get(id)?.trim())).toEqual([]);
    });

    it(`${locale} keeps every placeholder`, () => {
      const translated = entries();
      expect(source.filter((id) => translated.get(id) && placeholders(id) !== placeholders(translated.get(id) ?? ""))).toEqual([]);
    });
  }
});
