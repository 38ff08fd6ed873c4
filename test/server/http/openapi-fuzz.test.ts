/**
 * A seeded fuzz of the whole API, walked from its own OpenAPI document: for every route, a few
 * dozen requests built from its parameter and body schemas with hostile values — out-of-int32,
 * negative and huge ids, NUL bytes, lone surrogates, wrong types, deep nesting, `__proto__` and
 * `constructor` keys, bad percent-encodings and byte sequences, very long strings, arrays where
 * objects belong. Every write carries a value its schema certainly refuses (schema-fuzz.ts), so
 * besides "no 5xx, and every error is `{code, message}`", no table may gain or lose a row.
 * As an authorised client (admin and staff tokens, CSRF token), so the input reaches the checks
 * behind them. `FUZZ_SEED` picks other cases (a failure prints the seed), `FUZZ_ROUNDS` more.
 */
import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { certainBreak, HOSTILE_VALUES, placesOf, replaceAt, sample, type JsonSchema } from "../../helpers/schema-fuzz.js";
import { pick, seededRandom } from "../../helpers/seeded-random.js";
import { issueStaffToken } from "../../helpers/staff-admin.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 72);

/**
 * Tables a refused request may still write to: `rate_limits` holds the per-address counters
 * (on PostgreSQL every limited request adds to one, refused or not) and the instances' claims;
 * `location_lines` gets a line's row the first time anyone reads the line (its anchor).
 */
const BOOKKEEPING_TABLES = new Set(["rate_limits", "location_lines"]);

interface Operation {
  method: string;
  path: string;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

/** Path values no route takes: out of range, signed, fractional, not digits, NUL, bad percent-encoding. */
const HOSTILE_PATH_VALUES = [
  "0",
  "-1",
  "2147483648",
  "99999999999999999999",
  "1.5",
  "1e3",
  "0x1F",
  "abc",
  "%00",
  "1%00",
  "%20",
  "%E0%A4%A",
  "%C3%28",
  "..%2F..",
  "%EF%BC%91",
];
/** Raw query values, some not even valid percent-encoding. */
const HOSTILE_QUERY_VALUES = ["%00", "%E0%A4%A", "%zz", "%", "%C3%28", "2147483648", "-1", "1e308", "%5B%5D", "a".repeat(5000), "%F0%9F%98%80", "%ED%A0%80"];
const EXTRA_QUERY_KEYS = ["vendor", "lang", "code", "__proto__", "constructor", "id[]", "filter[matching]"];
/** Bodies that are no valid request of any route: broken JSON, bad bytes, prototype keys, deep nesting. */
const RAW_BODIES: (string | Buffer)[] = [
  "{",
  "[1,",
  "null",
  '"text"',
  "1e999",
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"data": {"__proto__": {"polluted": true}}}',
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x5b, 0x5d]),
  Buffer.from('["\u0000"]', "utf16le"),
];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/merge-patch+json",
];
/** The hosted pages are left out of the API document, but read the same kind of query (vendor, id, code …). */
const PAGE_QUERY = ["vendor", "id", "code", "lang", "mode", "service", "walk_in", "location_id"].map((name) => ({
  name,
  required: false,
  schema: { type: "string" },
}));
const HOSTED_PAGES: Operation[] = [
  "/callback-service",
  "/callback-service/{id}",
  "/callback-service/manage",
  "/book/manage",
  "/book/select-timeslot",
  "/s/{slug}/callback-service",
].map((path) => ({
  method: "GET",
  path,
  query: PAGE_QUERY,
}));
const IDEMPOTENCY_KEYS = ["short", "x".repeat(201), "has spaces in it", "%00%00%00%00%00"];

/** Percent-encodes `text`; a lone surrogate, which encodeURIComponent refuses, goes as its (invalid) UTF-8 bytes. */
function encodeLoosely(text: string): string {
  return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? "%ED%A0%80" : encodeURIComponent(c))).join("");
}

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

function operations(doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}): Operation[] {
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
      body: op.requestBody?.content["application/json"]?.schema,
    })),
  );
  return [...documented, ...HOSTED_PAGES];
}

