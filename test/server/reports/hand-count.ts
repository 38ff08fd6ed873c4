/**
 * The report figures counted by hand from the raw rows the test inserted, with plain code: the
 * local day and hour through Intl with the location's zone, sorting and nearest rank. It shares
 * nothing with the server's reports code, only the definitions of docs/reports.md.
 */
import type { ReportFigures, ReportView } from "#contract";
import type { History, HistoryVisit } from "./report-history.js";

export interface HandFilter {
  from: string;
  to: string;
  location?: number;
  service?: number;
  staff?: number;
}

function local(isoTime: string, zone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(isoTime))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const secondsBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 1000);
const nearestRank = (values: number[], p: number) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1] ?? null;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : null);
const avgMinutes = (seconds: number[]) => (seconds.length ? round2(seconds.reduce((a, b) => a + b, 0) / seconds.length / 60) : null);

const inRange = (day: string, f: HandFilter) => day >= f.from && day <= f.to;
const isOver = (v: HistoryVisit) => v.status === 2 || v.status === 3 || v.status === 4;
/** A visit counts for a staff member only when they served it to the end. */
const visitStaff = (v: HistoryVisit) => (v.status === 2 ? (v.user_id ?? 0) : 0);

export function handVisits(h: History, f: HandFilter): HistoryVisit[] {
  return h.visits.filter(
    (v) =>
      isOver(v) &&
      inRange(local(v.created_at, v.zone).day, f) &&
      (f.location === undefined || v.location_id === f.location) &&
      (f.service === undefined || v.service_id === f.service) &&
      (f.staff === undefined || visitStaff(v) === f.staff),
  );
}

export function handFigures(h: History, f: HandFilter): ReportFigures {
  const visits = handVisits(h, f);
  const where = (x: { location_id: number; service_id: number }) =>
    (f.location === undefined || x.location_id === f.location) && (f.service === undefined || x.service_id === f.service);
  const bookings = h.bookings.filter(
    (b) => [2, 3, 4, 6].includes(b.status) && inRange(local(b.starts_at, b.zone).day, f) && where(b) && (f.staff === undefined || b.staff_id === f.staff),
  );
  // Feedback is anonymous: no staff member's report has any.
  const feedback = h.feedback.filter((x) => inRange(local(x.created_at, x.zone).day, f) && where(x) && f.staff === undefined);
  const started = visits.filter((v) => v.started_at !== null);
  const waits = started.map((v) => secondsBetween(v.created_at, v.started_at ?? ""));
  const served = visits.filter((v) => v.status === 2);
  const services = served.map((v) => secondsBetween(v.started_at ?? "", v.finished_at ?? ""));
  const promised = started.filter((v) => v.promised_start_at !== null);
  const errors = promised.map((v) => {
    const wait = secondsBetween(v.created_at, v.started_at ?? "");
    const promise = secondsBetween(v.created_at, v.promised_start_at ?? "");
    return { error: Math.abs(wait - promise), wait, promise };
  });
  const minutes = (s: number[]) => s.map((x) => Math.floor(x / 60));
  return {
    joined: visits.length,
    served: served.length,
    no_shows: visits.filter((v) => v.status === 3).length,
    cancelled: visits.filter((v) => v.status === 4 && v.cancelledByStaff).length,
    left_early: visits.filter((v) => v.status === 4 && !v.cancelledByStaff).length,
    wait: {
      count: waits.length,
      median_minutes: nearestRank(minutes(waits), 0.5),
      p90_minutes: nearestRank(minutes(waits), 0.9),
      average_minutes: avgMinutes(waits),
    },
    service: { count: services.length, median_minutes: nearestRank(minutes(services), 0.5), average_minutes: avgMinutes(services) },
    accuracy: {
      count: errors.length,
      median_error_minutes: nearestRank(minutes(errors.map((e) => e.error)), 0.5),
      within_5_minutes_share: share(errors.filter((e) => e.error <= 300).length, errors.length),
      within_20_percent_share: share(errors.filter((e) => e.error <= 0.2 * e.wait).length, errors.length),
      promised_too_little_share: share(errors.filter((e) => e.promise < e.wait).length, errors.length),
    },
    bookings: {
      booked: bookings.length,
      kept: bookings.filter((b) => b.status === 2 || b.status === 6).length,
      moved: bookings.filter((b) => b.reschedules > 0).length,
      missed: bookings.filter((b) => b.status === 3).length,
      cancelled: bookings.filter((b) => b.status === 4).length,
    },
    feedback: {
      count: feedback.length,
      average_stars: feedback.length ? round2(feedback.reduce((a, x) => a + x.half_stars, 0) / 2 / feedback.length) : null,
      high_share: share(feedback.filter((x) => x.half_stars >= 8).length, feedback.length),
    },
  };
}

/** Arrivals and average waits by local weekday and hour; only cells with arrivals, in weekday then hour order. */
export function handHeatmap(h: History, f: HandFilter): ReportView["heatmap"] {
  const cells = new Map<number, { weekday: number; hour: number; arrivals: number; waits: number[] }>();
  for (const v of handVisits(h, f)) {
    const { day, hour } = local(v.created_at, v.zone);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const id = weekday * 24 + hour;
    const cell = cells.get(id) ?? { weekday, hour, arrivals: 0, waits: [] };
    cell.arrivals += 1;
    if (v.started_at) cell.waits.push(secondsBetween(v.created_at, v.started_at));
    cells.set(id, cell);
  }
  return [...cells.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]) => ({ weekday: c.weekday, hour: c.hour, arrivals: c.arrivals, average_wait_minutes: avgMinutes(c.waits) }));
}

export function handDays(h: History, f: HandFilter, days: string[]): ReportView["days"] {
  return days.map((day) => {
    const visits = handVisits(h, { ...f, from: day, to: day });
    const waits = visits.filter((v) => v.started_at).map((v) => secondsBetween(v.created_at, v.started_at ?? ""));
    return {
      day,
      joined: visits.length,
      served: visits.filter((v) => v.status === 2).length,
      no_shows: visits.filter((v) => v.status === 3).length,
      average_wait_minutes: avgMinutes(waits),
    };
  });
}

export { local as localOf };
