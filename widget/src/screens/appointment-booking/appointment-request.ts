/**
 * Turns the details step into the body of `POST /api/v3/open/appointments`: the client's
 * details by the same rules as a join (hidden fields empty, SMS as the vendor says, car details
 * for curbside), the choices of the flow, the conversion's spot, and the campaign parameters.
 */
import { UTM_KEYS, type Attendee, type CreateAppointmentBody, type MeetingMethod } from "#contract";
import type { FormValues } from "../../client-form/form-values.js";
import { joinFormInput, type JoinContext } from "../../client-form/join-request.js";
import type { BookingSelection } from "./booking-selection.js";

export interface AppointmentRequest {
  selection: BookingSelection & { serviceId: number; locationId: number; start: string };
  attendees: Attendee[];
  invite: string | undefined;
}

export function appointmentRequestBody(values: FormValues, ctx: JoinContext, request: AppointmentRequest): CreateAppointmentBody {
  const input = joinFormInput(values, ctx);
  const { selection } = request;
  const utm = Object.fromEntries(UTM_KEYS.filter((key) => ctx.query[key]).map((key) => [key, ctx.query[key]]));
  return {
    data: {
      type: "appointments",
      attributes: {
        booked_through: ctx.mode === "invitation" ? "invitation" : "modern_client_view",
        location_id: selection.locationId,
        service_id: selection.serviceId,
        meeting_method: selection.meetingMethod as MeetingMethod,
        staff_id: selection.staffId ?? null,
        start: selection.start,
        fulfillment_method: ctx.fulfillment,
        car_details: input.car_details,
        notes: input.notes.trim(),
        compliance_agreed: input.compliance_agreed,
        attendees: request.attendees,
        invite: request.invite ?? null,
        walkin: selection.walkin ? { id: selection.walkin.id, confirm_code: selection.walkin.code } : null,
        ...utm,
      },
      relationships: {
        client: {
          data: {
            type: "client",
            attributes: {
              first_name: input.first_name.trim(),
              last_name: input.last_name.trim(),
              cell_phone: input.cell_phone,
              email: input.email,
              lang: ctx.locale,
              receive_sms: input.receive_sms,
              without_updates: input.without_updates,
            },
          },
        },
      },
    },
  };
}
