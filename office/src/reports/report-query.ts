/**
 * What a report covers, kept in the address (`/office/reports?from=…&to=…&location=…`) so a
 * report can be shared and survives a reload. A value out of shape in the address counts as
 * absent; without dates, the report covers the last 7 days ending today (the day the browser's
 * clock says: the page knows no zone of its own, and each location's days are counted on its
 * own clock by the server).
 */
export interface ReportQuery {
  /** `YYYY-MM-DD` on the vendor's clock. */
  from: string | undefined;
  to: string | undefined;
  location: number | undefined;
  service: number | undefined;
  staff: number | undefined;
}

export const REPORTS_PATH = "/office/reports";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

const dateOf = (value: string | null): string | undefined => (value && DATE.test(value) ? value : undefined);
const idOf = (value: string | null): number | undefined => (value && ID.test(value) ? Number(value) : undefined);

export function readReportQuery(search: string): ReportQuery {
  const params = new URLSearchParams(search);
  return {
    from: dateOf(params.get("from")),
    to: dateOf(params.get("to")),
    location: idOf(params.get("location")),
    service: idOf(params.get("service")),
    staff: idOf(params.get("staff")),
  };
}

/** The query string (without `?`) the screen's address and the API's calls share. */
export function reportSearch(query: ReportQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.location !== undefined) params.set("location", String(query.location));
  if (query.service !== undefined) params.set("service", String(query.service));
  if (query.staff !== undefined) params.set("staff", String(query.staff));
  return params.toString();
}

export const withSearch = (path: string, search: string): string => (search ? `${path}?${search}` : path);

export const DEFAULT_DAYS = 7;

const dateText = (date: Date): string => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** The query with its dates: those of the address, else the last 7 days ending `now`'s day. */
export function withDefaultRange(query: ReportQuery, now = new Date()): ReportQuery & { from: string; to: string } {
  if (query.from && query.to) return { ...query, from: query.from, to: query.to };
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DEFAULT_DAYS - 1));
  return { ...query, from: dateText(first), to: dateText(now) };
}
