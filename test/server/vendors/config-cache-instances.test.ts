/**
 * Two instances on one PostgreSQL, each with its configuration cache warm: an admin's write of
 * the vendor document through one is seen by the next request there, and by the other as soon
 * as the bus's notice reaches it (well inside the cache's age limit, so the notice did it).
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../../server/src/app.js";
import { loadConfig } from "../../../server/src/config.js";
import { openStore, type Store } from "../../../server/src/db/database.js";
import { seedDemoData } from "../../../server/src/demo/seed-demo.js";
import { fixedClock } from "../../../server/src/time/clock.js";
import { ADMIN } from "../../helpers/admin-document.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { ADMIN_TOKEN, createDatabaseUrl, TEST_NOW } from "../../helpers/test-server.js";

const hasPostgres = (inject("dialects") as string[]).includes("postgres");

describe.skipIf(!hasPostgres)("vendor configuration cache across instances on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createDatabaseUrl>>;
  const stores: Store[] = [];
  const apps: FastifyInstance[] = [];
  let ids: DemoIds;

  beforeAll(async () => {
    database = await createDatabaseUrl("postgres");
    // An hour: only the bus's notice can make the second instance read the configuration again.
    const config = loadConfig({
      DATABASE_URL: database.url,
      ADMIN_TOKEN,
      DEFAULT_VENDOR: "demo",
      LOG_LEVEL: "silent",
      PORT: "0",
      CONFIG_CACHE_TTL_MS: "3600000",
    });
    const clock = fixedClock(TEST_NOW);
    for (let i = 0; i < 2; i++) {
      const store = await openStore(config.database);
      stores.push(store);
      if (i === 0) await seedDemoData(store.db, clock.now());
      const app = await buildApp({ config, store, clock, logger: false });
      await app.ready();
      apps.push(app);
    }
    const [first] = stores;
    if (!first) throw new Error("no store");
    ids = await demoIds(first.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const store of stores) await store.close();
    await database?.drop();
  });

  const services = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: "GET",
      url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}`,
      headers: { "x-vendor": "demo" },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: [{ attributes: { name: string } }[], unknown[]]; meta: { show_wait_time: boolean } };
  };

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("drops the configuration on both instances when one writes the vendor document", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect((await services(a)).meta.show_wait_time).toBe(true);
    expect((await services(b)).meta.show_wait_time).toBe(true);

    const doc = (await a.inject({ method: "GET", url: "/api/v2/admin/vendors/demo/document", headers: ADMIN })).json();
    doc.show_wait_time = false;
    doc.services = doc.services.map((s: { key: string; name: string }) => (s.key === "deposits" ? { ...s, name: "Cash desk" } : s));
    const put = await a.inject({
      method: "PUT",
      url: "/api/v2/admin/vendors/demo/document",
      payload: JSON.stringify(doc),
      headers: { ...ADMIN, "content-type": "application/json" },
    } as InjectOptions);
    expect(put.statusCode, put.body).toBe(200);

    const onA = await services(a);
    expect(onA.meta.show_wait_time).toBe(false);
    expect(onA.data[0].map((s) => s.attributes.name)).toContain("Cash desk");
    const onB = await until(
      () => services(b),
      (answer) => !answer.meta.show_wait_time,
    );
    expect(onB.meta.show_wait_time).toBe(false);
    expect(onB.data[1]).toEqual([]);
    expect(onB.data[0].map((s) => s.attributes.name)).toContain("Cash desk");
  });
});
