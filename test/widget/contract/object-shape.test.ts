/** An array where the contract wants an object is named, however deep; valibot alone takes it as `{}`. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { arraysForObjects } from "#contract";

const Theme = v.object({ primary: v.optional(v.string()) });
const Document = v.strictObject({
  theme: v.optional(Theme),
  locations: v.optional(v.array(v.object({ hours: v.nullable(v.record(v.string(), v.object({ open: v.string() }))) }))),
  contact: v.optional(
    v.variant("kind", [v.object({ kind: v.literal("phone"), number: v.object({ e164: v.string() }) }), v.object({ kind: v.literal("none") })]),
  ),
  either: v.optional(v.union([v.object({ a: v.string() }), v.object({ b: v.string() })])),
  loose: v.optional(v.union([v.object({ a: v.string() }), v.array(v.string())])),
});

describe("arraysForObjects", () => {
  it("is what valibot misses: an array passes as an empty object", () => {
    expect(v.safeParse(v.object({ primary: v.optional(v.string()) }), []).success).toBe(true);
  });

  it("names the top level, entries, list items, records, variants and all-object unions", () => {
    expect(arraysForObjects(Document, [])).toEqual([{ field: "", code: "invalid_type", message: "must be an object, not a list" }]);
    const input = {
      theme: [],
      locations: [{ hours: { monday: [] } }, { hours: [] }],
      contact: { kind: "phone", number: ["+1"] },
      either: [],
    };
    expect(arraysForObjects(Document, input).map((e) => e.field)).toEqual([
      "theme",
      "locations.0.hours.monday",
      "locations.1.hours",
      "contact.number",
      "either",
    ]);
  });

  it("leaves what may be an array, and proper objects, alone", () => {
    expect(arraysForObjects(Document, { loose: [], theme: { primary: "#fff" }, locations: [{ hours: null }], contact: { kind: "none" } })).toEqual([]);
    expect(arraysForObjects(v.array(v.string()), ["a"])).toEqual([]);
  });
});
