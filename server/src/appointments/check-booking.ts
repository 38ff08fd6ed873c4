/**
 * Checks a booking request: the location, service and method; the client's details by the
 * same rules as a join (spec section 5, without the walk-in questions); the attendees the
 * vendor allows; and the start against the availability. Answers what to write, every field
 * error, or that the slot is gone.
 */
import type { Kysely } from "kysely";
import {
  FIELD_MESSAGES,
  FulfillmentMethod,
  checkJoinForm,
  receivesTextUpdates,
  withMessages,
  type Attendee,
  type CreateAppointment,
  type FieldError,
} from "#contract";
import type { Database } from "../db/schema.js";
import { parsePhone, phoneRegion, type ParsedPhone } from "../queue-appointments/phone-number.js";
import { hasFeature, type Vendor } from "../vendors/vendor.js";
import { resolveBookingTarget, type BookingTarget } from "./booking-target.js";
import { invitationValid } from "./invitation.js";
import { loadAvailability } from "./load-availability.js";
import { localDate } from "./local-dates.js";
import { chooseSlot } from "./slot-choice.js";

export interface AcceptedBooking {
  target: BookingTarget;
  start: number;
  durationMinutes: number;
  /** Who may take it, in the order to try. */
  staffIds: number[];
  staffChosen: boolean;
  phone: ParsedPhone | null;
  email: string;
  receiveSms: boolean;
  fulfillmentMethod: number;
  carDetails: string;
  notes: string;
  attendees: Attendee[];
}

export type BookingCheck = { ok: true; booking: AcceptedBooking } | { ok: false; errors: FieldError[] } | { ok: false; taken: true };

const fieldError = (field: string, message: string): FieldError => ({ field, code: "invalid_value", message });

export async function checkBooking(db: Kysely<Database>, vendor: Vendor, body: CreateAppointment, now: Date): Promise<BookingCheck> {
  const attributes = body.data.attributes;
  const client = body.data.relationships.client.data.attributes;
  const invited = invitationValid(vendor, attributes.invite);
  const resolved = await resolveBookingTarget(db, vendor, {
    locationId: attributes.location_id,
    serviceId: attributes.service_id,
    meetingMethod: attributes.meeting_method,
    invited,
  });
  if (!resolved.ok) return resolved;
  const { location, service } = resolved.target;

  const errors: FieldError[] = [];
  const curbsideOffered = hasFeature(vendor, "curbside_pickup") && location.supports_curbside_pickup === 1 && attributes.meeting_method === 1;
  // As for a join, a service that allows only one way decides it (spec section 4).
  let fulfillmentMethod: number = attributes.fulfillment_method;
  if (service.supports_curbside_pickup === 1 && service.display_in_lobby === 0) fulfillmentMethod = FulfillmentMethod.curbside;
  else if (service.supports_curbside_pickup === 0) fulfillmentMethod = FulfillmentMethod.walkIn;
  if (fulfillmentMethod === FulfillmentMethod.curbside && !curbsideOffered) {
    errors.push({ field: "fulfillment_method", code: "fulfillment_unsupported", message: FIELD_MESSAGES.fulfillment_unsupported });
  }
  const notes = attributes.notes || client.notes;
  const carDetails = fulfillmentMethod === FulfillmentMethod.curbside ? (attributes.car_details ?? "").trim() : "";
  const options = vendor.settings.callback_contact_options;
  const issues = checkJoinForm(
    {
      first_name: client.first_name,
      last_name: client.last_name,
      email: client.email,
      cell_phone: client.cell_phone,
      notes,
      receive_sms: client.receive_sms,
      without_updates: client.without_updates,
      fulfillment_method: fulfillmentMethod,
      car_details: carDetails,
      compliance_agreed: attributes.compliance_agreed,
      answers: new Map(),
    },
    {
      contactOptions: options,
      meetingMethod: attributes.meeting_method,
      phoneCountry: phoneRegion(location.country),
      notesDigitRule: hasFeature(vendor, "notes_digit_validation"),
      complianceRequired: vendor.settings.page_settings.explicit_compliance_agreement,
      questions: [],
    },
  );
  errors.push(...withMessages(issues));
  const parsed = parsePhone(client.cell_phone, location.country);
  if (!parsed.ok && !errors.some((e) => e.field === "client.cell_phone")) {
    errors.push({ field: "client.cell_phone", code: parsed.code, message: FIELD_MESSAGES[parsed.code] });
  }
  const allowed = vendor.settings.client_view.max_additional_attendees ?? 0;
  if (attributes.attendees.length > allowed) errors.push(fieldError("attendees", `at most ${allowed} people may come along`));
  const staffId = attributes.staff_id ?? undefined;
  if (staffId !== undefined && !vendor.settings.client_view.show_staff_picker) {
    errors.push(fieldError("staff_id", "This vendor does not let clients choose the staff member"));
  }
  if (errors.length) return { ok: false, errors };

  const start = Date.parse(attributes.start);
  const availability = await loadAvailability(db, {
    vendor,
    location,
    service,
    meetingMethod: attributes.meeting_method,
    invited,
    staffId,
    dates: [localDate(start, location.timezone)],
    now,
  });
  const choice = chooseSlot(availability, start, staffId);
  if (choice.kind === "unavailable") return { ok: false, errors: [fieldError("start", "is not a time this service can be booked for")] };
  if (choice.kind === "taken") return { ok: false, taken: true };

  const phone = parsed.ok ? parsed.phone : null;
  const textChoice = { phone: phone?.e164 ?? "", receive_sms: client.receive_sms, without_updates: client.without_updates };
  return {
    ok: true,
    booking: {
      target: resolved.target,
      start,
      durationMinutes: availability.durationMinutes,
      staffIds: choice.staffIds,
      staffChosen: staffId !== undefined,
      phone,
      email: client.email.replace(/\s+/g, ""),
      receiveSms: receivesTextUpdates(textChoice, options, attributes.meeting_method),
      fulfillmentMethod,
      carDetails,
      notes,
      attendees: attributes.attendees,
    },
  };
}
