/**
 * The report's CSV files on both databases: each parses with a standard CSV parser and says what
 * the JSON report says; the visits file lists the range's visits on the location's clock without
 * personal data, is recorded in the audit log, and a large one streams (several chunks over a
 * real socket, read a page at a time by the server).
 */
import { parse } from "csv-parse/sync";
import { beforeAll, expect, it } from "vitest";
import type { ReportView } from "#contract";
import { VISIT_COLUMNS, visitExportRows } from "../../../server/src/reports/visit-export.js";
import type { OfficeSession } from "../../helpers/office-session.js";
import { describeEachDialect } from "../../helpers/test-server.js";
import { localOf } from "./hand-count.js";
import { addReportVendor, type History, insertHistory, REPORTS_VENDOR, type ReportVendor } from "./report-history.js";
import { sessionOf } from "./report-session.js";

const QUERY = "from=2026-03-06&to=2026-03-10";
type Row = Record<string, string>;

const cell = (value: number | string | null) => (value === null ? "" : String(value));

describeEachDialect("report CSV files", (server) => {
  let v: ReportVendor;
  let history: History;
  let manager: OfficeSession;
  let view: ReportView;

  const get = (path: string) => server().app.inject({ url: `/api/v2/office/${path}`, headers: { cookie: manager.cookie } });
  const csv = async (path: string): Promise<Row[]> => {
    const res = await get(path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="harbour-[a-z]+-2026-03-06-2026-03-10\.csv"$/);
    return parse(res.body, { columns: true });
  };

  beforeAll(async () => {
    v = await addReportVendor(server());
    history = await insertHistory(server().store.db, v, { seed: 3, count: 120, start: "2026-03-05T12:00:00.000Z", end: "2026-03-11T12:00:00.000Z" });
    manager = await sessionOf(server(), REPORTS_VENDOR, "mia");
    view = (await get(`reports?${QUERY}`)).json().data;
  });

  it("summary.csv: one row per figure, the report's totals", async () => {
    const rows = await csv(`reports/summary.csv?${QUERY}`);
    const expected: Row[] = [];
    for (const [name, value] of Object.entries(view.totals)) {
      if (typeof value === "object") for (const [inner, x] of Object.entries(value)) expected.push({ figure: `${name}.${inner}`, value: cell(x) });
      else expected.push({ figure: name, value: cell(value) });
    }
    expect(rows).toEqual(expected);
    expect(rows.find((r) => r.figure === "no_shows")?.value).toBe(String(view.totals.no_shows));
  });

  it("locations.csv, days.csv and heatmap.csv: one row per location, day and cell", async () => {
    const locations = await csv(`reports/locations.csv?${QUERY}`);
    expect(locations.map((r) => [Number(r.location_id), r.location, r.joined, r["wait.median_minutes"], r["accuracy.within_5_minutes_share"]])).toEqual(
      view.locations.map((l) => [
        l.location_id,
        l.name,
        cell(l.figures.joined),
        cell(l.figures.wait.median_minutes),
        cell(l.figures.accuracy.within_5_minutes_share),
      ]),
    );
    const days = await csv(`reports/days.csv?${QUERY}`);
    expect(days).toEqual(
      view.days.map((d) => ({
        day: d.day,
        joined: cell(d.joined),
        served: cell(d.served),
        no_shows: cell(d.no_shows),
        average_wait_minutes: cell(d.average_wait_minutes),
      })),
    );
    const heatmap = await csv(`reports/heatmap.csv?${QUERY}`);
    expect(heatmap).toEqual(
      view.heatmap.map((c) => ({
        weekday: cell(c.weekday),
        hour: cell(c.hour),
        arrivals: cell(c.arrivals),
        average_wait_minutes: cell(c.average_wait_minutes),
      })),
    );
  });

  it("visits.csv: the range's visits on the location's clock, no personal data, recorded in the audit log", async () => {
    const res = await get(`exports/visits.csv?${QUERY}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.split("\n")[0]).toBe(VISIT_COLUMNS.join(","));
    expect(res.body).not.toMatch(/Pat|pat@example|secret note|ABC123/);
    const rows: Row[] = parse(res.body, { columns: true });
    const expected = history.visits.filter((x) => {
      const { day } = localOf(x.created_at, x.zone);
      return day >= "2026-03-06" && day <= "2026-03-10";
    });
    expect(rows.map((r) => Number(r.visit_id))).toEqual(expected.map((x) => x.id));
    // The JSON report counts only visits that are over; the file lists waiting ones too.
    expect(rows.filter((r) => r.status !== "waiting")).toHaveLength(view.totals.joined);
    const served = expected.find((x) => x.status === 2 && x.started_at);
    const row = rows.find((r) => Number(r.visit_id) === served?.id);
    expect(row?.wait_seconds).toBe(String((Date.parse(served?.started_at ?? "") - Date.parse(served?.created_at ?? "")) / 1000));
    expect(row?.joined_utc).toBe(served?.created_at);
    expect(row?.joined_local?.slice(0, 10)).toBe(localOf(served?.created_at ?? "", served?.zone ?? "").day);
    const audit = await server()
      .store.db.selectFrom("office_audit")
      .select(["action", "target", "staff_id", "detail"])
      .where("target", "=", "visits.csv")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("export");
    expect(audit[0]?.staff_id).toBe(v.staff.mia);
    expect(JSON.parse(audit[0]?.detail ?? "{}")).toMatchObject({ from: "2026-03-06", to: "2026-03-10" });
  });

  it("streams a large visits file: 20,000 rows in several chunks, read a page at a time", async () => {
    const db = server().store.db;
    const big = await addReportVendor(server(), "bulk");
    const location = big.locations[0]?.id ?? 0;
    const base = Date.parse("2026-04-01T16:00:00.000Z");
    for (let chunk = 0; chunk < 40; chunk++) {
      await db
        .insertInto("queue_appointments")
        .values(
          Array.from({ length: 500 }, (_, i) => {
            const joined = new Date(base + (chunk * 500 + i) * 1000).toISOString();
            return {
              vendor_id: big.vendor,
              location_id: location,
              service_id: big.services[0] ?? 0,
              client_id: big.client,
              status: 2,
              confirm_code: "X",
              meeting_method: 1,
              fulfillment_method: 1,
              car_details: "",
              notes: "",
              booked_through: "online_queue",
              channel_id: 13,
              workflow_id: null,
              walk_in: 1,
              compliance_agreed: 0,
              user_id: big.staff.amrit,
              meeting_link: null,
              dial_in_e164: null,
              dial_in_international: null,
              dial_in_pin: null,
              started_at: joined,
              finished_at: joined,
              feedback_given_at: null,
              idempotency_key: null,
              idempotency_hash: null,
              utm: "{}",
              created_at: joined,
              updated_at: joined,
              notified_next_at: null,
            };
          }),
        )
        .execute();
    }
    const pages: number[] = [];
    let counted = 0;
    for await (const _ of visitExportRows(db, { vendorId: big.vendor, query: { from: "2026-04-01", to: "2026-04-02" }, onPage: (n) => pages.push(n) }))
      counted++;
    expect(counted).toBe(20_000);
    expect(pages.length).toBeGreaterThanOrEqual(20);

    const session = await sessionOf(server(), "bulk", "mia");
    await server().app.listen({ port: 0, host: "127.0.0.1" });
    const address = server().app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/v2/office/exports/visits.csv?from=2026-04-01&to=2026-04-02`, {
      headers: { cookie: session.cookie, "x-vendor": "bulk" },
    });
    expect(res.status).toBe(200);
    // Streamed: no length known up front, the body arriving in pieces.
    expect(res.headers.get("content-length")).toBeNull();
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let text = "";
    let chunks = 0;
    for (;;) {
      const part = await reader?.read();
      if (!part || part.done) break;
      chunks++;
      text += decoder.decode(part.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    expect(parse(text, { columns: true })).toHaveLength(20_000);
  }, 120_000);
});
