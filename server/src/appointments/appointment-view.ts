/**
 * A booked appointment as the open API answers it: JSON:API `data` with the manage page's
 * attributes (status, start and end, zone, staff, whether it can still be cancelled or moved)
 * and `included` client, location and service, localized.
 */
import type { Kysely } from "kysely";
import { AppointmentStatus, type AppointmentAttributes, type AppointmentDocument, type Locale } from "#contract";
import type { AppointmentRow, Database } from "../db/schema.js";
import { loadTranslations } from "../i18n/translations.js";
import { offeredMeetingMethods } from "../locations/location-repository.js";
import { localTime, localTimeOrNull } from "../locations/local-time.js";
import { locationResource } from "../locations/location-view.js";
import { serviceResource } from "../offered-services/service-resource.js";
import type { Vendor } from "../vendors/vendor.js";
import { clientResource, dialInOf } from "../queue-appointments/client-records.js";
import { changeDeadlines } from "./appointment-repository.js";
import { checkInWindow } from "./check-in.js";

export function appointmentAttributes(row: AppointmentRow, staffName: string | null, vendor: Vendor, now: Date): AppointmentAttributes {
  const { cancelUntil, rescheduleUntil } = changeDeadlines(row, vendor.settings.client_view);
  const confirmed = row.status === AppointmentStatus.confirmed;
  const zone = row.timezone;
  const checkIn = checkInWindow(row, vendor, now);
  return {
    id: row.id,
    status: row.status as AppointmentAttributes["status"],
    confirm_code: row.confirm_code,
    start: row.starts_at,
    end: row.ends_at,
    timezone: row.timezone,
    start_local: localTime(row.starts_at, zone),
    end_local: localTime(row.ends_at, zone),
    meeting_method: row.meeting_method,
    fulfillment_method: row.fulfillment_method,
    car_details: row.car_details,
    notes: row.notes,
    location_id: row.location_id,
    service_id: row.service_id,
    staff_id: row.staff_id,
    staff_chosen: row.staff_chosen === 1,
    user: staffName === null ? null : { full_name: staffName },
    meeting_link: row.meeting_link,
    dial_in: dialInOf(row),
    attendees: JSON.parse(row.attendees) as AppointmentAttributes["attendees"],
    booked_through: row.booked_through,
    created: row.created_at,
    created_local: localTime(row.created_at, zone),
    rescheduled: row.reschedules > 0,
    cancellable: confirmed && now.getTime() <= cancelUntil,
    reschedulable: confirmed && now.getTime() <= rescheduleUntil,
    cancel_until: new Date(cancelUntil).toISOString(),
    reschedule_until: new Date(rescheduleUntil).toISOString(),
    cancel_until_local: localTime(cancelUntil, zone),
    reschedule_until_local: localTime(rescheduleUntil, zone),
    walkin_id: row.walkin_id,
    checked_in_at: row.checked_in_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    ended: now.getTime() > Date.parse(row.ends_at),
    ...checkIn,
    check_in_from_local: localTimeOrNull(checkIn.check_in_from, zone),
  };
}

export async function appointmentDocument(db: Kysely<Database>, vendor: Vendor, id: number, locale: Locale, now: Date): Promise<AppointmentDocument> {
  const row = await db.selectFrom("appointments").selectAll().where("id", "=", id).where("vendor_id", "=", vendor.id).executeTakeFirstOrThrow();
  const [client, location, service, staff] = await Promise.all([
    db.selectFrom("clients").selectAll().where("id", "=", row.client_id).executeTakeFirstOrThrow(),
    db.selectFrom("locations").selectAll().where("id", "=", row.location_id).executeTakeFirstOrThrow(),
    db.selectFrom("services").selectAll().where("id", "=", row.service_id).executeTakeFirstOrThrow(),
    db.selectFrom("staff_users").select(["id", "full_name"]).where("id", "=", row.staff_id).executeTakeFirstOrThrow(),
  ]);
  const [locationTexts, serviceTexts, methods] = await Promise.all([
    loadTranslations(db, "location", [location.id], locale),
    loadTranslations(db, "service", [service.id], locale),
    offeredMeetingMethods(db, [location.id]),
  ]);
  const located = locationResource({
    row: location,
    translated: locationTexts.get(location.id),
    locale,
    now,
    meetingMethods: methods.get(location.id) ?? [],
    waitStart: null,
    radius: vendor.settings.location_search_radius,
  });
  const served = serviceResource(service, serviceTexts.get(service.id), locale, vendor.settings.text_language);
  return {
    data: { id: row.id, type: "appointments", attributes: appointmentAttributes(row, staff.full_name, vendor, now) },
    included: [
      clientResource(client),
      { id: located.id, type: located.type, attributes: { ...located.attributes } },
      { id: served.id, type: served.type, attributes: { ...served.attributes } },
      { id: staff.id, type: "users", attributes: { full_name: staff.full_name } },
    ],
  };
}
