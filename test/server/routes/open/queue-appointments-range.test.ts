/**
 * The range beside each estimate (`expected_start_p90`): in a join's answer, the manage page's
 * read and the services' wait list, from the spread of the visits before the client.
 */
import { beforeAll, expect, it } from "vitest";
import { Z90 } from "../../../../server/src/queue/visit-spread.js";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinDowntown, type Joined } from "../../../helpers/join-demo.js";
import { describeEachDialect, TEST_NOW } from "../../../helpers/test-server.js";
import { clearLines } from "../staff/staff-fixtures.js";

const MINUTE = 60_000;
const NOW = Date.parse(TEST_NOW);
/** Deposits are declared at 8 minutes; with no visit learned, the assumed spread is half that. */
const VISIT = 8;
const SPREAD = 4;
const minutesAfterNow = (iso: string | null | undefined) => (Date.parse(iso ?? "") - NOW) / MINUTE;

describeEachDialect("expected_start_p90", (server) => {
  let ids: DemoIds;
  let line: Joined[];
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    await clearLines(server());
    // Only Ana on duty at downtown: the line is one chain of visits.
    await server().store.db.updateTable("staff_locations").set({ on_duty: 0 }).where("staff_id", "=", ids.staff("ben")).execute();
    server().app.ctx.lines.forget();
    line = [];
    for (let i = 0; i < 3; i++) line.push(await joinDowntown(server(), ids));
  });

  it("a join answers the start's 90th percentile: the spread of every visit before it, added up", () => {
    expect(line.map((j) => minutesAfterNow(j.expectedStart))).toEqual([0, VISIT, 2 * VISIT]);
    const p90s = line.map((j) => minutesAfterNow(j.expectedStartP90));
    // The first client starts now with Ana idle: nothing uncertain before them.
    expect(p90s[0]).toBe(0);
    expect(p90s[1]).toBeCloseTo(VISIT + Z90 * SPREAD, 3);
    expect(p90s[2]).toBeCloseTo(2 * VISIT + Z90 * Math.sqrt(2 * SPREAD ** 2), 3);
  });

  it("the manage page reads the same range, and none once the client has left", async () => {
    const [, second, third] = line;
    if (!second || !third) throw new Error("the line is short");
    const read = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${second.id}?code=${second.code}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes).toMatchObject({ expected_start: second.expectedStart, expected_start_p90: second.expectedStartP90 });
    const cancel = await server().call({
      method: "PATCH",
      url: `/api/v2/open/queue-appointments/${third.id}`,
      payload: { data: { id: third.id, type: "queue-appointments", attributes: { status: 4, confirm_code: third.code } } },
    });
    expect(cancel.statusCode).toBe(200);
    const after = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${third.id}?code=${third.code}` });
    expect(after.json().data.attributes).toMatchObject({ expected_start: null, expected_start_p90: null });
  });

  it("the services' wait list gives each expected start its 90th percentile", async () => {
    const res = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments-services/${ids.location("downtown")}` });
    expect(res.statusCode).toBe(200);
    const waits = res.json().data[1] as { id: number; expectedStart: string; expectedStartP90: string }[];
    const deposits = waits.find((w) => w.id === ids.service("deposits"));
    // Two wait (the third cancelled): a joiner comes after two visits of 8 minutes.
    expect(minutesAfterNow(deposits?.expectedStart)).toBe(2 * VISIT);
    expect(minutesAfterNow(deposits?.expectedStartP90)).toBeCloseTo(2 * VISIT + Z90 * Math.sqrt(2 * SPREAD ** 2), 3);
    for (const wait of waits) expect(Date.parse(wait.expectedStartP90)).toBeGreaterThanOrEqual(Date.parse(wait.expectedStart));
  });
});
