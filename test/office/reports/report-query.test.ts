/** The report's query in the address: read leniently (out of shape is absent), written back in one order, and the default week. */
import { expect, it } from "vitest";
import { readReportQuery, reportSearch, withDefaultRange } from "../../../office/src/reports/report-query.js";
import { checkRange } from "../../../office/src/reports/range-errors.js";

it("reads dates and ids, and drops what is out of shape", () => {
  expect(readReportQuery("?from=2026-11-02&to=2026-11-08&location=4&service=x&staff=0")).toEqual({
    from: "2026-11-02",
    to: "2026-11-08",
    location: 4,
    service: undefined,
    staff: undefined,
  });
  expect(readReportQuery("from=02/11/2026&location=-1")).toEqual({ from: undefined, to: undefined, location: undefined, service: undefined, staff: undefined });
});

it("writes the query back as the API takes it, in one order whatever the address's", () => {
  const query = readReportQuery("staff=9&to=2026-11-08&from=2026-11-02");
  expect(reportSearch(query)).toBe("from=2026-11-02&to=2026-11-08&staff=9");
});

it("fills in the last 7 days ending today when the address has no dates, and keeps its own", () => {
  const now = new Date(2026, 2, 3, 23, 30);
  expect(withDefaultRange(readReportQuery(""), now)).toMatchObject({ from: "2026-02-25", to: "2026-03-03" });
  expect(withDefaultRange(readReportQuery("from=2026-01-01&to=2026-01-31"), now)).toMatchObject({ from: "2026-01-01", to: "2026-01-31" });
  // Half a range is no range: the default week.
  expect(withDefaultRange(readReportQuery("from=2026-01-01"), now)).toMatchObject({ from: "2026-02-25", to: "2026-03-03" });
});

it("finds a range's problems before asking: missing days, an end before the start, more than 366 days", () => {
  expect(checkRange("", "2026-11-08")).toEqual({ from: "required" });
  expect(checkRange("2026-11-08", "2026-11-07")).toEqual({ to: "order" });
  expect(checkRange("2025-01-01", "2026-01-01")).toEqual({});
  expect(checkRange("2025-01-01", "2026-01-02")).toEqual({ to: "too_long" });
});
