import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../../../server/src/app.js";
import { openStore, type Store } from "../../../../server/src/db/database.js";
import { CSRF_TTL_MS, issueCsrfToken, verifyCsrfToken } from "../../../../server/src/http/csrf.js";
import { fixedClock } from "../../../../server/src/time/clock.js";
import { describeEachDialect, TEST_NOW, type TestServer } from "../../../helpers/test-server.js";

/** A state-changing open call that exists today; the CSRF hook guards every such call alike. */
const WRITE_URL = "/api/v3/open/rwg-track-conversion";

async function fetchToken(app: FastifyInstance, vendor = "demo") {
  const res = await app.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": vendor } });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; expires_at: string };
}

function write(app: FastifyInstance, headers: Record<string, string>, vendor = "demo") {
  return app.inject({
    method: "POST",
    url: WRITE_URL,
    payload: { rwg_token: "csrf-test" },
    headers: { "x-vendor": vendor, ...headers },
  });
}

const storedCount = async (server: TestServer) =>
  Number(
    (
      await server.store.db
        .selectFrom("conversion_tracking")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeEachDialect("GET /api/v2/open/csrf", (server, dialect) => {
  afterEach(() => server().clock.set(TEST_NOW));

  it("answers a token bound to the vendor that expires in four hours, without a cookie or caching", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/csrf" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/), expires_at: "2026-11-22T19:00:00.000Z" });
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("no-store");
    const { token } = res.json() as { token: string };
    expect(verifyCsrfToken(server().app.ctx.secret, token, "demo", server().clock.now())).toBe(true);
  });

  it("answers 404 vendor_not_found for an unknown vendor", async () => {
    const res = await server().call({ method: "GET", url: "/api/v2/open/csrf", vendor: "nobody" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "vendor_not_found", message: expect.any(String) });
  });

  describe("on a state-changing open call", () => {
    it("accepts the vendor's own token", async () => {
      const { token } = await fetchToken(server().app);
      const before = await storedCount(server());
      expect((await write(server().app, { "x-csrf-token": token })).statusCode).toBe(201);
      expect(await storedCount(server())).toBe(before + 1);
    });

    it.each([
      ["csrf_missing", "no token", async () => ({})],
      ["csrf_missing", "an empty token", async () => ({ "x-csrf-token": "" })],
      ["csrf_invalid", "garbage", async () => ({ "x-csrf-token": "not-a-token" })],
      ["csrf_invalid", "another vendor's token", async (s: TestServer) => ({ "x-csrf-token": (await fetchToken(s.app, "city-permits")).token })],
      [
        "csrf_invalid",
        "a token with its claims swapped",
        async (s: TestServer) => {
          const [, signature] = (await fetchToken(s.app)).token.split(".");
          const claims = Buffer.from(JSON.stringify({ v: "demo", e: Date.parse(TEST_NOW) + 10 * CSRF_TTL_MS })).toString("base64url");
          return { "x-csrf-token": `${claims}.${signature}` };
        },
      ],
      [
        "csrf_invalid",
        "a token signed with another key",
        async () => ({ "x-csrf-token": issueCsrfToken("some-other-secret-of-enough-length", "demo", new Date(TEST_NOW)) }),
      ],
    ])("answers 403 %s for %s, and stores nothing", async (code, _name, headers) => {
      const before = await storedCount(server());
      const res = await write(server().app, await headers(server()));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code, message: expect.any(String) });
      expect(await storedCount(server())).toBe(before);
    });

    it("accepts a token until it expires, then answers 403 csrf_invalid", async () => {
      const { token } = await fetchToken(server().app);
      server().clock.advance(CSRF_TTL_MS - 1);
      expect((await write(server().app, { "x-csrf-token": token })).statusCode).toBe(201);
      server().clock.advance(1);
      const res = await write(server().app, { "x-csrf-token": token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "csrf_invalid" });
    });

    it("does not ask for a token on reads", async () => {
      const res = await server().call({ method: "GET", url: "/api/v2/open/vendor", csrf: false });
      expect(res.statusCode).toBe(200);
    });
  });

  describe.runIf(dialect === "postgres")("with several instances on one PostgreSQL database", () => {
    const opened: { app: FastifyInstance; store: Store }[] = [];
    afterEach(async () => {
      for (const { app, store } of opened.splice(0)) {
        await app.close();
        await store.close();
      }
    });

    async function secondInstance(secretKey?: string) {
      const { config } = server();
      const store = await openStore(config.database);
      const app = await buildApp({ config: { ...config, secretKey }, store, clock: fixedClock(TEST_NOW), logger: false });
      opened.push({ app, store });
      return app;
    }

    it("shares the generated signing key, so each accepts the other's tokens", async () => {
      const other = await secondInstance();
      expect(other.ctx.secret).toBe(server().app.ctx.secret);
      const rows = await server().store.db.selectFrom("server_settings").selectAll().where("key", "=", "secret_key").execute();
      expect(rows).toEqual([{ key: "secret_key", value: server().app.ctx.secret }]);

      const fromFirst = (await fetchToken(server().app)).token;
      const fromOther = (await fetchToken(other)).token;
      expect((await write(other, { "x-csrf-token": fromFirst })).statusCode).toBe(201);
      expect((await write(server().app, { "x-csrf-token": fromOther })).statusCode).toBe(201);
    });

    it("signs with SECRET_KEY instead when it is set, so the database key no longer works there", async () => {
      const keyed = await secondInstance("an-explicit-secret-key-of-32-chars-or-more");
      const res = await write(keyed, { "x-csrf-token": (await fetchToken(server().app)).token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "csrf_invalid" });
      expect((await write(keyed, { "x-csrf-token": (await fetchToken(keyed)).token })).statusCode).toBe(201);
    });
  });
});

describe("verifyCsrfToken", () => {
  const secret = "unit-test-secret";
  const now = new Date(TEST_NOW);
  const token = issueCsrfToken(secret, "demo", now);

  it("accepts its own token for the vendor it was issued for, before expiry", () => {
    expect(verifyCsrfToken(secret, token, "demo", now)).toBe(true);
    expect(verifyCsrfToken(secret, token, "demo", new Date(now.getTime() + CSRF_TTL_MS - 1))).toBe(true);
  });

  it("refuses another vendor, expiry, other keys and malformed tokens", () => {
    expect(verifyCsrfToken(secret, token, "city-permits", now)).toBe(false);
    expect(verifyCsrfToken(secret, token, "demo", new Date(now.getTime() + CSRF_TTL_MS))).toBe(false);
    expect(verifyCsrfToken("other-secret", token, "demo", now)).toBe(false);
    for (const bad of ["", ".", "abc", `${token}.extra`, `.${token.split(".")[1]}`, `${token.split(".")[0]}.`, `${token}x`]) {
      expect(verifyCsrfToken(secret, bad, "demo", now)).toBe(false);
    }
  });

  it("refuses correctly signed payloads that are not well-formed claims", () => {
    const signed = (payload: string) => {
      const encoded = Buffer.from(payload).toString("base64url");
      return `${encoded}.${createHmac("sha256", secret).update(encoded).digest("base64url")}`;
    };
    const far = now.getTime() + 60_000;
    expect(verifyCsrfToken(secret, signed(JSON.stringify({ v: "demo", e: far })), "demo", now)).toBe(true);
    for (const payload of ["not json", "[]", "null", JSON.stringify({ v: "demo" }), JSON.stringify({ v: "demo", e: String(far) })]) {
      expect(verifyCsrfToken(secret, signed(payload), "demo", now)).toBe(false);
    }
  });
});
