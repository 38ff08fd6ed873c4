/**
 * The back office's accounts through the real API, on both databases: the operator creates a
 * vendor and its first admin, who takes up the emailed invitation and invites a staff member;
 * sign-in never tells which emails have accounts and is limited per account; the cookie's flags;
 * every write needs the session's CSRF token; a password change ends the other sessions and a
 * person taken out of the document loses theirs at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveAccount, sessionCookieOf, signIn } from "../../helpers/office-session.js";
import { ADMIN_TOKEN, createTestServer, describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const PASSWORD = "correct horse battery";

/** The token of a link `…/office/link#token`. */
const tokenOf = (link: string) => link.split("#")[1] ?? "";

async function createVendor(server: TestServer, slug: string, email: string) {
  return server.app.inject({
    method: "POST",
    url: "/api/v2/admin/vendors",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "accept-language": "es" },
    payload: { slug, name: `${slug} Credit Union`, admin: { full_name: "Ada Admin", email } },
  });
}

async function outboxTo(server: TestServer, email: string) {
  return server.store.db.selectFrom("outbox").select(["template", "locale", "payload"]).where("recipient", "=", email).orderBy("id").execute();
}

describeEachDialect("back-office accounts", (server, dialect) => {
  describe("from nothing to a signed-in admin", () => {
    it("lets only the operator create a vendor, refuses a taken slug and a bad body", async () => {
      const anonymous = await server().app.inject({
        method: "POST",
        url: "/api/v2/admin/vendors",
        payload: { slug: "nobody", name: "Nobody", admin: { full_name: "N", email: "n@example.com" } },
      });
      expect(anonymous.statusCode).toBe(401);
      const bad = await server().app.inject({
        method: "POST",
        url: "/api/v2/admin/vendors",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { slug: "Not A Slug", name: "", admin: { full_name: "A", email: "not-an-email" } },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe("validation_failed");
      const taken = await createVendor(server(), "demo", "someone@example.com");
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe("conflict");
      expect(await server().store.db.selectFrom("vendors").select("slug").where("slug", "=", "nobody").execute()).toEqual([]);
    });

    it("creates the vendor with its admin, invited by email in the operator's language", async () => {
      const res = await createVendor(server(), "acme", "Ada@Acme.example");
      expect(res.statusCode).toBe(201);
      const { invite_link } = res.json().data as { invite_link: string };
      expect(invite_link).toMatch(/\/office\/link#[A-Za-z0-9_-]{43}$/);
      const mail = await outboxTo(server(), "ada@acme.example");
      expect(mail).toHaveLength(1);
      expect(mail[0]?.template).toBe("office_invite");
      expect(mail[0]?.locale).toBe("es");
      expect(JSON.parse(mail[0]?.payload ?? "{}").link).toBe(invite_link);
      // Whose link, before a password is chosen.
      const link = await server().app.inject({ url: `/api/v2/office/links/${tokenOf(invite_link)}` });
      expect(link.statusCode).toBe(200);
      expect(link.json().data).toEqual({ purpose: "invite", full_name: "Ada Admin", vendor: { slug: "acme", name: "acme Credit Union" } });
    });

    it("takes up the invitation once: a password is set, the admin is signed in, the link is spent", async () => {
      const [row] = await outboxTo(server(), "ada@acme.example");
      const token = tokenOf(JSON.parse(row?.payload ?? "{}").link);
      const short = await server().app.inject({ method: "POST", url: `/api/v2/office/links/${token}`, payload: { password: "short" } });
      expect(short.statusCode).toBe(422);
      const res = await server().app.inject({ method: "POST", url: `/api/v2/office/links/${token}`, payload: { password: PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ role: "admin", vendor: { slug: "acme" }, staff: { full_name: "Ada Admin", email: "ada@acme.example" } });
      expect(sessionCookieOf(res.headers["set-cookie"])).toMatch(/^qb_session=[A-Za-z0-9_-]{43}$/);
      const again = await server().app.inject({ method: "POST", url: `/api/v2/office/links/${token}`, payload: { password: PASSWORD } });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe("link_invalid");
      expect((await server().app.inject({ url: `/api/v2/office/links/${token}` })).statusCode).toBe(404);
      expect((await server().app.inject({ url: "/api/v2/office/links/not-a-token" })).json().code).toBe("link_invalid");
    });

    it("signs the admin in with the email in any case, and the document is theirs to read", async () => {
      const admin = await signIn(server(), { vendor: "acme", email: " ADA@acme.example ", password: PASSWORD });
      const session = await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: admin.cookie } });
      expect(session.json().data.role).toBe("admin");
      expect(session.headers["cache-control"]).toBe("no-store");
      const doc = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie } });
      expect(doc.statusCode).toBe(200);
      expect(doc.json()).toMatchObject({ name: "acme Credit Union", locations: [], services: [] });
      expect(doc.headers.etag).toBeTruthy();
    });
  });

  describe("signing in", () => {
    it("sets an HttpOnly, SameSite=Lax cookie for the whole site, Secure only over TLS", async () => {
      await giveAccount(server(), { vendor: "demo", key: "ana", email: "ana@maple.example", password: PASSWORD });
      const res = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/sign-in",
        headers: { "x-vendor": "demo" },
        payload: { email: "ana@maple.example", password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const cookie = String(res.headers["set-cookie"]);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
      expect(res.json().data.role).toBe("staff");
    });

    it("answers a wrong password and an unknown email alike, and an account of another vendor is unknown", async () => {
      const attempt = (vendor: string, email: string, password: string) =>
        server().app.inject({ method: "POST", url: "/api/v2/office/sign-in", headers: { "x-vendor": vendor }, payload: { email, password } });
      const wrong = await attempt("demo", "ana@maple.example", "not the password");
      const unknown = await attempt("demo", "nobody@maple.example", "not the password");
      const elsewhere = await attempt("acme", "ana@maple.example", PASSWORD);
      for (const res of [wrong, unknown, elsewhere]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: "sign_in_failed", message: "The email or the password is wrong" });
        expect(res.headers["set-cookie"]).toBeUndefined();
      }
      expect((await attempt("demo", "not an email", PASSWORD)).statusCode).toBe(422);
    });

    it("asks for a link: the same 202 whether or not the email has an account, a mail only when it has", async () => {
      const ask = (email: string) => server().app.inject({ method: "POST", url: "/api/v2/office/links", headers: { "x-vendor": "demo" }, payload: { email } });
      const known = await ask("ana@maple.example");
      const unknown = await ask("ghost@maple.example");
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);
      expect((await outboxTo(server(), "ana@maple.example")).map((m) => m.template)).toEqual(["office_sign_in"]);
      expect(await outboxTo(server(), "ghost@maple.example")).toEqual([]);
    });

    it("limits wrong passwords per account, right one included, with Retry-After; other accounts still sign in", async () => {
      await giveAccount(server(), { vendor: "demo", key: "ben", email: "ben@maple.example", password: PASSWORD });
      const attempt = (password: string) =>
        server().app.inject({
          method: "POST",
          url: "/api/v2/office/sign-in",
          headers: { "x-vendor": "demo" },
          payload: { email: "ben@maple.example", password },
        });
      const codes: number[] = [];
      for (let i = 0; i < 10; i++) codes.push((await attempt(`wrong ${i}`)).statusCode);
      expect(codes).toEqual(Array(10).fill(401));
      const refused = await attempt(PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe("rate_limited");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      await expect(signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD })).resolves.toBeTruthy();
    });
  });

  describe("behind a TLS proxy", () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await createTestServer(dialect, { env: { TRUST_PROXY: "127.0.0.1" } });
      await giveAccount(proxied, { vendor: "demo", key: "ana", email: "ana@maple.example", password: PASSWORD });
    });
    afterAll(() => proxied?.close());

    it("marks the cookie Secure, and limits wrong tries per address across accounts", async () => {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/api/v2/office/sign-in",
        headers: { "x-vendor": "demo", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" },
        payload: { email: "ana@maple.example", password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["set-cookie"])).toMatch(/; Secure/);
      const from = (address: string, i: number) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/v2/office/sign-in",
          headers: { "x-vendor": "demo", "x-forwarded-for": address },
          payload: { email: `guess${i}@maple.example`, password: "a guessed password" },
        });
      const codes: number[] = [];
      for (let i = 0; i < 31; i++) codes.push((await from("203.0.113.7", i)).statusCode);
      expect(codes.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(codes[30]).toBe(429);
      // Another address signs in meanwhile.
      const other = await proxied.app.inject({
        method: "POST",
        url: "/api/v2/office/sign-in",
        headers: { "x-vendor": "demo", "x-forwarded-for": "198.51.100.4" },
        payload: { email: "ana@maple.example", password: PASSWORD },
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe("a session", () => {
    it("refuses a write without the session's CSRF token, or with another session's", async () => {
      const one = await signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD });
      const two = await signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD });
      const none = await server().app.inject({ method: "POST", url: "/api/v2/office/sign-out", headers: { cookie: one.cookie } });
      expect(none.statusCode).toBe(403);
      expect(none.json().code).toBe("csrf_missing");
      const other = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/sign-out",
        headers: { cookie: one.cookie, "x-csrf-token": two.csrf },
      });
      expect(other.json().code).toBe("csrf_invalid");
      // The staff API takes the cookie, and a write through it needs the token too.
      const read = await server().app.inject({ url: "/api/v2/staff/me", headers: { cookie: one.cookie } });
      expect(read.statusCode).toBe(200);
      const presence = await server().app.inject({
        method: "PUT",
        url: "/api/v2/staff/presence",
        headers: { cookie: one.cookie },
        payload: { on_duty: true },
      });
      expect(presence.statusCode).toBe(403);
      expect(presence.json().code).toBe("csrf_missing");
      // Still signed in: nothing was done.
      expect((await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: one.cookie } })).statusCode).toBe(200);
    });

    it("lists one's sessions, ends one of them, and signs out", async () => {
      const me = await signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD });
      const listed = await server().app.inject({ url: "/api/v2/office/sessions", headers: { cookie: me.cookie } });
      const sessions = listed.json().data as { id: string; current: boolean }[];
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      const another = sessions.find((s) => !s.current);
      expect(another).toBeDefined();
      const ended = await server().app.inject({ method: "DELETE", url: `/api/v2/office/sessions/${another?.id}`, headers: me.headers });
      expect(ended.statusCode).toBe(204);
      const again = await server().app.inject({ method: "DELETE", url: `/api/v2/office/sessions/${another?.id}`, headers: me.headers });
      expect(again.statusCode).toBe(404);
      const out = await server().app.inject({ method: "POST", url: "/api/v2/office/sign-out", headers: me.headers });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers["set-cookie"])).toMatch(/^qb_session=;/);
      const after = await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: me.cookie } });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe("unauthorized");
    });

    it("a password change needs the current one and signs out every other session", async () => {
      const here = await signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD });
      const there = await signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD });
      const wrong = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/password",
        headers: here.headers,
        payload: { current_password: "not it at all", new_password: "a brand new passphrase" },
      });
      expect(wrong.statusCode).toBe(403);
      const changed = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/password",
        headers: here.headers,
        payload: { current_password: PASSWORD, new_password: "a brand new passphrase" },
      });
      expect(changed.statusCode).toBe(204);
      expect((await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: there.cookie } })).statusCode).toBe(401);
      expect((await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: here.cookie } })).statusCode).toBe(200);
      await expect(signIn(server(), { vendor: "demo", email: "ana@maple.example", password: PASSWORD })).rejects.toThrow(/401/);
      await expect(signIn(server(), { vendor: "demo", email: "ana@maple.example", password: "a brand new passphrase" })).resolves.toBeTruthy();
    });
  });

  describe("roles and the admins' setup", () => {
    it("refuses the document to a staff member, and a vendor's admin never reaches another vendor", async () => {
      const staff = await signIn(server(), { vendor: "demo", email: "ana@maple.example", password: "a brand new passphrase" });
      const res = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: staff.cookie } });
      expect(res.statusCode).toBe(403);
      const admin = await signIn(server(), { vendor: "acme", email: "ada@acme.example", password: PASSWORD });
      // The vendor header is not how an admin picks a vendor: the session's vendor is the one.
      const doc = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie, "x-vendor": "demo" } });
      expect(doc.json().name).toBe("acme Credit Union");
    });

    it("saves with If-Match only, and a save made from an older version is refused with nothing lost", async () => {
      const admin = await signIn(server(), { vendor: "acme", email: "ada@acme.example", password: PASSWORD });
      const read = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie } });
      const etag = String(read.headers.etag);
      const patch = (body: unknown, ifMatch?: string) =>
        server().app.inject({
          method: "PATCH",
          url: "/api/v2/office/document",
          headers: { ...admin.headers, "content-type": "application/merge-patch+json", ...(ifMatch ? { "if-match": ifMatch } : {}) },
          payload: JSON.stringify(body),
        });
      expect((await patch({ name: "Acme" })).statusCode).toBe(428);
      const first = await patch({ name: "Acme CU" }, etag);
      expect(first.statusCode).toBe(200);
      const second = await patch({ name: "Acme Federal" }, etag);
      expect(second.statusCode).toBe(412);
      expect(second.json().code).toBe("precondition_failed");
      const now = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie } });
      expect(now.json().name).toBe("Acme CU");
      const invalid = await patch({ services: [{ key: "Bad Key" }] }, String(now.headers.etag));
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors.length).toBeGreaterThan(0);
    });

    it("invites a staff member the admin added, who takes it up; taken out of the document, their session ends at once", async () => {
      const admin = await signIn(server(), { vendor: "acme", email: "ada@acme.example", password: PASSWORD });
      const read = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie } });
      const staff = read.json().staff as unknown[];
      const added = await server().app.inject({
        method: "PATCH",
        url: "/api/v2/office/document",
        headers: { ...admin.headers, "content-type": "application/merge-patch+json", "if-match": String(read.headers.etag) },
        payload: JSON.stringify({
          staff: [
            ...staff,
            { key: "sam", full_name: "Sam Teller", email: "sam@acme.example", role_level: 10, locations: [], meeting_methods: [1], languages: ["fr"] },
          ],
        }),
      });
      expect(added.statusCode).toBe(200);
      const unknown = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/invitations",
        headers: admin.headers,
        payload: { staff_key: "nobody" },
      });
      expect(unknown.statusCode).toBe(404);
      const invited = await server().app.inject({ method: "POST", url: "/api/v2/office/invitations", headers: admin.headers, payload: { staff_key: "sam" } });
      expect(invited.statusCode).toBe(201);
      // In the person's own language.
      expect((await outboxTo(server(), "sam@acme.example")).map((m) => [m.template, m.locale])).toEqual([["office_invite", "fr"]]);
      const taken = await server().app.inject({
        method: "POST",
        url: `/api/v2/office/links/${tokenOf(invited.json().data.link)}`,
        payload: { password: "sam's own passphrase" },
      });
      expect(taken.statusCode).toBe(200);
      const sam = sessionCookieOf(taken.headers["set-cookie"]) ?? "";
      expect((await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: sam } })).json().data.role).toBe("staff");

      const now = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie } });
      const removed = await server().app.inject({
        method: "PATCH",
        url: "/api/v2/office/document",
        headers: { ...admin.headers, "content-type": "application/merge-patch+json", "if-match": String(now.headers.etag) },
        payload: JSON.stringify({ staff }),
      });
      expect(removed.statusCode).toBe(200);
      expect((await server().app.inject({ url: "/api/v2/office/session", headers: { cookie: sam } })).statusCode).toBe(401);
      const again = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/sign-in",
        headers: { "x-vendor": "acme" },
        payload: { email: "sam@acme.example", password: "sam's own passphrase" },
      });
      expect(again.statusCode).toBe(401);
    });
  });
});
