/**
 * The element re-reads what it shows when the server says `resync`, in real Chromium: a manage
 * page on a server whose PostgreSQL listening connection is cut (and comes back only seconds
 * later) misses the live event of the desk starting the visit, keeps its websocket, and still
 * shows "It's your turn" once the server, listening again, tells it to re-read.
 */
import type { Browser, Page } from "playwright-core";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openStore, type Store } from "../../server/src/db/database.js";
import type { EventBus } from "../../server/src/live/event-bus.js";
import { createPostgresEventBus } from "../../server/src/live/postgres-event-bus.js";
import { canCrashPostgres, startCrashablePostgres, type CrashablePostgres } from "../helpers/crashable-postgres.js";
import { demoIds, type DemoIds } from "../helpers/demo-ids.js";
import { joinDowntown } from "../helpers/join-demo.js";
import { startVisit } from "../helpers/staff-admin.js";
import { createTestServer, type TestServer } from "../helpers/test-server.js";
import { launchChromium } from "./helpers/chromium.js";

const chromiumPath = inject("chromiumPath");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!chromiumPath || !canCrashPostgres)("the element re-reads on the server's resync (PostgreSQL)", () => {
  let pg: CrashablePostgres;
  let busStore: Store;
  let bus: EventBus;
  let server: TestServer;
  let base: string;
  let browser: Browser;
  let ids: DemoIds;

  beforeAll(async () => {
    pg = await startCrashablePostgres();
    if (pg.config.database.kind !== "postgres") throw new Error("expected PostgreSQL");
    const url = pg.config.database.connectionString;
    busStore = await openStore(pg.config.database);
    // A listening connection that, once cut, is re-opened only after two to four seconds.
    bus = await createPostgresEventBus(url, busStore.db, undefined, { reconnectMinMs: 4_000, reconnectMaxMs: 4_000 });
    server = await createTestServer("postgres", {
      databaseUrl: url,
      env: { MAP_TILE_URL: "", DEFAULT_VENDOR: "city-permits" },
      now: new Date().toISOString(),
      bus,
    });
    base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    ids = await demoIds(server.store.db);
    browser = await launchChromium(chromiumPath ?? "");
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await bus?.close();
    await busStore?.close();
    await pg?.close();
  });

  /** Every text frame the page's websocket receives, as JSON. */
  function liveFrames(page: Page): { event?: string; channel?: string }[] {
    const frames: { event?: string; channel?: string }[] = [];
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string") frames.push(JSON.parse(payload) as { event?: string });
      });
    });
    return frames;
  }

  it("shows a change made while the server was not listening, after the resync, on the same socket", async () => {
    const joined = await joinDowntown(server, ids);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const frames = liveFrames(page);
    const sockets: unknown[] = [];
    page.on("websocket", (socket) => sockets.push(socket));
    await page.goto(`${base}/callback-service/manage?vendor=demo&id=${joined.id}&code=${joined.code}&lang=en`);
    const element = page.locator("queue-booking");
    await element.getByRole("heading", { name: "Your request has been added" }).waitFor();
    const channel = `queue-appointment.${joined.id}`;
    await expect.poll(() => frames.some((f) => f.event === "subscribed" && f.channel === channel), { timeout: 15_000 }).toBe(true);

    const cut = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where datname = current_database() and query = ${"LISTEN qb_live"}`.execute(server.store.db);
    expect(cut.rows).toEqual([{ cut: true }]);
    await sleep(100);
    await startVisit(server, joined.id, ids.staff("ana"));

    // The event was sent while nobody listened: the page cannot know yet.
    await sleep(700);
    expect(frames.some((f) => f.event === "ManageQueueAppointmentUpdated")).toBe(false);
    expect(await element.getByText("It's your turn").count()).toBe(0);

    await expect.poll(() => frames.some((f) => f.event === "resync"), { timeout: 15_000 }).toBe(true);
    await element.getByText("It's your turn").first().waitFor({ timeout: 15_000 });
    expect(frames.some((f) => f.event === "ManageQueueAppointmentUpdated")).toBe(false);
    expect(sockets).toHaveLength(1);
    await page.close();
  });
});
