/**
 * The element's live connection against the real `/live` hub: events arrive after a join, and
 * when the server restarts the client follows its disconnect notice, reconnects to the new
 * instance on the same port, subscribes again and re-reads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLiveConnection, type LiveFrame } from "../../../widget/src/live/live-connection.js";
import { liveUrl } from "../../../widget/src/live/live-url.js";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";
import { waitFor } from "../helpers/element-harness.js";

describe("live connection against the server", () => {
  let server: TestServer;
  let port: number;
  let ids: DemoIds;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    server = await createTestServer("sqlite");
    servers.push(server);
    const base = await server.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(base).port);
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined);
  });

  it("receives WaitTimeRecalculated after a join, then survives a server restart", async () => {
    const frames: LiveFrame[] = [];
    const logs: string[] = [];
    let resyncs = 0;
    const live = createLiveConnection({
      url: liveUrl(`http://127.0.0.1:${port}`, "demo"),
      onReload: () => {
        throw new Error("no reload expected");
      },
      log: (m) => logs.push(m),
    });
    const location = ids.location("downtown");
    const stop = live.subscribe(`location.${location}`, { onEvent: (f) => frames.push(f), onResync: () => resyncs++ });
    await waitFor(() => resyncs === 1);

    const joined = await joinDowntown(server, ids);
    const frame = await waitFor(() => frames.find((f) => (f.data as { id: number }[]).some((item) => item.id === joined.id)));
    expect(frame.event).toBe("WaitTimeRecalculated");

    // A restart: the old instance says goodbye, a new one listens on the same port.
    await server.close();
    expect(logs.join()).toMatch(/server closed live updates/);
    const next = await createTestServer("sqlite");
    servers.push(next);
    await next.app.listen({ port, host: "127.0.0.1" });
    await waitFor(() => resyncs === 2, 10_000);

    const nextIds = await demoIds(next.store.db);
    const again = await joinDowntown(next, nextIds);
    await waitFor(() => frames.some((f) => (f.data as { id: number }[]).some((item) => item.id === again.id && f !== frame)));
    stop();
  });
});
