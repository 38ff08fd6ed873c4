/**
 * Every message of the element must be translated in all eight catalogs, the core one and each
 * lazily loaded screen's. The catalogs are compared with the messages the code holds now (lingui
 * collects them from the sources as `lingui extract` would, writing nothing), so a new message
 * in the code fails here until `npm run extract` has added it and each catalog translates it.
 */
import { join, relative } from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
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

describe("the catalogs and the code", () => {
  it("hold exactly the messages the code has, each in the catalog of its area (npm run extract)", async () => {
    const catalogs = await getCatalogs(getConfig({ cwd: process.cwd() }));
    expect(catalogs.length).toBe(catalogFolders().length);
    for (const catalog of catalogs) {
      const folder = relative(process.cwd(), catalog.path.replace(/\/\{locale\}$/, "")) || ".";
      // Collected messages are keyed by a hash of the text; the .po files by the text itself.
      const inCode = Object.entries((await catalog.collect()) ?? {})
        .map(([id, message]) => message.message ?? id)
        .sort();
      const inCatalog = readPo(join(folder, "en.po"))
        .map((e) => e.id)
        .sort();
      expect(inCode.length, folder).toBeGreaterThan(0);
      expect({ folder, missing: inCode.filter((id) => !inCatalog.includes(id)) }).toEqual({ folder, missing: [] });
      expect({ folder, obsolete: inCatalog.filter((id) => !inCode.includes(id)) }).toEqual({ folder, obsolete: [] });
    }
  }, 120_000);
});
