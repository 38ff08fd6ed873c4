/**
 * The line model agrees with the database (issue 10): after any sequence of joins, cancels,
 * staff starts, completions, no-shows and presence changes, with the clock moving between them,
 * the estimates and places an instance serves equal a fresh computation from the database alone
 * — with the re-estimate deferred (`LINE_SETTLE_MS`) as in production, across two instances on
 * one PostgreSQL, and after a restart. The sequence is seeded (`LINE_SEED` to replay one).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { freshLine } from "../../../../server/src/queue/line/load-lines.js";
import type { LineState } from "../../../../server/src/queue/line/line-state.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDemoLine, type Joined } from "../../../helpers/join-demo.js";
import { pick, seededRandom } from "../../../helpers/seeded-random.js";
import { createTestServer, type Dialect, type TestServer } from "../../../helpers/test-server.js";
import { issueToken, patchStatus, staffCall } from "../../routes/staff/staff-fixtures.js";

const SEED = Number(process.env.LINE_SEED ?? 20261126);
const STEPS = 80;
/** Deferred as in production, short enough for a test. */
const SETTLE_ENV = { LINE_SETTLE_MS: "25" };

type Line = { id: number; start: string | null; p90: string | null; position: number | null }[];

const iso = (start: number | null | undefined) => (start == null ? null : new Date(start).toISOString());
const view = (line: LineState | undefined): Line =>
  (line?.allStarts() ?? []).map((s) => ({ id: s.id, start: iso(s.start), p90: iso(s.p90 ?? null), position: line?.position(s.id) ?? null }));

/** Drives one seeded sequence of changes through the given instances, in turn at random. */
function driver(instances: () => TestServer[], ids: () => DemoIds, seed: number) {
  const next = seededRandom(seed);
  const joined: Joined[] = [];
  const tokens = new Map<string, string>();
  const onDuty = new Map([
    ["ana", true],
    ["ben", true],
  ]);
  const token = async (server: TestServer, staff: string) => {
    const known = tokens.get(staff);
    if (known) return known;
    const issued = await issueToken(server, staff);
    tokens.set(staff, issued);
    return issued;
  };
  const downtown = () => ids().location("downtown");

  return {
    joined,
    async step(): Promise<string> {
      const servers = instances();
      const server = pick(next, servers);
      const staff = pick(next, ["ana", "ben"]);
      // Weighed so the line both grows and empties, and staff are sometimes idle when someone joins.
      const kind = pick(next, ["join", "join", "join", "cancel", "call-next", "call-next", "complete", "complete", "no-show", "presence", "clock", "clock"]);
      switch (kind) {
        case "join": {
          const service = pick(next, ["deposits", "card-pickup", "loan-consultation"]);
          // Refused while nobody on duty serves it (both went off duty): a change that did not happen.
          const attempt = await joinDemoLine(server, ids(), "downtown", service, {
            first_name: `Client ${String.fromCharCode(65 + (joined.length % 26))}`,
          }).catch((error: unknown) => {
            if (String(error).includes("service_unavailable")) return undefined;
            throw error;
          });
          if (attempt) joined.push(attempt);
          break;
        }
        case "cancel": {
          const target = pick(next, joined);
          if (target) {
            await server.call({
              method: "PATCH",
              url: `/api/v2/open/queue-appointments/${target.id}`,
              payload: { data: { id: target.id, type: "queue-appointments", attributes: { status: 4, confirm_code: target.code } } },
            });
          }
          break;
        }
        case "call-next":
          await staffCall(server, await token(server, staff), { method: "POST", url: `/api/v2/staff/locations/${downtown()}/call-next`, payload: {} });
          break;
        case "complete":
        case "no-show": {
          const target = pick(next, joined);
          if (target) await patchStatus(server, await token(server, staff), target.id, { status: kind === "complete" ? 2 : 3 });
          break;
        }
        case "presence": {
          const now = !onDuty.get(staff);
          const res = await staffCall(server, await token(server, staff), {
            method: "PUT",
            url: "/api/v2/staff/presence",
            payload: { location_id: downtown(), on_duty: now },
          });
          if (res.statusCode === 200) onDuty.set(staff, now);
          break;
        }
        case "clock": {
          const ms = Math.floor(next() * 45) * 60_000 + Math.floor(next() * 60) * 1_000;
          for (const s of servers) s.clock.advance(ms);
          break;
        }
      }
      return `${kind} via instance ${servers.indexOf(server)}`;
    },
  };
}

