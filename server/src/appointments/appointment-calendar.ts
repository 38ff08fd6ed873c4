/**
 * The calendar file of a booked appointment (RFC 5545, written by the `ics` package): the
 * service and location as its title, the address, the confirmation number and manage link
 * (in the description: the package refuses some valid URLs, such as ones with a one-digit port,
 * in its URL property).
 * Its UID stays the same and its SEQUENCE counts the moves, so a calendar that imports the file
 * again updates the event instead of adding a second one; a cancelled appointment says so.
 */
import { createEvent } from "ics";
import { AppointmentStatus, type Locale } from "#contract";
import type { AppointmentRow, LocationRow } from "../db/schema.js";
import { APPOINTMENT_MESSAGE_CATALOG } from "../notifications/appointment-message-catalog.js";
import { fillPlaceholders } from "../notifications/messages.js";

export interface CalendarInput {
  appointment: AppointmentRow;
  location: LocationRow;
  /** Localized. */
  locationName: string;
  address: string;
  serviceName: string;
  manageUrl: string;
  locale: Locale;
}

export function appointmentCalendar(input: CalendarInput): string {
  const { appointment: row } = input;
  const { error, value } = createEvent({
    productId: "queue-booking",
    uid: `appointment-${row.id}@queue-booking`,
    sequence: row.reschedules,
    start: Date.parse(row.starts_at),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(row.ends_at),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${input.serviceName} – ${input.locationName}`,
    location: input.address,
    geo: { lat: input.location.latitude, lon: input.location.longitude },
    description: fillPlaceholders(APPOINTMENT_MESSAGE_CATALOG[input.locale].calendar_note, { code: row.confirm_code, manage_url: input.manageUrl }),
    status: row.status === AppointmentStatus.cancelled ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
  });
  if (error || !value) throw error ?? new Error("no calendar event");
  return value;
}
