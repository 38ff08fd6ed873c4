/**
 * Checks a join request against the vendor, location, service and questions, returning every
 * problem as a field error, plus what the server decides for the client (forced fulfilment,
 * forced SMS, the parsed phone, the answers to store).
 */
import {
  FIELD_MESSAGES,
  FulfillmentMethod,
  checkJoinForm,
  withMessages,
  checkNotes,
  isEmptyAnswer,
  receivesTextUpdates,
  type AnswerValue,
  type CreateQueueAppointment,
  type FieldError,
  type FieldErrorCode,
  type MeetingMethod,
} from "#contract";
import type { LocationRow, ServiceRow } from "../db/schema.js";
import type { LineModels } from "../queue/line/line-models.js";
import { openByHoursAt } from "../locations/location-view.js";
import { servableServices } from "../offered-services/servable-services.js";
import { cachedLocation, cachedQuestions, type ConfigSource } from "../vendors/config-reads.js";
import { hasFeature, type Vendor } from "../vendors/vendor.js";
import { parsePhone, phoneRegion, type ParsedPhone } from "./phone-number.js";

export interface AcceptedJoin {
  location: LocationRow;
  service: ServiceRow;
  fulfillmentMethod: number;
  receiveSms: boolean;
  phone: ParsedPhone | null;
  email: string;
  answers: { questionId: number; value: AnswerValue }[];
}

export type JoinCheck = { ok: true; join: AcceptedJoin } | { ok: false; errors: FieldError[] };

const error = (field: string, code: FieldErrorCode): FieldError => ({ field, code, message: FIELD_MESSAGES[code] });

export async function checkJoin(source: ConfigSource & { lines: LineModels }, vendor: Vendor, body: CreateQueueAppointment, now: Date): Promise<JoinCheck> {
  const attributes = body.data.attributes;
  const client = body.data.relationships.client.data.attributes;
  const method = attributes.meeting_method as MeetingMethod;

  const location = await cachedLocation(source, vendor.id, attributes.location_id);
  if (!location) return { ok: false, errors: [error("location_id", "location_unavailable")] };
  if (location.visibility === "private") return { ok: false, errors: [error("location_id", "location_private")] };
  if (!vendor.settings.meeting_methods.includes(method)) {
    return { ok: false, errors: [error("meeting_method", "meeting_method_unsupported")] };
  }
  const closedNow = location.temporarily_closed === 1 || !openByHoursAt(location, now);
  if (location.restrict_callback_request_hours === 1 && closedNow) {
    return { ok: false, errors: [error("location_id", "location_closed")] };
  }

  const service = (await servableServices(source, location.id, method)).find((s) => s.id === attributes.service_id);
  if (!service) return { ok: false, errors: [error("service_id", "service_unavailable")] };

  const errors: FieldError[] = [];
  // The service decides the fulfilment when it allows only one (spec 4).
  const curbside = service.supports_curbside_pickup === 1;
  const lobby = service.display_in_lobby === 1;
  let fulfillmentMethod: number = attributes.fulfillment_method;
  if (curbside && !lobby) fulfillmentMethod = FulfillmentMethod.curbside;
  else if (!curbside) fulfillmentMethod = FulfillmentMethod.walkIn;
  else if (fulfillmentMethod === FulfillmentMethod.curbside) {
    const curbsideOffered = hasFeature(vendor, "curbside_pickup") && location.supports_curbside_pickup === 1 && method === 1;
    if (!curbsideOffered) errors.push(error("fulfillment_method", "fulfillment_unsupported"));
  }

  const questions = vendor.settings.walkin_questions ? await cachedQuestions(source, vendor.id, { serviceId: service.id, locale: "en" }) : [];
  const answers = new Map<number, AnswerValue>();
  if (vendor.settings.walkin_questions) {
    for (const answer of body.data.relationships.answers.data) answers.set(answer.attributes.question_id, answer.attributes.value);
  }
  const options = vendor.settings.callback_contact_options;
  const formInput = {
    first_name: client.first_name,
    last_name: client.last_name,
    email: client.email,
    cell_phone: client.cell_phone,
    // The form has one notes field; it may arrive on the appointment, the client or both.
    notes: attributes.notes || client.notes,
    receive_sms: client.receive_sms,
    without_updates: client.without_updates,
    fulfillment_method: fulfillmentMethod,
    car_details: attributes.car_details ?? "",
    compliance_agreed: attributes.compliance_agreed,
    answers,
  };
  const kiosk = attributes.booked_through === "kiosk" || attributes.booked_through === "kiosk_qr";
  const issues = checkJoinForm(formInput, {
    contactOptions: options,
    meetingMethod: method,
    phoneCountry: phoneRegion(location.country),
    notesDigitRule: hasFeature(vendor, "notes_digit_validation"),
    complianceRequired: vendor.settings.page_settings.explicit_compliance_agreement && !kiosk,
    questions,
  });
  errors.push(...withMessages(issues));

  if (attributes.notes && client.notes && client.notes !== attributes.notes) {
    const code = checkNotes(client.notes, hasFeature(vendor, "notes_digit_validation"));
    if (code) errors.push(error("client.notes", code));
  }

  const parsed = parsePhone(client.cell_phone, location.country);
  if (!parsed.ok && !errors.some((e) => e.field === "client.cell_phone")) errors.push(error("client.cell_phone", parsed.code));
  if (errors.length) return { ok: false, errors };

  const phone = parsed.ok ? parsed.phone : null;
  const textChoice = { phone: phone?.e164 ?? "", receive_sms: client.receive_sms, without_updates: client.without_updates };
  const receiveSms = receivesTextUpdates(textChoice, options, method);
  return {
    ok: true,
    join: {
      location,
      service,
      fulfillmentMethod,
      receiveSms,
      phone,
      email: client.email.replace(/\s+/g, ""),
      answers: [...answers]
        .filter(([id, value]) => questions.some((q) => q.id === id) && !isEmptyAnswer(value))
        .map(([questionId, value]) => ({ questionId, value: typeof value === "string" ? value.trim() : value })),
    },
  };
}
