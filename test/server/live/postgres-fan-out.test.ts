import type { FastifyInstance, InjectOptions } from "fastify";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { locationChannel } from "#contract";
import { buildApp } from "../../../server/src/app.js";
import { loadConfig } from "../../../server/src/config.js";
import { openStore, type Store } from "../../../server/src/db/database.js";
import type { Database } from "../../../server/src/db/schema.js";
import { seedDemoData } from "../../../server/src/demo/seed-demo.js";
import { createPostgresEventBus } from "../../../server/src/live/postgres-event-bus.js";
import { fixedClock } from "../../../server/src/time/clock.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinBody } from "../../helpers/join-body.js";
import { createDatabaseUrl, TEST_NOW } from "../../helpers/test-server.js";
import { connectLive, wsBase, type LiveClient, type LiveFrame } from "./live-client.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasPostgres = (inject("dialects") as string[]).includes("postgres");

describe.skipIf(!hasPostgres)("live events across instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createDatabaseUrl>>;
  const stores: Store[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let ids: DemoIds;
  const clients: LiveClient[] = [];
  const open = async (app: FastifyInstance) => {
    const client = await connectLive(`${wsBase(app)}/live?vendor=demo`);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createDatabaseUrl("postgres");
    const config = loadConfig({ DATABASE_URL: database.url, DEFAULT_VENDOR: "demo", LOG_LEVEL: "silent", PORT: "0" });
    const clock = fixedClock(TEST_NOW);
    const instance = async () => {
      const store = await openStore(config.database);
      stores.push(store);
      const app = await buildApp({ config, store, clock, logger: false });
      await app.listen({ port: 0, host: "127.0.0.1" });
      return app;
    };
    a = await instance();
    await seedDemoData(a.ctx.db, clock.now());
    b = await instance();
    ids = await demoIds(a.ctx.db);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const store of stores) await store.close();
    await database?.drop();
  });

  /** Joins downtown through instance A, as the widget would (CSRF token first). */
  async function joinThroughA(): Promise<number> {
    const csrf = await a.inject({ method: "GET", url: "/api/v2/open/csrf", headers: { "x-vendor": "demo" } });
    const res = await a.inject({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      headers: { "x-vendor": "demo", "x-csrf-token": (csrf.json() as { token: string }).token },
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits") }, {}, [
        { question_id: ids.question("member"), value: 1 },
      ]),
    } as InjectOptions);
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: { id: number } }).data.id;
  }

  const includes = (id: number) => (frame: LiveFrame) =>
    frame.event === "WaitTimeRecalculated" && (frame.data as { id: number }[]).some((entry) => entry.id === id);

  it("delivers an event caused on instance A to subscribers of both instances, exactly once", async () => {
    const channel = locationChannel(ids.location("downtown"));
    const onB = await open(b);
    const onA = await open(a);
    await onB.subscribe(channel);
    await onA.subscribe(channel);
    const id = await joinThroughA();
    await onB.next(includes(id));
    await onA.next(includes(id));
    // Anything duplicated (a local delivery besides NOTIFY) would have arrived by now.
    await sleep(200);
    expect(onB.frames.filter(includes(id))).toHaveLength(1);
    expect(onA.frames.filter(includes(id))).toHaveLength(1);
  });

  it("carries an event over NOTIFY's size limit through live_events, intact", async () => {
    const channel = locationChannel(ids.location("uptown"));
    const onB = await open(b);
    await onB.subscribe(channel);
    const data = Array.from({ length: 200 }, (_, i) => ({
      id: 100_000 + i,
      attributes: { expected_start: `2026-11-22T15:${String(i % 60).padStart(2, "0")}:00.000Z` },
    }));
    expect(JSON.stringify(data).length).toBeGreaterThan(7000);
    await a.ctx.bus.publish({ channel, event: "WaitTimeRecalculated", data });
    const frame = await onB.next((f) => f.event === "WaitTimeRecalculated");
    expect(frame).toEqual({ channel, event: "WaitTimeRecalculated", data });
    const stored = await a.ctx.db.selectFrom("live_events").select("channel").execute();
    expect(stored).toEqual([{ channel }]);
  });

  it("listens again after its connection is cut, tells its sockets to read their state again, and keeps the process up", async () => {
    const listeners = () =>
      sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query = ${"LISTEN qb_live"}`.execute(a.ctx.db);
    const onA = await open(a);
    const onBefore = await open(b);
    await onA.subscribe(locationChannel(ids.location("downtown")));
    await onBefore.subscribe(locationChannel(ids.location("downtown")));
    const before = (await listeners()).rows.map((row) => row.pid);
    expect(before).toHaveLength(2);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${sql.join(before)})`.execute(a.ctx.db);
    for (let tries = 0; tries < 100; tries += 1) {
      const now = (await listeners()).rows.map((row) => row.pid);
      if (now.length === 2 && !now.some((pid) => before.includes(pid))) break;
      await sleep(50);
    }
    // Events sent while they were not listening are gone: each instance's sockets re-read.
    await onA.next((frame) => frame.event === "resync");
    await onBefore.next((frame) => frame.event === "resync");
    const onB = await open(b);
    await onB.subscribe(locationChannel(ids.location("downtown")));
    const id = await joinThroughA();
    await onB.next(includes(id));
    await onA.next(includes(id));
  });

  it("makes up for an event it could not publish with a resync on every instance, once the database takes it", async () => {
    const onA = await open(a);
    const onB = await open(b);
    await onA.subscribe(locationChannel(ids.location("downtown")));
    await onB.subscribe(locationChannel(ids.location("downtown")));
    // A publisher whose one connection is taken, and which gives up waiting for it at once.
    const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 100 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const bus = await createPostgresEventBus(database.url, db);
    try {
      let release = () => {};
      const held = db.transaction().execute(() => new Promise<void>((resolve) => (release = resolve)));
      await sleep(50);
      await bus.publish({ channel: locationChannel(ids.location("downtown")), event: "WaitTimeRecalculated", data: [] });
      await sleep(300);
      expect(onA.frames.some((f) => f.event === "resync" || f.event === "WaitTimeRecalculated")).toBe(false);
      release();
      await held;
      await onA.next((frame) => frame.event === "resync");
      await onB.next((frame) => frame.event === "resync");
    } finally {
      await bus.close();
      await db.destroy();
    }
  });
});
