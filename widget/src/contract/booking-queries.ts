/**
 * Queries of the booking flow's read calls (`/api/v3/open/booking/…`): what services,
 * locations, staff and time slots a client may book. Query values arrive as strings, so ids,
 * meeting methods and dates are read from text here; the server validates with these.
 */
import * as v from "valibot";
import { idText } from "./schema-helpers.js";

/** A calendar date `YYYY-MM-DD` that exists (no 2026-02-30). */
export const CalendarDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-22"),
  v.check((value) => {
    const [y = 0, m = 0, d = 0] = value.split("-").map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "is not a calendar date"),
);

const queryId = (what: string) => idText(`a ${what} id`);

const meetingMethod = v.pipe(v.string(), v.picklist(["1", "2", "3", "4"], "must be 1, 2, 3 or 4"), v.transform(Number));

/** An invitation code opens invite-only services, staff and private locations. */
export const InviteCodeSchema = v.pipe(v.string(), v.maxLength(64));

/** `GET /api/v3/open/booking/services[?location_id=]`: bookable services, at one location or anywhere. */
export const BookingServicesQuerySchema = v.object({
  location_id: v.optional(queryId("location")),
  invite: v.optional(InviteCodeSchema),
});

/** `GET /api/v3/open/booking/locations?service_id=&meeting_method=`: where a service can be booked. */
export const BookingLocationsQuerySchema = v.object({
  service_id: queryId("service"),
  meeting_method: v.optional(meetingMethod),
  invite: v.optional(InviteCodeSchema),
});

/** `GET /api/v3/open/booking/staff?location_id=&service_id=&meeting_method=`: who can serve it there. */
export const BookingStaffQuerySchema = v.object({
  location_id: queryId("location"),
  service_id: queryId("service"),
  meeting_method: v.optional(meetingMethod),
  invite: v.optional(InviteCodeSchema),
});

/** At most this many days of time slots in one answer. */
export const MAX_TIMESLOT_DAYS = 14;

/**
 * `GET /api/v3/open/booking/timeslots`: free start times per local day, from `from` (default:
 * the first bookable day) for `days` days (default 7), for one staff member or anyone.
 */
export const TimeslotsQuerySchema = v.object({
  location_id: queryId("location"),
  service_id: queryId("service"),
  meeting_method: v.optional(meetingMethod),
  staff_id: v.optional(queryId("staff")),
  from: v.optional(CalendarDateSchema),
  days: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, "must be a number of days"), v.transform(Number), v.minValue(1), v.maxValue(MAX_TIMESLOT_DAYS))),
  invite: v.optional(InviteCodeSchema),
});
export type TimeslotsQuery = v.InferOutput<typeof TimeslotsQuerySchema>;
