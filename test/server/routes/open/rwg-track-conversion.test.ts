import { expect, it } from "vitest";
import { describeEachDialect, TEST_NOW, type TestServer } from "../../../helpers/test-server.js";

const URL = "/api/v3/open/rwg-track-conversion";

async function storedRows(server: TestServer) {
  return server.store.db
    .selectFrom("conversion_tracking")
    .innerJoin("vendors", "vendors.id", "conversion_tracking.vendor_id")
    .select(["conversion_tracking.id", "vendors.slug", "rwg_token", "merchant_changed", "conversion_tracking.created_at"])
    .orderBy("conversion_tracking.id")
    .execute();
}

/** Runs a request that must fail and checks that it left the table as it was. */
async function expectNothingStored(server: TestServer, request: () => Promise<unknown>) {
  const before = await storedRows(server);
  await request();
  expect(await storedRows(server)).toEqual(before);
}

describeEachDialect("POST /api/v3/open/rwg-track-conversion", (server) => {
  it("stores the conversion for the vendor and answers 201 with it", async () => {
    const res = await server().call({ method: "POST", url: URL, payload: { rwg_token: "tok-1", merchant_changed: true } });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { data: { id: number } };
    expect(body).toEqual({
      data: { type: "rwg-conversions", id: expect.any(Number), attributes: { merchant_changed: true, created: TEST_NOW } },
    });
    const rows = await storedRows(server());
    expect(rows.find((r) => r.id === body.data.id)).toEqual({
      id: body.data.id,
      slug: "demo",
      rwg_token: "tok-1",
      merchant_changed: 1,
      created_at: TEST_NOW,
    });
  });

  it.each([
    [true, true],
    [1, true],
    ["1", true],
    [false, false],
    [0, false],
    ["0", false],
    [undefined, false],
  ])("reads merchant_changed %j as %s", async (sent, expected) => {
    const res = await server().call({ method: "POST", url: URL, payload: { rwg_token: "tok-flag", merchant_changed: sent } });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { data: { id: number; attributes: { merchant_changed: boolean } } };
    expect(body.data.attributes.merchant_changed).toBe(expected);
    const row = (await storedRows(server())).find((r) => r.id === body.data.id);
    expect(row?.merchant_changed).toBe(expected ? 1 : 0);
  });

  it("stores the token trimmed", async () => {
    const res = await server().call({ method: "POST", url: URL, payload: { rwg_token: "  tok-trim \n" } });
    expect(res.statusCode).toBe(201);
    const row = (await storedRows(server())).find((r) => r.id === (res.json() as { data: { id: number } }).data.id);
    expect(row?.rwg_token).toBe("tok-trim");
  });

  it("stores the conversion under the vendor that sent it", async () => {
    const res = await server().call({ method: "POST", url: URL, vendor: "city-permits", payload: { rwg_token: "tok-city" } });
    expect(res.statusCode).toBe(201);
    const row = (await storedRows(server())).find((r) => r.id === (res.json() as { data: { id: number } }).data.id);
    expect(row?.slug).toBe("city-permits");
  });

  it("refuses a missing token with 422 naming rwg_token, and stores nothing", async () => {
    await expectNothingStored(server(), async () => {
      const res = await server().call({ method: "POST", url: URL, payload: { merchant_changed: true } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "validation_failed",
        errors: [{ field: "rwg_token", code: "required" }],
      });
    });
  });

  it("refuses a blank token and a merchant_changed it cannot read, listing both fields", async () => {
    await expectNothingStored(server(), async () => {
      const res = await server().call({ method: "POST", url: URL, payload: { rwg_token: "   ", merchant_changed: "yes" } });
      expect(res.statusCode).toBe(422);
      const fields = (res.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
      expect(fields.sort()).toEqual(["merchant_changed", "rwg_token"]);
    });
  });

  it("refuses a request without a body with 422", async () => {
    await expectNothingStored(server(), async () => {
      const res = await server().call({ method: "POST", url: URL });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "validation_failed" });
    });
  });

  it("refuses a write without a CSRF token with 403 csrf_missing, and stores nothing", async () => {
    await expectNothingStored(server(), async () => {
      const res = await server().call({ method: "POST", url: URL, csrf: false, payload: { rwg_token: "tok-no-csrf" } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "csrf_missing" });
    });
  });

  it("refuses a forged token, and another vendor's token, with 403 csrf_invalid", async () => {
    const tokenRes = await server().call({ method: "GET", url: "/api/v2/open/csrf" });
    const demoToken = (tokenRes.json() as { token: string }).token;
    await expectNothingStored(server(), async () => {
      for (const [vendor, token] of [
        ["demo", "forged-token"],
        ["city-permits", demoToken],
      ] as const) {
        const res = await server().call({
          method: "POST",
          url: URL,
          vendor,
          csrf: false,
          headers: { "x-csrf-token": token },
          payload: { rwg_token: "tok-bad-csrf" },
        });
        expect(res.statusCode, vendor).toBe(403);
        expect(res.json()).toMatchObject({ code: "csrf_invalid" });
      }
    });
  });

  it("refuses malformed JSON with 400 invalid_json, and stores nothing", async () => {
    await expectNothingStored(server(), async () => {
      const res = await server().call({
        method: "POST",
        url: URL,
        headers: { "content-type": "application/json" },
        payload: '{"rwg_token": "tok-broken",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_json" });
    });
  });

  it("answers 404 vendor_not_found for an unknown vendor", async () => {
    const res = await server().app.inject({
      method: "POST",
      url: URL,
      headers: { "x-vendor": "no-such-vendor", "x-csrf-token": "whatever" },
      payload: { rwg_token: "tok-nobody" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "vendor_not_found" });
  });
});

describeEachDialect(
  "POST /api/v3/open/rwg-track-conversion rate limit",
  (server) => {
    it("answers 429 rate_limited past RATE_LIMIT_PER_MINUTE writes, and stores only the allowed ones", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await server().call({ method: "POST", url: URL, payload: { rwg_token: `tok-${i}` } });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: "rate_limited" });
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect((await storedRows(server())).map((r) => r.rwg_token)).toEqual(["tok-0", "tok-1"]);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: "2" } },
);
