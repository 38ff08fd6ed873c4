import { beforeAll, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { startVisit } from "../../helpers/staff-admin.js";
import { ADMIN_TOKEN, describeEachDialect, type TestServer } from "../../helpers/test-server.js";

const MIN = 60_000;

/** Minutes until a client joining Downtown now for deposits would start (the services call). */
async function minutesAhead(server: TestServer, ids: DemoIds): Promise<number> {
  const res = await server.call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` });
  const waits = res.json().data[1] as { id: number; expectedStart: string }[];
  const start = waits.find((w) => w.id === ids.service("deposits"))?.expectedStart ?? "";
  return (Date.parse(start) - server.clock.now().getTime()) / MIN;
}

describeEachDialect("a visit that runs past its expected length", (get) => {
  let ids: DemoIds;
  beforeAll(async () => {
    ids = await demoIds(get().store.db);
  });

  it("keeps its staff member busy for half a visit more, rather than free at once", async () => {
    const server = get();
    // Ben leaves, so Ana alone serves Downtown's line.
    const presence = await server.call({
      method: "PUT",
      url: "/api/v2/staff/presence",
      payload: { location_id: ids.location("downtown"), on_duty: false, staff_id: ids.staff("ben") },
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      vendor: null,
      csrf: false,
    });
    expect(presence.statusCode).toBe(200);
    // A 30-minute loan consultation starts.
    const client = await joinDowntown(server, ids, "loan-consultation");
    await startVisit(server, client.id, ids.staff("ana"));
    server.clock.advance(10 * MIN);
    expect(await minutesAhead(server, ids)).toBe(20);
    // 40 minutes in, it is still open: Ana is expected for half of 30 minutes more, not now.
    server.clock.advance(30 * MIN);
    expect(await minutesAhead(server, ids)).toBe(15);
    server.clock.advance(60 * MIN);
    expect(await minutesAhead(server, ids)).toBe(15);
  });
});
