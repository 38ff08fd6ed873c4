/**
 * Whatever a client sends, the answer is a 4xx with a JSON `code`, never a 500 (brief: "bad input
 * gets a clear error"). Every route of the OpenAPI document is called with hostile path ids,
 * repeated and odd query parameters, random JSON bodies, and valid bodies with one part broken
 * — as an authorised client, so the input reaches the checks behind authentication and CSRF.
 * The cases come from a seeded generator: the same on every run, and a failure names its
 * request. `HOSTILE_ROUNDS` raises the number of mutations per route, `HOSTILE_SEED` picks others.
 */
import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { bookingBody } from "../../helpers/booking.js";
import { joinBody } from "../../helpers/join-body.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { pick, seededRandom as random } from "../../helpers/seeded-random.js";
import { sampleVendorDocument } from "../../helpers/sample-vendor-document.js";
import { giveAccount, type OfficeSession, signIn } from "../../helpers/office-session.js";
import { issueStaffToken } from "../../helpers/staff-admin.js";
import { ADMIN_TOKEN, describeEachDialect } from "../../helpers/test-server.js";

const ROUNDS = Number(process.env.HOSTILE_ROUNDS ?? 12);
/** Another seed explores other cases; CI keeps the default, so its runs repeat. */
const SEED = Number(process.env.HOSTILE_SEED ?? 0);

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  "",
  " ",
  "0",
  "-1",
  "2147483648",
  "abc",
  "😀".repeat(3),
  "\u0000",
  "a".repeat(5000),
  "2026-02-30T25:61:00Z",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "NaN",
  [],
  [null],
  ["x", 1],
  {},
  { nested: { deeper: [1, { x: null }] } },
];

const HOSTILE_IDS = ["0", "-1", "1.5", "2147483648", "99999999999999999999", "abc", "%00", "1e3", "%20", "%E2%82%AC", "..%2F..", "1;drop"];

const QUERY_KEYS = [
  "code",
  "confirm_code",
  "id",
  "lang",
  "location",
  "location_id",
  "service",
  "service_id",
  "staff",
  "meeting_method",
  "date",
  "days",
  "start",
  "q",
  "query",
  "invite",
  "filter[matching]",
  "lat",
  "lng",
  "vendor",
];

/** Every place in a JSON value: the paths to its objects' keys and arrays' items. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...paths(item, [...prefix, i])]);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
  return [];
}

/** The body with one part replaced, removed, or joined by an unexpected key. */
function mutate(body: unknown, next: () => number): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const places = paths(copy);
  const place = pick(next, places);
  if (!place) return pick(next, HOSTILE_VALUES);
  let parent: Record<string | number, unknown> = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = place[place.length - 1] as string | number;
  const roll = next();
  if (roll < 0.7) parent[last] = structuredClone(pick(next, HOSTILE_VALUES));
  else if (roll < 0.85) delete parent[last];
  else parent[`unexpected_${Math.floor(next() * 100)}`] = pick(next, HOSTILE_VALUES);
  return copy;
}

function hostileQuery(next: () => number): string {
  const params = new URLSearchParams();
  const count = 1 + Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    const key = pick(next, QUERY_KEYS);
    const value = pick(next, HOSTILE_VALUES);
    params.append(key, typeof value === "string" ? value : JSON.stringify(value));
    // A repeated key makes an array of the parsed query: a classic way to crash a handler.
    if (next() < 0.3) params.append(key, "1");
  }
  return params.toString();
}

interface Route {
  method: string;
  /** OpenAPI path, `{id}` style. */
  path: string;
}