/** Waits until every instance has settled and holds the line a fresh computation gives. */
async function expectAgreement(instances: TestServer[], locationId: number, what: string): Promise<Line> {
  const [first] = instances;
  if (!first) throw new Error("no instance");
  let fresh: Line = [];
  await vi.waitFor(
    async () => {
      for (const server of instances) await server.app.ctx.lines.settled();
      fresh = view(await freshLine(first.store.db, locationId, first.clock.now()));
      for (const [index, server] of instances.entries()) {
        expect(view(await server.app.ctx.lines.line(locationId)), `instance ${index} after ${what}`).toEqual(fresh);
      }
    },
    { timeout: 10_000, interval: 50 },
  );
  return fresh;
}

for (const dialect of inject("dialects") as Dialect[]) {
  describe(`the line model agrees with the database [${dialect}]`, () => {
    let server: TestServer;
    let ids: DemoIds;
    // SQLite in a file, so that a second server can open it after the first one stopped.
    const folder = mkdtempSync(join(tmpdir(), "qb-line-"));
    beforeAll(async () => {
      server = await createTestServer(dialect, { env: SETTLE_ENV, ...(dialect === "sqlite" ? { databaseUrl: join(folder, "line.db") } : {}) });
      ids = await demoIds(server.store.db);
    });
    afterAll(async () => {
      await server?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    it("after every change of a seeded sequence, and after a restart", { timeout: 120_000 }, async () => {
      const drive = driver(
        () => [server],
        () => ids,
        SEED,
      );
      const downtown = ids.location("downtown");
      let longest = 0;
      for (let i = 0; i < STEPS; i++) {
        const line = await expectAgreement([server], downtown, `step ${i}: ${await drive.step()} (LINE_SEED=${SEED})`);
        longest = Math.max(longest, line.length);
      }
      expect(drive.joined.length).toBeGreaterThan(5);
      expect(longest).toBeGreaterThanOrEqual(3);
      // Some people waiting for the restart to show (with someone on duty to take them).
      const ana = await issueToken(server, "ana", "demo", "restart");
      await staffCall(server, ana, { method: "PUT", url: "/api/v2/staff/presence", payload: { location_id: downtown, on_duty: true } });
      for (const first_name of ["Rae", "Sol", "Tam"]) drive.joined.push(await joinDemoLine(server, ids, "downtown", "card-pickup", { first_name }));
      const last = await expectAgreement([server], downtown, "three more joins");

      // A restart on the same database: the same estimates, from the rows and the stored anchor.
      const url = server.config.database.kind === "sqlite" ? server.config.database.filename : server.config.database.connectionString;
      const clock = server.clock.now();
      await server.app.close();
      const restarted = await createTestServer(dialect, { env: SETTLE_ENV, databaseUrl: url, seed: false, now: clock.toISOString() });
      try {
        expect(view(await restarted.app.ctx.lines.line(downtown))).toEqual(last);
        // And what a client reads agrees: its expected start and its place.
        const someone = drive.joined.find((j) => last.some((l) => l.id === j.id));
        if (someone) {
          const read = await restarted.call({ method: "GET", url: `/api/v2/open/queue-appointments/${someone.id}?code=${someone.code}` });
          const held = last.find((l) => l.id === someone.id);
          expect(read.json().data.attributes).toMatchObject({ expected_start: held?.start, position: held?.position });
        }
      } finally {
        await restarted.app.close();
      }
    });
  });
}

describe.skipIf(!(inject("dialects") as string[]).includes("postgres"))("the line model agrees across two instances [postgres]", () => {
  let a: TestServer;
  let b: TestServer;
  let ids: DemoIds;
  beforeAll(async () => {
    a = await createTestServer("postgres", { env: SETTLE_ENV });
    const url = a.config.database.kind === "postgres" ? a.config.database.connectionString : "";
    b = await createTestServer("postgres", { env: SETTLE_ENV, databaseUrl: url, seed: false });
    ids = await demoIds(a.store.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("changes made through either instance leave both holding the line the database gives", { timeout: 180_000 }, async () => {
    const drive = driver(
      () => [a, b],
      () => ids,
      SEED + 1,
    );
    const downtown = ids.location("downtown");
    for (let i = 0; i < STEPS; i++) await expectAgreement([a, b], downtown, `step ${i}: ${await drive.step()} (LINE_SEED=${SEED + 1})`);
    expect(drive.joined.length).toBeGreaterThan(5);
  });
});
