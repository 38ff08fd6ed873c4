/**
 * The booking flow's reads, each validated with the shared contract before a step trusts it,
 * and reloaded when its inputs or the language change.
 */
import {
  AppointmentDocumentSchema,
  BookingLocationsAnswerSchema,
  BookingServicesAnswerSchema,
  BookingStaffAnswerSchema,
  TimeslotsAnswerSchema,
} from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { getValidated } from "../../api/get-validated.js";
import { useApiData } from "../../api/use-api-data.js";
import type { BookingSelection } from "./booking-selection.js";

export function useBookableServices(selection: BookingSelection) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const { locationId, invite } = selection;
  return useApiData(
    () => getValidated(api, "/api/v3/open/booking/services", BookingServicesAnswerSchema, { location_id: locationId, invite }),
    [locationId, invite, locale],
  );
}

export function useBookableLocations(selection: BookingSelection) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const { serviceId, meetingMethod, invite } = selection;
  return useApiData(
    serviceId === undefined
      ? null
      : () =>
          getValidated(api, "/api/v3/open/booking/locations", BookingLocationsAnswerSchema, { service_id: serviceId, meeting_method: meetingMethod, invite }),
    [serviceId, meetingMethod, invite, locale],
  );
}

export function useBookableStaff(selection: BookingSelection) {
  const { api } = useElement();
  const { serviceId, meetingMethod, locationId, invite } = selection;
  return useApiData(
    serviceId === undefined || locationId === undefined
      ? null
      : () =>
          getValidated(api, "/api/v3/open/booking/staff", BookingStaffAnswerSchema, {
            location_id: locationId,
            service_id: serviceId,
            meeting_method: meetingMethod,
            invite,
          }),
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
  const { api } = useElement();
  // Always six entries: React wants the same number of dependencies on every render.
  const key = [request?.locationId, request?.serviceId, request?.meetingMethod, request?.staffId, request?.from, request?.invite];
  return useApiData(
    request
      ? () =>
          getValidated(api, "/api/v3/open/booking/timeslots", TimeslotsAnswerSchema, {
            location_id: request.locationId,
            service_id: request.serviceId,
            meeting_method: request.meetingMethod,
            staff_id: request.staffId,
            from: request.from,
            days: 7,
            invite: request.invite,
          })
      : null,
    [...key, generation],
  );
}

export function useAppointment(id: string | undefined, code: string | undefined) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  return useApiData(id && code ? () => getValidated(api, `/api/v3/open/appointments/${id}`, AppointmentDocumentSchema, { code }) : null, [id, code, locale]);
}
