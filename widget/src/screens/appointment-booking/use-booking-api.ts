/**
 * The booking flow's reads, each validated with the shared contract before a step trusts it,
 * and reloaded when its inputs or the language change. A hosted page carries the first
 * screen's answers (`useRead`).
 */
import {
  AppointmentDocumentSchema,
  BookingLocationsAnswerSchema,
  BookingServicesAnswerSchema,
  BookingStaffAnswerSchema,
  TimeslotsAnswerSchema,
} from "#contract";
import { useElementState } from "../../element/element-context.js";
import { useRead } from "../../api/use-read.js";
import type { BookingSelection } from "./booking-selection.js";

export function useBookableServices(selection: BookingSelection) {
  const locale = useElementState((s) => s.locale);
  const { locationId, invite } = selection;
  return useRead({ path: "/api/v3/open/booking/services", query: { location_id: locationId, invite } }, BookingServicesAnswerSchema, [
    locationId,
    invite,
    locale,
  ]);
}

export function useBookableLocations(selection: BookingSelection) {
  const locale = useElementState((s) => s.locale);
  const { serviceId, meetingMethod, invite } = selection;
  return useRead(
    serviceId === undefined ? null : { path: "/api/v3/open/booking/locations", query: { service_id: serviceId, meeting_method: meetingMethod, invite } },
    BookingLocationsAnswerSchema,
    [serviceId, meetingMethod, invite, locale],
  );
}

export function useBookableStaff(selection: BookingSelection) {
  const { serviceId, meetingMethod, locationId, invite } = selection;
  return useRead(
    serviceId === undefined || locationId === undefined
      ? null
      : {
          path: "/api/v3/open/booking/staff",
          query: { location_id: locationId, service_id: serviceId, meeting_method: meetingMethod, invite },
        },
    BookingStaffAnswerSchema,
    [serviceId, meetingMethod, locationId, invite],
  );
}

export interface TimeslotsRequest {
  locationId: number;
  serviceId: number;
  meetingMethod: number;
  staffId?: number;
  from?: string;
  invite?: string;
}

/** A week of free times; `generation` forces a fresh read (after a slot was taken). */
export function useTimeslots(request: TimeslotsRequest | null, generation = 0) {
  // Always six entries: React wants the same number of dependencies on every render.
  const key = [request?.locationId, request?.serviceId, request?.meetingMethod, request?.staffId, request?.from, request?.invite];
  return useRead(
    request
      ? {
          path: "/api/v3/open/booking/timeslots",
          query: {
            location_id: request.locationId,
            service_id: request.serviceId,
            meeting_method: request.meetingMethod,
            staff_id: request.staffId,
            from: request.from,
            days: 7,
            invite: request.invite,
          },
        }
      : null,
    TimeslotsAnswerSchema,
    [...key, generation],
  );
}

export function useAppointment(id: string | undefined, code: string | undefined) {
  const locale = useElementState((s) => s.locale);
  return useRead(id && code ? { path: `/api/v3/open/appointments/${id}`, query: { code } } : null, AppointmentDocumentSchema, [id, code, locale]);
}
