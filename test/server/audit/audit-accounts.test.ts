/**
 * The audit log of accounts, on both databases: the operator creates a vendor (and invites its
 * admin), the admin takes up the invitation and invites a staff member, who takes it up too;
 * sign-ins, wrong passwords of an account and of unknown emails, refusals for too many, sign-out,
 * password changes and sign-in links. The sign-in's answers stay the same either way.
 */
import { describe, expect, it } from "vitest";
import { type OfficeSession, signIn } from "../../helpers/office-session.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";
import { storedEntries } from "./audit-calls.js";

const PASSWORD = "correct horse battery";
const tokenOf = (link: string) => link.split("#")[1] ?? "";

const attempt = (server: TestServer, email: string, password: string) =>
  server.app.inject({ method: "POST", url: "/api/v2/office/sign-in", headers: { "x-vendor": "auditco" }, payload: { email, password } });

/** The vendor's entries as [action, actor kind, staff id, actor name, target], in order. */
async function actions(server: TestServer, from = 0) {
  return (await storedEntries(server, "auditco")).slice(from).map((e) => [e.action, e.actor_kind, e.staff_id, e.actor_name, e.target]);
}

describeEachDialect("audit log of accounts", (server) => {
  let admin: OfficeSession;
  let adaId = 0;
  let boId = 0;

  describe("from a new vendor to an invited staff member", () => {
    it("records the operator's vendor and invitation, and the admin taking it up", async () => {
      const created = await server().app.inject({
        method: "POST",
        url: "/api/v2/admin/vendors",
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: { slug: "auditco", name: "Audit Co", admin: { full_name: "Ada Admin", email: "ada@audit.example" } },
      });
      expect(created.statusCode).toBe(201);
      const link = (created.json() as { data: { invite_link: string } }).data.invite_link;
      const taken = await server().app.inject({ method: "POST", url: `/api/v2/office/links/${tokenOf(link)}`, payload: { password: PASSWORD } });
      expect(taken.statusCode).toBe(200);
      adaId = (taken.json() as { data: { staff: { id: number } } }).data.staff.id;
      expect(await actions(server())).toEqual([
        ["vendor.create", "operator", null, "", "auditco"],
        ["invite", "operator", null, "", "admin"],
        ["invite.accepted", "staff", adaId, "Ada Admin", "ada@audit.example"],
        ["sign_in", "staff", adaId, "Ada Admin", "ada@audit.example"],
      ]);
      const [signedIn] = await storedEntries(server(), "auditco", "sign_in");
      expect(signedIn).toMatchObject({ address: "127.0.0.1", detail: { method: "invitation" } });
    });

    it("records the admin's invitation of a staff member, and their taking it up", async () => {
      admin = await signIn(server(), { vendor: "auditco", email: "ada@audit.example", password: PASSWORD });
      const doc = await server().app.inject({ url: "/api/v2/office/document", headers: { cookie: admin.cookie } });
      const staff = [
        ...(doc.json() as { staff: unknown[] }).staff,
        { key: "bo", full_name: "Bo Desk", email: "bo@audit.example", role_level: 10, locations: [], meeting_methods: [1] },
      ];
      const patched = await server().app.inject({
        method: "PATCH",
        url: "/api/v2/office/document",
        headers: { ...admin.headers, "content-type": "application/merge-patch+json", "if-match": String(doc.headers.etag) },
        payload: JSON.stringify({ staff }),
      });
      expect(patched.statusCode).toBe(200);
      const from = (await storedEntries(server(), "auditco")).length;
      const invited = await server().app.inject({ method: "POST", url: "/api/v2/office/invitations", headers: admin.headers, payload: { staff_key: "bo" } });
      expect(invited.statusCode).toBe(201);
      const link = (invited.json() as { data: { link: string } }).data.link;
      const taken = await server().app.inject({ method: "POST", url: `/api/v2/office/links/${tokenOf(link)}`, payload: { password: PASSWORD } });
      boId = (taken.json() as { data: { staff: { id: number } } }).data.staff.id;
      expect(await actions(server(), from)).toEqual([
        ["invite", "staff", adaId, "Ada Admin", "bo"],
        ["invite.accepted", "staff", boId, "Bo Desk", "bo@audit.example"],
        ["sign_in", "staff", boId, "Bo Desk", "bo@audit.example"],
      ]);
    });
  });

  describe("signing in and out", () => {
    it("records wrong passwords of an account with its staff id and of unknown emails without, answering both alike", async () => {
      const from = (await storedEntries(server(), "auditco")).length;
      const wrong = await attempt(server(), "bo@audit.example", "not the password");
      const unknown = await attempt(server(), "ghost@audit.example", "not the password");
      expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
      expect(wrong.body).toBe(unknown.body);
      expect(await actions(server(), from)).toEqual([
        ["sign_in.failed", "staff", boId, "Bo Desk", "bo@audit.example"],
        ["sign_in.failed", "staff", null, "", "ghost@audit.example"],
      ]);
      const failed = (await storedEntries(server(), "auditco", "sign_in.failed")).map((e) => e.detail);
      expect(failed).toEqual([{ account: true }, { account: false }]);
      expect(JSON.stringify(failed)).not.toContain("not the password");
    });

    it("records a refusal for too many wrong passwords once, not once per refused try", async () => {
      for (let i = 1; i < 10; i++) expect((await attempt(server(), "bo@audit.example", `wrong ${i}`)).statusCode).toBe(401);
      const from = (await storedEntries(server(), "auditco")).length;
      expect((await attempt(server(), "bo@audit.example", PASSWORD)).statusCode).toBe(429);
      expect((await attempt(server(), "bo@audit.example", PASSWORD)).statusCode).toBe(429);
      expect(await actions(server(), from)).toEqual([["sign_in.limited", "staff", null, "", "bo@audit.example"]]);
    });

    it("records sign-out, a password change and a sign-in link sent and used", async () => {
      const from = (await storedEntries(server(), "auditco")).length;
      const changed = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/password",
        headers: admin.headers,
        payload: { current_password: PASSWORD, new_password: `${PASSWORD} two` },
      });
      expect(changed.statusCode).toBe(204);
      expect((await server().app.inject({ method: "POST", url: "/api/v2/office/sign-out", headers: admin.headers })).statusCode).toBe(204);
      const asked = await server().app.inject({
        method: "POST",
        url: "/api/v2/office/links",
        headers: { "x-vendor": "auditco" },
        payload: { email: "ada@audit.example" },
      });
      expect(asked.statusCode).toBe(202);
      const mail = await server()
        .store.db.selectFrom("outbox")
        .select("payload")
        .where("recipient", "=", "ada@audit.example")
        .where("template", "=", "office_sign_in")
        .executeTakeFirstOrThrow();
      const link = (JSON.parse(mail.payload) as { link: string }).link;
      const used = await server().app.inject({ method: "POST", url: `/api/v2/office/links/${tokenOf(link)}`, payload: { password: `${PASSWORD} three` } });
      expect(used.statusCode).toBe(200);
      expect(await actions(server(), from)).toEqual([
        ["password.change", "staff", adaId, "Ada Admin", "ada@audit.example"],
        ["sign_out", "staff", adaId, "Ada Admin", "ada@audit.example"],
        ["link.sent", "staff", adaId, "Ada Admin", "ada@audit.example"],
        ["password.change", "staff", adaId, "Ada Admin", "ada@audit.example"],
        ["sign_in", "staff", adaId, "Ada Admin", "ada@audit.example"],
      ]);
      const changes = await storedEntries(server(), "auditco", "password.change");
      expect(changes.map((e) => e.detail)).toEqual([{ via: "account" }, { via: "link" }]);
    });
  });
});
