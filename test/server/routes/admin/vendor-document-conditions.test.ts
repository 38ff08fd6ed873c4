import { beforeEach, expect, it } from "vitest";
import { getDocument, normalised, patchDocument, putDocument } from "../../../helpers/admin-document.js";
import { configSnapshot } from "../../../helpers/config-snapshot.js";
import { sampleVendorDocument } from "../../../helpers/sample-vendor-document.js";
import { describeEachDialect } from "../../../helpers/test-server.js";

const SLUG = "bikes-conditions";

describeEachDialect("If-Match and If-None-Match on the vendor document", (server) => {
  let etag: string;
  beforeEach(async () => {
    const res = await putDocument(server(), SLUG, sampleVendorDocument());
    etag = String(res.headers.etag);
  });

  it("refuses a PUT and a PATCH over a version another admin replaced: 412 precondition_failed, nothing written", async () => {
    const first = await patchDocument(server(), SLUG, { name: "First admin" }, { "if-match": etag });
    expect(first.statusCode).toBe(200);
    const before = await configSnapshot(server().store.db);
    const stalePatch = await patchDocument(server(), SLUG, { name: "Second admin" }, { "if-match": etag });
    expect(stalePatch.statusCode).toBe(412);
    expect(stalePatch.json()).toEqual({ code: "precondition_failed", message: expect.any(String) });
    const stalePut = await putDocument(server(), SLUG, { ...sampleVendorDocument(), name: "Second admin" }, { "if-match": etag });
    expect(stalePut.statusCode).toBe(412);
    expect(await configSnapshot(server().store.db)).toEqual(before);
    expect((await getDocument(server(), SLUG)).json()).toMatchObject({ name: "First admin" });
  });

  it("takes a list of ETags (any may match), and * for whatever version is current", async () => {
    const listed = await patchDocument(server(), SLUG, { name: "Listed" }, { "if-match": `"an-old-one", ${etag}` });
    expect(listed.statusCode).toBe(200);
    const any = await patchDocument(server(), SLUG, { name: "Any" }, { "if-match": "*" });
    expect(any.statusCode).toBe(200);
    // If-Match compares strongly: a weak tag never matches.
    const weak = await patchDocument(server(), SLUG, { name: "Weak" }, { "if-match": `W/${String(any.headers.etag)}` });
    expect(weak.statusCode).toBe(412);
  });

  it("requires If-Match on PATCH (428 precondition_required) and not on PUT, which stays unconditional", async () => {
    const patch = await patchDocument(server(), SLUG, { name: "Blind" });
    expect(patch.statusCode).toBe(428);
    expect(patch.json()).toEqual({ code: "precondition_required", message: expect.any(String) });
    const put = await putDocument(server(), SLUG, { ...sampleVendorDocument(), name: "Unconditional" });
    expect(put.statusCode).toBe(200);
  });

  it("answers 400 for a malformed If-Match (an ETag without its quotes)", async () => {
    const res = await patchDocument(server(), SLUG, { name: "x" }, { "if-match": etag.replaceAll('"', "") });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "bad_request" });
  });

  it("creates only with If-None-Match: *, and If-Match on a vendor that does not exist is a 412", async () => {
    const taken = await putDocument(server(), SLUG, sampleVendorDocument(), { "if-none-match": "*" });
    expect(taken.statusCode).toBe(412);
    const created = await putDocument(server(), `${SLUG}-new`, sampleVendorDocument(), { "if-none-match": "*" });
    expect(created.statusCode).toBe(201);
    expect(created.headers.etag).toBe((await getDocument(server(), `${SLUG}-new`)).headers.etag);
    const missing = await putDocument(server(), `${SLUG}-none`, sampleVendorDocument(), { "if-match": "*" });
    expect(missing.statusCode).toBe(412);
    expect((await getDocument(server(), `${SLUG}-none`)).statusCode).toBe(404);
  });

  it("lets one of two admins holding the same ETag win, whichever it is, and the other gets a 412", async () => {
    for (let round = 0; round < 5; round++) {
      const { etag: current } = (await getDocument(server(), SLUG)).headers;
      const names = [`Admin A ${round}`, `Admin B ${round}`];
      const answers = await Promise.all([
        patchDocument(server(), SLUG, { name: names[0] }, { "if-match": String(current) }),
        putDocument(server(), SLUG, { ...sampleVendorDocument(), name: names[1] }, { "if-match": String(current) }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
      const winner = names[answers.findIndex((a) => a.statusCode === 200)];
      const doc = await getDocument(server(), SLUG);
      expect(doc.json()).toMatchObject({ name: winner });
      expect(doc.headers.etag).toBe(answers.find((a) => a.statusCode === 200)?.headers.etag);
    }
  });

  it("merges concurrent If-Match: * patches one after the other, losing neither", async () => {
    const answers = await Promise.all([
      patchDocument(server(), SLUG, { theme: { primary: "#111111" } }, { "if-match": "*" }),
      patchDocument(server(), SLUG, { theme: { secondary: "#222222" } }, { "if-match": "*" }),
      patchDocument(server(), SLUG, { homepage: "https://bikes.example.org" }, { "if-match": "*" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await getDocument(server(), SLUG)).json()).toEqual({
      ...normalised(sampleVendorDocument()),
      homepage: "https://bikes.example.org",
      theme: { ...normalised(sampleVendorDocument()).theme, primary: "#111111", secondary: "#222222" },
    });
  });
});