describeEachDialect(
  "OpenAPI fuzz",
  (server) => {
    let ids: DemoIds;
    let ops: Operation[];
    let staffToken: string;

    beforeAll(async () => {
      ids = await demoIds(server().store.db);
      staffToken = await issueStaffToken(server(), "ana");
      const doc = (await server().call({ method: "GET", url: "/api/docs/json", vendor: null })).json();
      ops = operations(doc);
    });

    const authorised = (path: string): Record<string, string> =>
      path.startsWith("/api/v2/admin/")
        ? { authorization: `Bearer ${ADMIN_TOKEN}`, "if-match": "*" }
        : path.startsWith("/api/v2/staff/")
          ? { authorization: `Bearer ${staffToken}` }
          : {};

    /** A valid value for a path parameter, so the hostile part is elsewhere. */
    const validPathValue = (name: string) => (name === "slug" ? "demo" : name === "key" ? "ana" : String(ids.location("downtown")));

    /** One request of `op`: for a write, with a value its schema certainly refuses. */
    function build(op: Operation, next: () => number): { url: string; headers: Record<string, string>; payload?: string | Buffer } {
      const write = op.method !== "GET";
      const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const breakPath = params.length > 0 && (!op.body || next() < 0.3);
      const brokenParam = breakPath ? Math.floor(next() * params.length) : -1;
      let index = 0;
      let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (index++ === brokenParam ? pick(next, HOSTILE_PATH_VALUES) : validPathValue(name)));
      // A plausible query (every required parameter, some others), then up to three hostile values in it or beside it.
      const query = op.query.filter((q) => q.required || next() < 0.5).map((q): [string, string] => [q.name, encodeLoosely(String(sample(q.schema, next)))]);
      for (let hostile = Math.floor(next() * 4); hostile > 0; hostile--) {
        const value = next() < 0.5 ? pick(next, HOSTILE_QUERY_VALUES) : encodeLoosely(String(pick(next, HOSTILE_VALUES)));
        const target = query.length && next() < 0.6 ? pick(next, query) : undefined;
        if (target) target[1] = value;
        else query.push([pick(next, EXTRA_QUERY_KEYS), value]);
      }
      if (query.length) url += `?${query.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join("&")}`;
      const headers: Record<string, string> = { ...authorised(op.path), "content-type": "application/json" };
      if (next() < 0.15) headers["content-type"] = pick(next, CONTENT_TYPES);
      if (next() < 0.1) headers["idempotency-key"] = pick(next, IDEMPOTENCY_KEYS);
      if (next() < 0.05) headers["if-match"] = pick(next, ['"bogus"', 'W/"x"', "a".repeat(500)]);
      if (!op.body) return write && next() < 0.3 ? { url, headers, payload: pick(next, RAW_BODIES) } : { url, headers };
      // A body whose fields are all optional may be left out, and some routes read JSON null as left out.
      const optional = !op.body.required?.length;
      const schema = optional ? { ...op.body, nullable: true } : op.body;
      if (!breakPath && next() < 0.2) return { url, headers, payload: pick(next, optional ? RAW_BODIES.filter((b) => b !== "null") : RAW_BODIES) };
      let body = sample(schema, next);
      for (let extra = Math.floor(next() * 3); extra > 0; extra--) {
        body = replaceAt(body, pick(next, placesOf(body, schema)).path, structuredClone(pick(next, HOSTILE_VALUES)));
      }
      // The certain refusal goes in last, so no other change can undo it.
      const breakable = placesOf(body, schema).flatMap((place) => {
        const value = place.schema && certainBreak(place.schema, next);
        return value === undefined ? [] : [{ ...place, value }];
      });
      if (!breakPath && !breakable.length) throw new Error(`no refused value for ${op.method} ${op.path}`);
      const broken = breakable.length ? pick(next, breakable) : undefined;
      if (broken) body = replaceAt(body, broken.path, broken.value);
      return { url, headers, payload: JSON.stringify(body) };
    }

    async function rowCounts(s: TestServer): Promise<Record<string, number>> {
      const tables = (await s.store.db.introspection.getTables())
        .map((t) => t.name)
        .filter((name) => !BOOKKEEPING_TABLES.has(name) && !name.startsWith("kysely_"));
      const counts: Record<string, number> = {};
      for (const table of tables.sort()) {
        const row = await s.store.db
          .selectFrom(table as "vendors")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow();
        counts[table] = Number(row.n);
      }
      return counts;
    }

    it("answers thousands of hostile requests with 4xx JSON errors or success, and changes no row", { timeout: 180_000 }, async () => {
      const next = seededRandom(SEED);
      const before = await rowCounts(server());
      const failures: string[] = [];
      let sent = 0;
      for (const op of ops) {
        for (let round = 0; round < ROUNDS; round++) {
          const { url, headers, payload } = build(op, next);
          const res = await server().call({ method: op.method as "GET", url, headers, payload, csrf: op.method !== "GET" });
          sent++;
          const what = `${op.method} ${url.slice(0, 200)} ${payload === undefined ? "" : String(payload).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          if (res.statusCode >= 500) failures.push(what);
          if (process.env.FUZZ_DEBUG && op.method !== "GET" && res.statusCode < 300) console.log("WRITE OK", what);
          // Pages answer browsers: their errors are HTML pages, the API's are {code, message}.
          else if (res.statusCode >= 400 && !String(res.headers["content-type"] ?? "").includes("text/html")) {
            const body = (() => {
              try {
                return res.json() as { code?: unknown; message?: unknown };
              } catch {
                return {};
              }
            })();
            if (typeof body.code !== "string" || typeof body.message !== "string") failures.push(`no {code, message}: ${what}`);
          }
        }
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
      expect(await rowCounts(server()), `FUZZ_SEED=${SEED}: a refused request wrote`).toEqual(before);
    });
  },
  // Thousands of requests from one address: the limits are not what this test is about.
  { env: { RATE_LIMIT_PER_MINUTE: "1000000" } },
);
