/**
 * What a booking call names — a location, a service, a meeting method — checked against the
 * vendor: the location active (private ones only with an invitation), the method one the vendor
 * supports, the service active, offered there by that method, and public or invited.
 */
import type { Kysely } from "kysely";
import { FIELD_MESSAGES, type FieldError, type FieldErrorCode } from "#contract";
import type { Database, LocationRow, ServiceRow } from "../db/schema.js";
import { findLocation } from "../locations/location-repository.js";
import type { Vendor } from "../vendors/vendor.js";

export interface BookingTarget {
  location: LocationRow;
  service: ServiceRow;
  meetingMethod: number;
  invited: boolean;
}

export type TargetCheck = { ok: true; target: BookingTarget } | { ok: false; errors: FieldError[] };

const failed = (field: string, code: FieldErrorCode): TargetCheck => ({ ok: false, errors: [{ field, code, message: FIELD_MESSAGES[code] }] });

export async function resolveBookingTarget(
  db: Kysely<Database>,
  vendor: Vendor,
  request: { locationId: number; serviceId: number; meetingMethod: number; invited: boolean },
): Promise<TargetCheck> {
  const { invited } = request;
  const location = await findLocation(db, vendor.id, request.locationId);
  if (!location) return failed("location_id", "location_unavailable");
  if (location.visibility === "private" && !invited) return failed("location_id", "location_private");
  if (!(vendor.settings.meeting_methods as number[]).includes(request.meetingMethod)) return failed("meeting_method", "meeting_method_unsupported");
  const service = await db
    .selectFrom("services")
    .innerJoin("location_services", "location_services.service_id", "services.id")
    .selectAll("services")
    .where("services.id", "=", request.serviceId)
    .where("services.vendor_id", "=", vendor.id)
    .where("services.active", "=", 1)
    .where("location_services.location_id", "=", location.id)
    .where("location_services.meeting_method", "=", request.meetingMethod)
    .executeTakeFirst();
  if (!service || (service.invite_only === 1 && !invited)) return failed("service_id", "service_unavailable");
  return { ok: true, target: { location, service, meetingMethod: request.meetingMethod, invited } };
}
