/**
 * A vendor's webhook endpoints in the back office, on both databases: its admins only (401
 * without a session, 403 below admin), a write only with the session's CSRF token, another
 * vendor's endpoint unknown (404), the same answers as the admin API's, and each setup change in
 * the audit log under the person who made it.
 */
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type CsvVendor, createCsvVendor } from "../../helpers/csv-vendor.js";
import type { OfficeSession } from "../../helpers/office-session.js";
import { describeEachDialect, type TestServer } from "../../helpers/test-server.js";
import { storedEntries } from "../audit/audit-calls.js";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/** A call as `who`; `csrf: false` leaves the token out of a write. */
function officeCall(
  server: TestServer,
  who: OfficeSession | undefined,
  method: Method,
  path: string,
  payload?: unknown,
  csrf = true,
): Promise<LightMyRequestResponse> {
  const headers = !who ? {} : csrf ? who.headers : { cookie: who.cookie };
  return server.app.inject({ method, url: `/api/v2/office/webhooks${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const HOOK = { url: "https://93.184.216.34/hooks", events: ["queue.joined", "appointment.booked"], description: "CRM" };

describeEachDialect("webhook endpoints in the back office", (server) => {
  let hooks: CsvVendor;
  let other: CsvVendor;

  beforeAll(async () => {
    hooks = await createCsvVendor(server(), "hookco");
    other = await createCsvVendor(server(), "otherhookco");
  });
  beforeEach(async () => {
    await server().store.db.deleteFrom("webhook_endpoints").execute();
  });

  describe("who may", () => {
    it("answers 401 without a session and 403 to a staff member, for reads and writes", async () => {
      expect((await officeCall(server(), undefined, "GET", "")).statusCode).toBe(401);
      for (const [method, path, body] of [
        ["GET", "", undefined],
        ["POST", "", HOOK],
        ["GET", "/1", undefined],
        ["GET", "/1/deliveries", undefined],
      ] as const) {
        const res = await officeCall(server(), hooks.staff, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().code).toBe("forbidden");
      }
      expect(await server().store.db.selectFrom("webhook_endpoints").select("id").execute()).toEqual([]);
    });

    it("refuses every write without the session's CSRF token, changing nothing", async () => {
      const created = await officeCall(server(), hooks.admin, "POST", "", HOOK);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data as { id: number };
      for (const [method, path, body] of [
        ["POST", "", HOOK],
        ["PATCH", `/${id}`, { enabled: false }],
        ["DELETE", `/${id}`, undefined],
        ["POST", `/${id}/secrets`, {}],
        ["POST", `/${id}/deliveries/1/redeliver`, {}],
      ] as const) {
        const res = await officeCall(server(), hooks.admin, method, path, body, false);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().code).toMatch(/^csrf_/);
      }
      const listed = (await officeCall(server(), hooks.admin, "GET", "")).json().data;
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ id, enabled: true });
    });

    it("answers another vendor's endpoint as unknown (404 webhook_not_found)", async () => {
      const theirs = (await officeCall(server(), other.admin, "POST", "", HOOK)).json().data as { id: number };
      for (const [method, path, body] of [
        ["GET", `/${theirs.id}`, undefined],
        ["PATCH", `/${theirs.id}`, { enabled: false }],
        ["DELETE", `/${theirs.id}`, undefined],
        ["POST", `/${theirs.id}/secrets`, {}],
        ["GET", `/${theirs.id}/deliveries`, undefined],
        ["POST", `/${theirs.id}/deliveries/1/redeliver`, {}],
      ] as const) {
        const res = await officeCall(server(), hooks.admin, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().code).toBe("webhook_not_found");
      }
      expect((await officeCall(server(), hooks.admin, "GET", "")).json().data).toEqual([]);
      expect((await officeCall(server(), other.admin, "GET", `/${theirs.id}`)).json().data.enabled).toBe(true);
    });
  });

  it("refuses a private address at the url field, as the admin API does", async () => {
    const res = await officeCall(server(), hooks.admin, "POST", "", { ...HOOK, url: "https://10.0.0.7/hooks" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "webhook_url_refused", errors: [{ field: "url" }] });
    const bad = await officeCall(server(), hooks.admin, "POST", "", { ...HOOK, events: [] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: "validation_failed", errors: [{ field: "events" }] });
  });

  it("creates, lists, changes, rotates, reads the log of and deletes an endpoint, each audited as the person", async () => {
    const created = await officeCall(server(), hooks.admin, "POST", "", HOOK);
    expect(created.statusCode, created.body).toBe(201);
    const { secret, ...endpoint } = created.json().data as { id: number; secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ url: HOOK.url, events: HOOK.events, description: "CRM", enabled: true, disabled_reason: null });
    expect((await officeCall(server(), hooks.admin, "GET", "")).json().data).toEqual([endpoint]);

    const changed = await officeCall(server(), hooks.admin, "PATCH", `/${endpoint.id}`, { enabled: false, events: ["queue.completed"] });
    expect(changed.json().data).toMatchObject({ enabled: false, events: ["queue.completed"], disabled_reason: null });
    const rotated = await officeCall(server(), hooks.admin, "POST", `/${endpoint.id}/secrets`, { previous_valid_hours: 0 });
    expect(rotated.statusCode).toBe(201);
    expect(rotated.json().data).toMatchObject({ previous_valid_hours: 0 });
    expect(rotated.json().data.secret).not.toBe(secret);
    const log = await officeCall(server(), hooks.admin, "GET", `/${endpoint.id}/deliveries`);
    expect(log.headers["cache-control"]).toBe("no-store");
    expect(log.json()).toEqual({ data: [], meta: { next_before: null } });
    expect((await officeCall(server(), hooks.admin, "DELETE", `/${endpoint.id}`)).statusCode).toBe(204);
    expect((await officeCall(server(), hooks.admin, "GET", "")).json().data).toEqual([]);

    const entries = (await storedEntries(server(), "hookco")).filter((e) => e.action.startsWith("webhook.") && e.detail.webhook_id === endpoint.id);
    const ada = await server()
      .store.db.selectFrom("staff_users")
      .innerJoin("vendors", "vendors.id", "staff_users.vendor_id")
      .select("staff_users.id")
      .where("vendors.slug", "=", "hookco")
      .where("staff_users.key", "=", "ada")
      .executeTakeFirstOrThrow();
    expect(entries.map((e) => [e.action, e.target, e.actor_kind, e.actor_name])).toEqual([
      ["webhook.create", HOOK.url, "staff", "Ada Park"],
      ["webhook.change", HOOK.url, "staff", "Ada Park"],
      ["webhook.rotate", HOOK.url, "staff", "Ada Park"],
      ["webhook.delete", HOOK.url, "staff", "Ada Park"],
    ]);
    expect(entries.every((e) => e.staff_id === ada.id)).toBe(true);
  });
});
