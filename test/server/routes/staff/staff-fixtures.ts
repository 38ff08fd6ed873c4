/** Shared steps of the staff API tests: tokens, calls with a bearer token, joins, a clean line. */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { ADMIN_TOKEN, type TestServer } from "../../../helpers/test-server.js";

export const ADMIN_AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Issues a staff token through the admin API and answers the secret. */
export async function issueToken(server: TestServer, key: string, slug = "demo", label = "test"): Promise<string> {
  const res = await server.call({
    method: "POST",
    url: `/api/v2/admin/vendors/${slug}/staff/${key}/tokens`,
    payload: { label },
    headers: ADMIN_AUTH,
    vendor: null,
    csrf: false,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { attributes: { token: string } } }).data.attributes.token;
}

/** A staff API call with a bearer token (no vendor header, no CSRF: the token says it all). */
export function staffCall(
  server: TestServer,
  token: string,
  options: Omit<InjectOptions, "headers"> & { headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return server.call({ ...options, vendor: null, csrf: false, headers: { authorization: `Bearer ${token}`, ...options.headers } });
}

export function patchStatus(server: TestServer, token: string, id: number, attributes: Record<string, unknown>) {
  return staffCall(server, token, {
    method: "PATCH",
    url: `/api/v2/staff/queue-appointments/${id}`,
    payload: { data: { type: "queue-appointments", attributes } },
  });
}

export interface JoinOptions {
  location?: string;
  service?: string;
  method?: 1 | 2 | 3;
  firstName?: string;
}

/** Joins a demo line through the open API (downtown, deposits, in person by default). */
export async function join(server: TestServer, ids: DemoIds, options: JoinOptions = {}): Promise<number> {
  const service = options.service ?? "deposits";
  const res = await server.call({
    method: "POST",
    url: "/api/v2/open/queue-appointments",
    payload: joinBody(
      { location_id: ids.location(options.location ?? "downtown"), service_id: ids.service(service), meeting_method: options.method ?? 1 },
      { first_name: options.firstName ?? "Maria" },
      [
        { question_id: ids.question("member"), value: 1 },
        ...(["open-account", "loan-consultation"].includes(service) ? [{ question_id: ids.question("topics"), value: [2] }] : []),
      ],
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

/** Ends every open visit of the database, so a test starts with an empty line and free staff. */
export async function clearLines(server: TestServer): Promise<void> {
  await server.store.db.updateTable("queue_appointments").set({ status: 4 }).where("status", "in", [1, 5]).execute();
  // Written behind the server's back: its lines are read again.
  server.app.ctx.lines.forget();
}

/** Adds a staff member to the demo vendor with exactly these locations and capabilities. */
export async function addStaff(
  server: TestServer,
  ids: DemoIds,
  member: { key: string; roleLevel: number; locations: string[]; serves: [service: string, method: number][] },
): Promise<number> {
  const { db } = server.store;
  const row = await db
    .insertInto("staff_users")
    .values({ vendor_id: ids.vendor, key: member.key, full_name: `Test ${member.key}`, email: null, role_level: member.roleLevel, active: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const location of member.locations) {
    await db
      .insertInto("staff_locations")
      .values({ staff_id: row.id, location_id: ids.location(location), on_duty: 1 })
      .execute();
  }
  for (const [service, method] of member.serves) {
    await db
      .insertInto("staff_capabilities")
      .values({ staff_id: row.id, service_id: ids.service(service), meeting_method: method })
      .execute();
  }
  server.app.ctx.lines.forget();
  return row.id;
}

/** Reads an appointment's status straight from the database. */
export async function statusOf(server: TestServer, id: number): Promise<number> {
  const row = await server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow();
  return row.status;
}
