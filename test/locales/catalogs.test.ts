/**
 * Every message of the element must be translated in all eight catalogs. `npm test` runs
 * `lingui extract` first (through build:locales' compile of the extracted catalogs), so a new
 * message in the code shows up here as missing until each catalog has it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../widget/src/contract/index.js";

interface Entry {
  id: string;
  text: string;
}

/** A small .po reader: msgid/msgstr pairs with continued lines, enough for our catalogs. */
function readPo(locale: string): Entry[] {
  const lines = readFileSync(`locales/${locale}.po`, "utf8").split("\n");
  const entries: Entry[] = [];
  let current: { id: string; text: string } | undefined;
  let field: "id" | "text" | undefined;
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const line of lines) {
    if (line.startsWith("msgid ")) {
      if (current) entries.push(current);
      current = { id: unquote(line.slice(6)), text: "" };
      field = "id";
    } else if (line.startsWith("msgstr ") && current) {
      current.text = unquote(line.slice(7));
      field = "text";
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  if (current) entries.push(current);
  return entries.filter((e) => e.id !== "");
}

describe("message catalogs", () => {
  const source = readPo("en").map((e) => e.id);

  it("has source messages", () => {
    expect(source.length).toBeGreaterThan(10);
  });

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    it(`${locale} translates every message`, () => {
      const entries = new Map(readPo(locale).map((e) => [e.id, e.text]));
      const missing = source.filter((id) => !entries.get(id)?.trim());
      expect(missing).toEqual([]);
    });

    it(`${locale} keeps every placeholder`, () => {
      const entries = new Map(readPo(locale).map((e) => [e.id, e.text]));
      const broken = source.filter((id) => {
        const text = entries.get(id) ?? "";
        // Argument names and numbered tags must match; plural branches may differ by language.
        const placeholders = (s: string) =>
          [...new Set([...s.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]).concat(s.match(/<\/?\d+>/g) ?? []))]
            .sort()
            .join(",");
        return text && placeholders(id) !== placeholders(text);
      });
      expect(broken).toEqual([]);
    });
  }
});