describeEachDialect(
  "hostile input",
  (server) => {
    let ids: DemoIds;
    let routes: Route[];
    let staffToken: string;
    /** The demo admin's back-office session, for `/api/v2/office/…`; signed in again after a sign-out. */
    let office: OfficeSession;
    const OFFICE_ADMIN = { vendor: "demo", email: "dana@maple-main.example", password: "hostile input's own passphrase" };
    const validBodies = new Map<string, unknown>();

    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      staffToken = await issueStaffToken(server(), "ana");
      await giveAccount(server(), { ...OFFICE_ADMIN, key: "dana" });
      office = await signIn(server(), OFFICE_ADMIN);
      const doc = (await server().call({ method: "GET", url: "/api/docs/json", vendor: null })).json() as { paths: Record<string, Record<string, unknown>> };
      routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
      const joined = await joinDowntown(server(), ids);
      const location = ids.location("downtown");
      const service = ids.service("deposits");
      validBodies.set(
        "POST /api/v2/open/queue-appointments",
        joinBody({ location_id: location, service_id: service }, {}, [{ question_id: ids.question("member"), value: 1 }]),
      );
      validBodies.set("PATCH /api/v2/open/queue-appointments/{id}", {
        data: { id: joined.id, type: "queue-appointments", attributes: { status: 4, confirm_code: joined.code } },
      });
      validBodies.set("POST /api/v3/open/walkin-feedback", { queue_appointment: joined.id, code: joined.code, experience: "fine", rating: 4.5 });
      validBodies.set("POST /api/v3/open/rwg-track-conversion", { rwg_token: "token-1", merchant_changed: false });
      validBodies.set("POST /api/v3/open/appointments", bookingBody({ location_id: location, service_id: service, start: "2026-11-24T15:00:00.000Z" }));
      validBodies.set("PATCH /api/v3/open/appointments/{id}", { data: { type: "appointments", attributes: { code: "ABCDEFGH", status: 4 } } });
      validBodies.set("PUT /api/v2/admin/vendors/{slug}", sampleVendorDocument());
      validBodies.set("PUT /api/v2/admin/vendors/{slug}/document", sampleVendorDocument());
      validBodies.set("PATCH /api/v2/admin/vendors/{slug}/document", { theme: { primary: "#1a73e8" }, client_view: { show_staff_picker: true } });
      validBodies.set("POST /api/v2/admin/vendors/{slug}/staff/{key}/tokens", { label: "desk" });
      // Public addresses written as such, so the checks need no DNS.
      validBodies.set("POST /api/v2/admin/vendors/{slug}/webhooks", { url: "https://93.184.216.34/hooks", events: ["queue.joined"], description: "CRM" });
      validBodies.set("PATCH /api/v2/admin/vendors/{slug}/webhooks/{id}", { url: "https://93.184.216.34/other", events: ["queue.completed"], enabled: false });
      validBodies.set("POST /api/v2/admin/vendors/{slug}/webhooks/{id}/secrets", { previous_valid_hours: 24 });
      validBodies.set("POST /api/v2/admin/vendors/{slug}/webhooks/{id}/deliveries/{delivery}/redeliver", {});
      validBodies.set("PATCH /api/v2/staff/queue-appointments/{id}", { data: { type: "queue-appointments", attributes: { status: 5 } } });
      validBodies.set("POST /api/v2/staff/locations/{id}/call-next", {});
      validBodies.set("PUT /api/v2/staff/presence", { location_id: location, on_duty: true });
      validBodies.set("PATCH /api/v2/staff/appointments/{id}", { data: { type: "appointments", attributes: { status: 5 } } });
      validBodies.set("POST /api/v3/open/appointments/{id}/check-in", { code: "ABCDEFGH" });
      validBodies.set("POST /api/v3/open/locations/{id}/check-in", { confirm_code: "ABCDEFGH" });
      validBodies.set("POST /api/v2/admin/vendors", { slug: "hostile", name: "Hostile", admin: { full_name: "H", email: "h@hostile.example" } });
      // Wrong passwords, so the mutations reach the checks without signing anyone in or changing a password.
      validBodies.set("POST /api/v2/office/sign-in", { email: OFFICE_ADMIN.email, password: "not the password" });
      validBodies.set("POST /api/v2/office/password", { current_password: "not the password", new_password: "a new passphrase" });
      validBodies.set("POST /api/v2/office/links", { email: "ana@maple-main.example" });
      validBodies.set("POST /api/v2/office/links/{token}", { password: "a new passphrase" });
      validBodies.set("POST /api/v2/office/sign-out", {});
      validBodies.set("PATCH /api/v2/office/document", { theme: { primary: "#1a73e8" } });
      validBodies.set("POST /api/v2/office/invitations", { staff_key: "ana" });
      validBodies.set("POST /api/v2/office/privacy/erasures", { email: "nobody@example.org" });
      validBodies.set("POST /api/v2/office/webhooks", { url: "https://93.184.216.34/hooks", events: ["queue.joined"], description: "CRM" });
      validBodies.set("PATCH /api/v2/office/webhooks/{id}", { url: "https://93.184.216.34/other", events: ["queue.completed"], enabled: false });
      validBodies.set("POST /api/v2/office/webhooks/{id}/secrets", { previous_valid_hours: 24 });
      validBodies.set("POST /api/v2/office/webhooks/{id}/deliveries/{delivery}/redeliver", {});
    });

    /** CSV files, not JSON: their hostile files are test/server/office/csv-locations.test.ts's. */
    const NOT_JSON = new Set(["POST /api/v2/office/locations.csv", "POST /api/v2/office/staff.csv"]);

    // The vendor document's PATCH needs If-Match; * lets the mutations reach past it.
    const authorised = (path: string): Record<string, string> =>
      path.startsWith("/api/v2/admin/")
        ? { authorization: `Bearer ${ADMIN_TOKEN}`, "if-match": "*" }
        : path.startsWith("/api/v2/staff/")
          ? { authorization: `Bearer ${staffToken}` }
          : path.startsWith("/api/v2/office/")
            ? { ...office.headers, "if-match": "*" }
            : {};

    /** The path with its parameters filled: a real id where one is asked, else the value given. */
    const fill = (path: string, value?: string) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) => value ?? (name === "slug" ? "demo" : name === "key" ? "ana" : String(ids.location("downtown"))));

    /** `refused`: the request must be answered 4xx (it carries something no route takes). */
    async function expectNo500(method: string, url: string, payload: unknown, path: string, refused = false): Promise<void> {
      const res = await server().call({
        method: method as "GET",
        url,
        headers: { ...authorised(path), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      const what = `${method} ${url} ${payload === undefined ? "" : JSON.stringify(payload).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (refused) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      if (res.statusCode >= 400) expect(res.json(), what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      // A sign-out that went through ends the session the next calls need.
      if (path === "/api/v2/office/sign-out" && res.statusCode === 204) office = await signIn(server(), OFFICE_ADMIN);
    }

    it("answers hostile path ids with 4xx", async () => {
      for (const route of routes.filter((r) => r.path.includes("{"))) {
        for (const id of HOSTILE_IDS) await expectNo500(route.method, fill(route.path, id), validBodies.get(`${route.method} ${route.path}`), route.path);
      }
    });

    it("answers hostile and repeated query parameters with 4xx", async () => {
      const next = random(7 + SEED);
      for (const route of routes) {
        for (let round = 0; round < ROUNDS; round++) {
          await expectNo500(route.method, `${fill(route.path)}?${hostileQuery(next)}`, validBodies.get(`${route.method} ${route.path}`), route.path);
        }
      }
    });

    it("answers random JSON bodies and valid bodies with one part broken with 4xx", async () => {
      const next = random(11 + SEED);
      for (const route of routes.filter((r) => r.method !== "GET" && r.method !== "DELETE")) {
        const valid = validBodies.get(`${route.method} ${route.path}`);
        for (const value of HOSTILE_VALUES) await expectNo500(route.method, fill(route.path), value, route.path);
        if (valid === undefined) continue;
        for (let round = 0; round < ROUNDS * 4; round++) await expectNo500(route.method, fill(route.path), mutate(valid, next), route.path);
      }
    });

    it("answers a NUL in any text, and a number past PostgreSQL's integer anywhere, with 4xx", async () => {
      for (const route of routes) {
        const valid = validBodies.get(`${route.method} ${route.path}`);
        if (valid === undefined) continue;
        for (const place of paths(valid)) {
          let leaf: unknown = valid;
          for (const key of place) leaf = (leaf as Record<string | number, unknown>)[key];
          const swaps = typeof leaf === "string" ? [`${leaf}\u0000`] : typeof leaf === "number" ? [2 ** 31, -(2 ** 31) - 1, 1e308] : [];
          for (const swap of swaps) {
            const copy = structuredClone(valid) as Record<string | number, unknown>;
            let parent = copy;
            for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
            parent[place[place.length - 1] as string | number] = swap;
            // A NUL is refused in every string, on both databases alike (PostgreSQL text cannot hold one).
            await expectNo500(route.method, fill(route.path), copy, route.path, typeof swap === "string");
          }
        }
      }
    });

    it("knows a valid body for every write, so the mutations reach past validation", () => {
      const writes = routes.filter((r) => r.method === "POST" || r.method === "PUT" || r.method === "PATCH").map((r) => `${r.method} ${r.path}`);
      expect(writes.filter((w) => !validBodies.has(w) && !NOT_JSON.has(w))).toEqual([]);
    });
  },
  { env: { RATE_LIMIT_PER_MINUTE: "1000000" } },
);
