import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { ADMIN_TOKEN, describeEachDialect } from "../../../helpers/test-server.js";
import { ADMIN_AUTH, issueToken, staffCall } from "./staff-fixtures.js";

describeEachDialect("staff tokens and staff authentication", (server) => {
  const create = (url: string, payload?: unknown, headers: Record<string, string> = ADMIN_AUTH) =>
    server().call({ method: "POST", url, payload: payload as object, headers, vendor: null, csrf: false });
  const me = (token: string) => staffCall(server(), token, { method: "GET", url: "/api/v2/staff/me" });

  it("issues a qbs_ token once, storing only its SHA-256", async () => {
    const res = await create("/api/v2/admin/vendors/demo/staff/ana/tokens", { label: "front desk" });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      id: expect.any(Number),
      type: "staff-tokens",
      attributes: { token: expect.stringMatching(/^qbs_[A-Za-z0-9_-]{43}$/), label: "front desk", created: "2026-11-22T15:00:00.000Z" },
    });
    const token = data.attributes.token as string;
    const rows = await server().store.db.selectFrom("staff_tokens").selectAll().execute();
    // The secret appears in no column of any row; its hash does, once.
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
    const row = rows.find((r) => r.id === data.id);
    expect(row?.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row?.revoked_at).toBeNull();

    const again = await create("/api/v2/admin/vendors/demo/staff/ana/tokens");
    expect(again.statusCode).toBe(201);
    expect(again.json().data.attributes.token).not.toBe(token);
    expect(again.json().data.attributes.label).toBe("");
  });

  it("authenticates the token as its staff member of its vendor", async () => {
    const token = await issueToken(server(), "ben");
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: "staff-users",
      attributes: { full_name: "Ben Carter", role_level: 15, role: "staff-plus", vendor: { slug: "demo" }, can_cancel: true },
    });
    const names = (res.json().meta.locations as { name: string; assigned: boolean }[]).filter((l) => l.assigned).map((l) => l.name);
    expect(names).toEqual(["Downtown Branch", "350 Fifth Avenue"]);
  });

  it("revokes a token at once; revoking twice is fine, an unknown id is 404", async () => {
    const created = await create("/api/v2/admin/vendors/demo/staff/ana/tokens");
    const { id, attributes } = created.json().data;
    expect((await me(attributes.token)).statusCode).toBe(200);
    const del = (tokenId: string | number) =>
      server().call({ method: "DELETE", url: `/api/v2/admin/staff-tokens/${tokenId}`, headers: ADMIN_AUTH, vendor: null, csrf: false });
    expect((await del(id)).statusCode).toBe(204);
    const refused = await me(attributes.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("unauthorized");
    expect((await del(id)).statusCode).toBe(204);
    expect((await del(999999)).statusCode).toBe(404);
    expect((await del("abc")).statusCode).toBe(404);
    const row = await server().store.db.selectFrom("staff_tokens").select("revoked_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe("2026-11-22T15:00:00.000Z");
  });

  it("needs ADMIN_TOKEN to issue or revoke, and names only existing, active staff", async () => {
    const staffToken = await issueToken(server(), "ana");
    const asStaff = await create("/api/v2/admin/vendors/demo/staff/ana/tokens", {}, { authorization: `Bearer ${staffToken}` });
    expect(asStaff.statusCode).toBe(401);
    expect((await create("/api/v2/admin/vendors/demo/staff/ana/tokens", {}, {})).statusCode).toBe(401);
    for (const url of [
      "/api/v2/admin/vendors/demo/staff/nobody/tokens",
      "/api/v2/admin/vendors/nope/staff/ana/tokens",
      "/api/v2/admin/vendors/city-permits/staff/ana/tokens",
    ]) {
      const res = await create(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe("staff_not_found");
    }
    const bad = await create("/api/v2/admin/vendors/demo/staff/ana/tokens", { label: 42 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe("label");
  });

  it("answers 401 for no token, an unknown or malformed token, and a deactivated staff member's token", async () => {
    const none = await server().call({ method: "GET", url: "/api/v2/staff/me", vendor: null });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="staff"');
    for (const token of [`qbs_${"A".repeat(43)}`, "not-a-token", ADMIN_TOKEN.slice(0, -1)]) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toMatchObject({ code: "unauthorized" });
    }
    const token = await issueToken(server(), "tara");
    await server().store.db.updateTable("staff_users").set({ active: 0 }).where("key", "=", "tara").execute();
    expect((await me(token)).statusCode).toBe(401);
    await server().store.db.updateTable("staff_users").set({ active: 1 }).where("key", "=", "tara").execute();
    expect((await me(token)).statusCode).toBe(200);
  });

  it("hides unknown staff paths behind authentication, and takes ADMIN_TOKEN as the admin principal", async () => {
    const anonymous = await server().call({ method: "GET", url: "/api/v2/staff/nowhere", vendor: null });
    expect(anonymous.statusCode).toBe(401);
    const known = await staffCall(server(), ADMIN_TOKEN, { method: "GET", url: "/api/v2/staff/nowhere" });
    expect(known.statusCode).toBe(404);
    const admin = await staffCall(server(), ADMIN_TOKEN, { method: "GET", url: "/api/v2/staff/me" });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toMatchObject({ type: "admins", attributes: { role_level: 50, vendor: null } });
  });
});
