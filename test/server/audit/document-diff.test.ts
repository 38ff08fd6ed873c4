/** The audit log's field-by-field diff of a vendor document: paths by key, masking, the cap. */
import { describe, expect, it } from "vitest";
import { diffDocuments, MAX_LISTED_CHANGES } from "../../../server/src/audit/document-diff.js";
import { maskSecrets } from "../../../server/src/audit/mask-secrets.js";
import { timeSlicer } from "../../../server/src/time/time-slices.js";

const diff = (before: unknown, after: unknown) => diffDocuments(before, after, timeSlicer());
const location = (key: string, name = key) => ({ key, name, hours: { monday: { open: "09:00", close: "17:00" } } });

describe("document diff", () => {
  it("names a changed field of a list item by the item's key", async () => {
    const result = await diff({ locations: [location("main"), location("north")] }, { locations: [location("main", "Main St"), location("north")] });
    expect(result).toEqual({ changes: [{ path: "locations[key=main].name", before: "main", after: "Main St" }], more: 0 });
  });

  it("sees no change when items only move, and one change for an item added or removed", async () => {
    expect((await diff({ locations: [location("a"), location("b")] }, { locations: [location("b"), location("a")] })).changes).toEqual([]);
    const added = await diff({ locations: [location("b")] }, { locations: [location("a"), location("b")] });
    expect(added.changes).toEqual([{ path: "locations[key=a]", before: null, after: location("a") }]);
    const removed = await diff({ locations: [location("a"), location("b")] }, { locations: [location("b")] });
    expect(removed.changes).toEqual([{ path: "locations[key=a]", before: location("a"), after: null }]);
  });

  it("treats lists without keys and nested settings as values at their own paths", async () => {
    const result = await diff(
      { allowed_origins: ["https://a.example"], theme: { primary: "#111111" }, synonyms: { "fr-CA": { location: "lieu" } } },
      { allowed_origins: ["https://b.example"], theme: { primary: "#222222" }, synonyms: { "fr-CA": { location: "site" } } },
    );
    expect(result.changes).toEqual([
      { path: "allowed_origins", before: ["https://a.example"], after: ["https://b.example"] },
      { path: "theme.primary", before: "#111111", after: "#222222" },
      { path: 'synonyms["fr-CA"].location', before: "lieu", after: "site" },
    ]);
  });

  it("masks secrets that are set, and shows them unset", async () => {
    const result = await diff(
      { google_recaptcha_secret: null, invitation_codes: ["abcdefgh12"], features: { api_token: "t1" } },
      { google_recaptcha_secret: "s3cret-value", invitation_codes: [], features: { api_token: "t2" } },
    );
    expect(result.changes).toEqual([
      { path: "google_recaptcha_secret", before: null, after: "••••" },
      { path: "invitation_codes", before: "••••", after: [] },
      { path: "features.api_token", before: "••••", after: "••••" },
    ]);
    expect(JSON.stringify(result)).not.toMatch(/s3cret|abcdefgh12|t1|t2/);
    expect(maskSecrets("", { key: "x", staff_password: "pw", nested: [{ secret_note: "hidden" }] })).toEqual({
      key: "x",
      staff_password: "••••",
      nested: [{ secret_note: "••••" }],
    });
  });

  it("lists the first 200 changes of a very large write and counts the rest", async () => {
    const many = Array.from({ length: 1000 }, (_, i) => location(`branch-${i}`));
    const result = await diff({ locations: [] }, { locations: many });
    expect(result.changes).toHaveLength(MAX_LISTED_CHANGES);
    expect(result.changes[0]?.path).toBe("locations[key=branch-0]");
    expect(result.more).toBe(800);
  });
});
