/**
 * What one finished row adds to the report aggregates (pure): a visit, a booking or a feedback
 * becomes counts on its key (the location's local day, location, service, staff), an hour cell of
 * the heat-map, and whole minutes for the histograms. Definitions: docs/reports.md.
 */
import { AppointmentStatus, QueueStatus } from "#contract";
import { localMoment } from "./local-clock.js";

/** The counted columns of `report_days`. */
export const DAY_COUNTS = [
  "joined",
  "served",
  "no_shows",
  "cancelled",
  "left_early",
  "wait_count",
  "wait_seconds",
  "service_count",
  "service_seconds",
  "estimate_count",
  "estimate_error_seconds",
  "within_5_minutes",
  "within_20_percent",
  "promised_too_little",
  "booked",
  "booked_kept",
  "booked_moved",
  "booked_missed",
  "booked_cancelled",
  "feedback_count",
  "feedback_half_stars",
  "feedback_high",
] as const;
export type DayCount = (typeof DAY_COUNTS)[number];

export type Measure = "wait" | "service" | "error";

export interface FactKey {
  day: string;
  locationId: number;
  serviceId: number;
  /** Who served; 0 when nobody did. */
  staffId: number;
}

export interface Facts {
  key: FactKey;
  counts: Partial<Record<DayCount, number>>;
  /** The heat-map's cell: visits only. */
  hour?: { hour: number; arrivals: number; waitCount: number; waitSeconds: number };
  minutes: { measure: Measure; minutes: number }[];
}

/** The columns of a finished visit the roll-up reads. */
export interface FinishedVisit {
  location_id: number;
  service_id: number;
  user_id: number | null;
  status: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  promised_start_at: string | null;
}

const seconds = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000));
/** Whole minutes of a duration: the floor, so 59 s is minute 0. */
export const wholeMinutes = (s: number) => Math.floor(s / 60);

/** `cancelledByStaff`: a staff member (or the vendor) cancelled it; else the client left before being served. */
export function visitFacts(visit: FinishedVisit, zone: string, cancelledByStaff: boolean): Facts {
  const joined = localMoment(visit.created_at, zone);
  const served = visit.status === QueueStatus.completed;
  const key = { day: joined.day, locationId: visit.location_id, serviceId: visit.service_id, staffId: served ? (visit.user_id ?? 0) : 0 };
  const counts: Facts["counts"] = { joined: 1 };
  const minutes: Facts["minutes"] = [];
  if (served) counts.served = 1;
  if (visit.status === QueueStatus.noShow) counts.no_shows = 1;
  if (visit.status === QueueStatus.cancelled) counts[cancelledByStaff ? "cancelled" : "left_early"] = 1;
  let wait = 0;
  const started = visit.started_at !== null;
  if (visit.started_at) {
    wait = seconds(visit.created_at, visit.started_at);
    counts.wait_count = 1;
    counts.wait_seconds = wait;
    minutes.push({ measure: "wait", minutes: wholeMinutes(wait) });
    if (visit.promised_start_at) {
      const promised = seconds(visit.created_at, visit.promised_start_at);
      const error = Math.abs(wait - promised);
      counts.estimate_count = 1;
      counts.estimate_error_seconds = error;
      if (error <= 300) counts.within_5_minutes = 1;
      if (error <= 0.2 * wait) counts.within_20_percent = 1;
      if (promised < wait) counts.promised_too_little = 1;
      minutes.push({ measure: "error", minutes: wholeMinutes(error) });
    }
  }
  if (served && visit.started_at && visit.finished_at) {
    const service = seconds(visit.started_at, visit.finished_at);
    counts.service_count = 1;
    counts.service_seconds = service;
    minutes.push({ measure: "service", minutes: wholeMinutes(service) });
  }
  const hour = { hour: joined.hour, arrivals: 1, waitCount: started ? 1 : 0, waitSeconds: wait };
  return { key, counts, hour, minutes };
}

export interface FinishedBooking {
  location_id: number;
  service_id: number;
  staff_id: number;
  status: number;
  starts_at: string;
  reschedules: number;
}

export function bookingFacts(booking: FinishedBooking, zone: string): Facts {
  const { day } = localMoment(booking.starts_at, zone);
  const counts: Facts["counts"] = { booked: 1 };
  if (booking.status === AppointmentStatus.completed || booking.status === AppointmentStatus.served) counts.booked_kept = 1;
  if (booking.status === AppointmentStatus.noShow) counts.booked_missed = 1;
  if (booking.status === AppointmentStatus.cancelled) counts.booked_cancelled = 1;
  if (booking.reschedules > 0) counts.booked_moved = 1;
  return { key: { day, locationId: booking.location_id, serviceId: booking.service_id, staffId: booking.staff_id }, counts, minutes: [] };
}

export interface FeedbackRow {
  location_id: number;
  service_id: number;
  half_stars: number;
  created_at: string;
}

/** Feedback is anonymous: it names no staff member (0). High: 4 stars or more (8 half stars). */
export function feedbackFacts(feedback: FeedbackRow, zone: string): Facts {
  const { day } = localMoment(feedback.created_at, zone);
  const counts: Facts["counts"] = { feedback_count: 1, feedback_half_stars: feedback.half_stars };
  if (feedback.half_stars >= 8) counts.feedback_high = 1;
  return { key: { day, locationId: feedback.location_id, serviceId: feedback.service_id, staffId: 0 }, counts, minutes: [] };
}
