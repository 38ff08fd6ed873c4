import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { VendorDocumentSchema } from "#contract";
import { readVendorFile } from "../../../server/src/vendors/read-vendor-file.js";

const EXAMPLE = "server/examples/riverbank-clinic.json";

describe("readVendorFile", () => {
  it("accepts the example document, slug from the file name", async () => {
    const read = await readVendorFile(EXAMPLE);
    expect(read.ok).toBe(true);
    if (read.ok) {
      expect(read.slug).toBe("riverbank-clinic");
      expect(read.doc.locations[0]?.hours.sunday).toBeNull();
    }
  });

  it("keeps the example in docs/vendor-document.md identical to the file and valid", async () => {
    const readme = readFileSync("docs/vendor-document.md", "utf8");
    const block = readme.split("<!-- vendor-document-example -->")[1]?.match(/```json\n([\s\S]*?)\n```/)?.[1];
    expect(block).toBeDefined();
    expect(JSON.parse(block ?? "")).toEqual(JSON.parse(readFileSync(EXAMPLE, "utf8")));
    expect(v.safeParse(VendorDocumentSchema, JSON.parse(block ?? "")).success).toBe(true);
  });

  it("lists every problem of a bad document", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qb-vendor-"));
    const file = join(dir, "bad.json");
    const doc = JSON.parse(readFileSync(EXAMPLE, "utf8"));
    doc.locations[0].timezone = "Mars/Olympus";
    doc.locations[0].services[0].service = "nope";
    doc.theme.primary = "blue";
    writeFileSync(file, JSON.stringify(doc));
    const read = await readVendorFile(file);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors.map((e) => e.field).sort()).toEqual(["locations.0.timezone", "theme.primary"]);
    const fixed = { ...doc, theme: { ...doc.theme, primary: "#123456" }, locations: [{ ...doc.locations[0], timezone: "Etc/UTC" }] };
    writeFileSync(file, JSON.stringify(fixed));
    const refs = await readVendorFile(file);
    expect(refs.ok).toBe(false);
    if (!refs.ok) expect(refs.errors).toEqual([expect.objectContaining({ field: "locations.0.services.0.service" })]);
  });

  it("refuses a bad slug and an unreadable file", async () => {
    expect((await readVendorFile(EXAMPLE, "Bad Slug")).ok).toBe(false);
    expect((await readVendorFile("/no/such/file.json")).ok).toBe(false);
  });
});
