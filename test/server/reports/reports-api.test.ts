/**
 * Reports through the real API on both databases, against a hand count of the same rows: totals,
 * each location, a service, a staff member, the days and the heat-map on the location's clock
 * across Vancouver's change to daylight-saving time (2026-03-08); the roll-up counted once however
 * often and however many run at once; only managers and admins, only their own vendor; bad
 * queries refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { reportGrainsMigration } from "../../../server/src/db/migrations/0014-report-grains.js";
import { rollUpReports } from "../../../server/src/reports/roll-up.js";
import type { OfficeSession } from "../../helpers/office-session.js";
import { demoIds } from "../../helpers/demo-ids.js";
import { joinDowntown } from "../../helpers/join-demo.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { type HandFilter, handDays, handFigures, handHeatmap, localOf } from "./hand-count.js";
import { addReportVendor, DST_VISITS, type History, insertHistory, REPORTS_VENDOR, type ReportVendor } from "./report-history.js";
import { sessionOf } from "./report-session.js";

const RANGE = { from: "2026-03-06", to: "2026-03-10" };
const DAYS = ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"];

describeEachDialect("reports", (server) => {
  let v: ReportVendor;
  let history: History;
  let manager: OfficeSession;

  const report = async (query: object, session: OfficeSession | null = manager) => {
    const qs = new URLSearchParams(
      Object.entries(query)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => [k, String(x)]),
    ).toString();
    return server().app.inject({ url: `/api/v2/office/reports?${qs}`, headers: session ? { cookie: session.cookie } : {} });
  };

  beforeAll(async () => {
    const s = server();
    v = await addReportVendor(s);
    history = await insertHistory(s.store.db, v, {
      seed: 7,
      count: 240,
      start: "2026-03-05T12:00:00.000Z",
      end: "2026-03-11T12:00:00.000Z",
      extraJoins: DST_VISITS,
    });
    // Another vendor's visits on the same days must never show.
    const other = await addReportVendor(s, "elsewhere");
    await insertHistory(s.store.db, other, { seed: 8, count: 40, start: "2026-03-06T12:00:00.000Z", end: "2026-03-09T12:00:00.000Z" });
    manager = await sessionOf(s, REPORTS_VENDOR, "mia");
  });

  it("gives the figures of a hand count: totals, days and the heat-map on the location's clock", async () => {
    const res = await report(RANGE);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view.totals).toEqual(handFigures(history, RANGE));
    expect(view.totals.joined).toBeGreaterThan(100);
    expect(view.totals.no_shows).toBeGreaterThan(5);
    expect(view.totals.accuracy.count).toBeGreaterThan(30);
    expect(view.days).toEqual(handDays(history, RANGE, DAYS));
    expect(view.heatmap).toEqual(handHeatmap(history, RANGE));
    expect(view.choices.locations.map((l: { name: string }) => l.name)).toEqual(["Toronto", "Vancouver"]);
    expect(view.generated_at).toBe(server().clock.now().toISOString());
  });

  it("puts 01:30 before and 03:30 after Vancouver's change in their own local hours of Sunday 2026-03-08", async () => {
    expect(DST_VISITS.map((t) => localOf(t, "America/Vancouver"))).toEqual([
      { day: "2026-03-08", hour: 1 },
      { day: "2026-03-08", hour: 3 },
    ]);
    const vancouver = v.locations[0]?.id ?? 0;
    const day = { from: "2026-03-08", to: "2026-03-08", location: vancouver };
    const view = (await report(day)).json().data;
    const cell = (hour: number) => view.heatmap.find((c: { weekday: number; hour: number }) => c.weekday === 0 && c.hour === hour);
    expect(cell(1)?.arrivals).toBeGreaterThanOrEqual(1);
    expect(cell(3)?.arrivals).toBeGreaterThanOrEqual(1);
    // The hour that did not exist that night has nobody.
    expect(cell(2)).toBeUndefined();
    expect(view.heatmap).toEqual(handHeatmap(history, day));
  });

  it("compares the locations, and filters by location, service and staff member", async () => {
    const view = (await report(RANGE)).json().data;
    expect(view.locations).toHaveLength(2);
    for (const row of view.locations) expect(row.figures).toEqual(handFigures(history, { ...RANGE, location: row.location_id }));
    for (const filter of [
      { location: v.locations[1]?.id },
      { service: v.services[1] },
      { staff: v.staff.amrit },
      { staff: v.staff.bea, service: v.services[0] },
    ]) {
      const query = { ...RANGE, ...filter } as HandFilter;
      const filtered = (await report(query)).json().data;
      expect(filtered.totals).toEqual(handFigures(history, query));
      expect(filtered.heatmap).toEqual(handHeatmap(history, query));
    }
    const byStaff = (await report({ ...RANGE, staff: v.staff.amrit })).json().data;
    expect(byStaff.totals.served).toBeGreaterThan(0);
    expect(byStaff.totals.feedback.count).toBe(0);
  });

  it("counts each row once: a second roll-up changes nothing, and two at once split the rows between them", async () => {
    const db = server().store.db;
    const rows = async () => ({
      days: await db.selectFrom("report_days").selectAll().orderBy(["vendor_id", "service_id", "staff_id", "day", "location_id"]).execute(),
      histograms: await db
        .selectFrom("report_histograms")
        .selectAll()
        .orderBy(["vendor_id", "service_id", "staff_id", "day", "location_id", "measure"])
        .execute(),
    });
    // The report rolled up its own vendor; this counts the other one's rows too.
    await rollUpReports(db, { now: server().clock.now() });
    const before = await rows();
    expect(await rollUpReports(db, { now: server().clock.now() })).toBe(0);
    expect(await rows()).toEqual(before);

    const more = await insertHistory(db, v, { seed: 9, count: 60, start: "2026-03-07T00:00:00.000Z", end: "2026-03-09T00:00:00.000Z" });
    const over = more.visits.filter((x) => x.status !== 1).length + more.bookings.filter((b) => b.status !== 1).length + more.feedback.length;
    const now = server().clock.now();
    const counted = await Promise.all([rollUpReports(db, { now, batchSize: 7 }), rollUpReports(db, { now, batchSize: 5 })]);
    expect(counted[0] + counted[1]).toBe(over);
    history = {
      visits: [...history.visits, ...more.visits],
      bookings: [...history.bookings, ...more.bookings],
      feedback: [...history.feedback, ...more.feedback],
    };
    expect((await report(RANGE)).json().data.totals).toEqual(handFigures(history, RANGE));
  });

  it("counts everything again after migration 0014 replaced the aggregates: the report is the same", async () => {
    const before = (await report(RANGE)).json().data;
    // 0014's own step, run again: the tables are made anew and every row is marked as not counted.
    await reportGrainsMigration.up(server().store.db);
    expect(await server().store.db.selectFrom("report_days").select("day").execute()).toEqual([]);
    const after = (await report(RANGE)).json().data;
    expect({ ...after, generated_at: null }).toEqual({ ...before, generated_at: null });
    expect(after.totals).toEqual(handFigures(history, RANGE));
  });

  it("keeps the start a joining client was shown, for the estimate's accuracy", async () => {
    const db = server().store.db;
    const ids = await demoIds(db);
    const joined = await joinDowntown(server(), ids);
    expect(joined.expectedStart).not.toBeNull();
    const row = await db.selectFrom("queue_appointments").select("promised_start_at").where("id", "=", joined.id).executeTakeFirstOrThrow();
    expect(row.promised_start_at).toBe(joined.expectedStart);
  });

  describe("who may see what", () => {
    it("needs a session, and a manager or an admin", async () => {
      const anonymous = await report(RANGE, null);
      expect(anonymous.statusCode).toBe(401);
      const staff = await sessionOf(server(), REPORTS_VENDOR, "amrit");
      const refused = await report(RANGE, staff);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("forbidden");
      const csv = await server().app.inject({ url: `/api/v2/office/exports/visits.csv?from=${RANGE.from}&to=${RANGE.to}`, headers: { cookie: staff.cookie } });
      expect(csv.statusCode).toBe(403);
    });

    it("never shows another vendor's data, even when asked for its location", async () => {
      const db = server().store.db;
      const other = await db
        .selectFrom("locations")
        .innerJoin("vendors", "vendors.id", "locations.vendor_id")
        .select("locations.id")
        .where("vendors.slug", "=", "elsewhere")
        .executeTakeFirstOrThrow();
      const view = (await report({ ...RANGE, location: other.id })).json().data;
      expect(view.totals.joined).toBe(0);
      expect(view.locations).toEqual([]);
      expect(view.choices.locations.map((l: { id: number }) => l.id)).not.toContain(other.id);
    });

    it("refuses bad queries with 422 and a code", async () => {
      for (const query of [
        { from: "2026-03-10", to: "2026-03-06" },
        { to: "2026-03-06" },
        { from: "2025-01-01", to: "2026-03-06" },
        { from: "2026-02-30", to: "2026-03-06" },
        { ...RANGE, location: "abc" },
        { ...RANGE, staff: "0" },
        { ...RANGE, colour: "red" },
      ]) {
        const res = await report(query);
        expect(res.statusCode, JSON.stringify(query)).toBe(422);
        expect(res.json().code).toBe("validation_failed");
      }
    });
  });
});
