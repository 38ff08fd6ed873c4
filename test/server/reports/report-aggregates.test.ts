/** The aggregates' shape (pure): minute buckets, and every fact added at its four grains. */
import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { loadConfig } from "../../../server/src/config.js";
import { openStore } from "../../../server/src/db/database.js";
import { addFacts, DAY_VALUES, DAYS_TABLE, emptyBatch, HISTOGRAMS_TABLE } from "../../../server/src/reports/aggregate-batch.js";
import { BUCKET_COLUMNS, BUCKET_STARTS, bucketIndex } from "../../../server/src/reports/report-columns.js";
import { EVERY } from "../../../server/src/reports/report-grains.js";
import { visitFacts } from "../../../server/src/reports/visit-facts.js";

const startOf = (minutes: number) => BUCKET_STARTS[bucketIndex(minutes)];

describe("minute buckets", () => {
  it("hold every whole minute in the bucket that starts at or before it", () => {
    expect(BUCKET_COLUMNS).toHaveLength(BUCKET_STARTS.length);
    for (let m = 0; m <= 600; m++) {
      const i = bucketIndex(m);
      expect(BUCKET_STARTS[i]).toBeLessThanOrEqual(m);
      if (i + 1 < BUCKET_STARTS.length) expect(BUCKET_STARTS[i + 1]).toBeGreaterThan(m);
    }
  });

  it("are the columns migration 0014 made", async () => {
    // The table's columns, read from a migrated SQLite database.
    const store = await openStore(loadConfig({ DATABASE_URL: ":memory:" }).database);
    try {
      const columns = async (table: string) =>
        (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(store.db)).rows.map((r) => r.name).sort();
      expect(await columns("report_histograms")).toEqual([...HISTOGRAMS_TABLE.columns].sort());
      expect(await columns("report_days")).toEqual([...DAYS_TABLE.columns].sort());
    } finally {
      await store.close();
    }
  });

  it("are minutes below 90, then 5, 15 minutes wide, and one from 6 hours", () => {
    expect([0, 1, 89].map(startOf)).toEqual([0, 1, 89]);
    expect([90, 94, 95, 179].map(startOf)).toEqual([90, 90, 95, 175]);
    expect([180, 194, 195, 359].map(startOf)).toEqual([180, 180, 195, 345]);
    expect([360, 5000].map(startOf)).toEqual([360, 360]);
  });
});

describe("a fact's grains", () => {
  it("adds a served visit by service and staff member, by each alone, and for all", () => {
    const batch = emptyBatch();
    const visit = {
      location_id: 7,
      service_id: 3,
      user_id: 11,
      status: 2,
      created_at: "2026-10-05T13:10:00.000Z",
      started_at: "2026-10-05T14:45:30.000Z",
      finished_at: "2026-10-05T15:00:00.000Z",
      promised_start_at: null,
    };
    addFacts(batch, 1, visitFacts(visit, "UTC", false));
    addFacts(batch, 1, visitFacts({ ...visit, user_id: 12 }, "UTC", false));
    const days = [...batch.days.values()];
    const value = (d: (typeof days)[number], column: (typeof DAY_VALUES)[number]) => d.values[DAY_VALUES.indexOf(column)];
    expect(days.map((d) => [d.key.service_id, d.key.staff_id, value(d, "served")])).toEqual([
      [3, 11, 1],
      [3, EVERY, 2],
      [EVERY, 11, 1],
      [EVERY, EVERY, 2],
      [3, 12, 1],
      [EVERY, 12, 1],
    ]);
    const all = days.find((d) => d.key.service_id === EVERY && d.key.staff_id === EVERY);
    if (!all) throw new Error("no row for every service and everyone");
    expect(["arrivals_h13", "waits_h13", "wait_seconds_h13", "arrivals_h14"].map((c) => value(all, c as (typeof DAY_VALUES)[number]))).toEqual([
      2,
      2,
      2 * 5730,
      0,
    ]);
    // 95 minutes of wait (bucket 95), 14 of service, for both visits.
    const histograms = [...batch.histograms.values()].filter((h) => h.key.service_id === EVERY && h.key.staff_id === EVERY);
    expect(histograms.map((h) => [h.measure, BUCKET_STARTS[h.buckets.findIndex((n) => n > 0)], h.buckets.reduce((a, b) => a + b)])).toEqual([
      ["wait", 95, 2],
      ["service", 14, 2],
    ]);
  });
});
