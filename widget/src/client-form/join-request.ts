/**
 * Turns the form into the create call's body (spec section 7, docs/open-api.md, "Joining the line"):
 * hidden fields are sent empty, SMS follows the vendor's rule, car details only for curbside,
 * empty answers are dropped, and the display mode, workflow and utm_* parameters ride along.
 */
import {
  FulfillmentMethod,
  UTM_KEYS,
  bookedThroughFor,
  isEmptyAnswer,
  normalizeEmail,
  normalizePhone,
  readPhone,
  receivesTextUpdates,
  withoutUpdatesOffered,
  type AnswerValue,
  type ContactOptions,
  type CreateQueueAppointmentBody,
  type DisplayMode,
  type JoinFormInput,
  type Locale,
  type MeetingMethod,
  type QuestionResource,
} from "#contract";
import type { FormValues } from "./form-values.js";

export interface JoinContext {
  locationId: number;
  meetingMethod: number;
  locale: Locale;
  /** The route's query: mode, workflow, booked_through and utm_* are read from it. */
  query: Record<string, string>;
  mode: DisplayMode | undefined;
  walkIn: boolean;
  /** The vendor's contact options as they apply to the meeting method (contactOptionsFor). */
  contactOptions: ContactOptions;
  /** The fulfilment the service and vendor allow (see fulfillment-rules). */
  fulfillment: FulfillmentMethod;
  questions: readonly QuestionResource[];
  complianceAgreed: boolean;
  /** "Parking spot", in the client's language, to label the spot inside the car details. */
  parkingSpotLabel: string;
}

/**
 * Whether the client checked in without updates (withoutUpdatesOffered), which leaves the number
 * out; a number the request needs (a phone call) stays whatever an earlier draft said.
 */
export function phoneLeftOut(values: Pick<FormValues, "withoutUpdates">, options: ContactOptions, meetingMethod: number): boolean {
  return values.withoutUpdates && withoutUpdatesOffered(options, meetingMethod);
}

/**
 * The phone actually sent: none when the vendor hides it or the client opted out of updates;
 * with its country code, completed from the country chosen for it (the server would read a
 * national number as one of the location's country); as typed when the rule refuses it, for
 * the join rules to say why.
 */
function sentPhone(values: FormValues, ctx: JoinContext): string {
  if (ctx.contactOptions.mobile_phone === "hidden" || phoneLeftOut(values, ctx.contactOptions, ctx.meetingMethod)) return "";
  const reading = readPhone(values.cellPhone, values.phoneCountry);
  return reading.ok ? reading.e164 : normalizePhone(values.cellPhone);
}

function carDetails(values: FormValues, ctx: JoinContext): string {
  if (ctx.fulfillment !== FulfillmentMethod.curbside) return "";
  const spot = values.parkingSpot.trim();
  // The appointment has one car field, so the spot travels inside it, labelled for the staff.
  return spot ? `${values.carDetails.trim()}\n${ctx.parkingSpotLabel}: ${spot}` : values.carDetails.trim();
}

/** The answers to the questions asked now, by question id. */
function askedAnswers(values: FormValues, ctx: JoinContext): Map<number, AnswerValue> {
  const answers = new Map<number, AnswerValue>();
  for (const question of ctx.questions) {
    const value = values.answers[String(question.id)];
    if (value !== undefined) answers.set(question.id, value);
  }
  return answers;
}

/** The form as the shared join rules see it. */
export function joinFormInput(values: FormValues, ctx: JoinContext): JoinFormInput {
  const phone = sentPhone(values, ctx);
  const withoutUpdates = phoneLeftOut(values, ctx.contactOptions, ctx.meetingMethod);
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: ctx.contactOptions.email === "hidden" ? "" : normalizeEmail(values.email),
    cell_phone: phone,
    notes: ctx.contactOptions.notes === "hidden" ? "" : values.notes,
    receive_sms: receivesTextUpdates({ phone, receive_sms: values.receiveSms, without_updates: withoutUpdates }, ctx.contactOptions, ctx.meetingMethod),
    without_updates: withoutUpdates,
    fulfillment_method: ctx.fulfillment,
    car_details: carDetails(values, ctx),
    compliance_agreed: ctx.complianceAgreed,
    answers: askedAnswers(values, ctx),
  };
}

export function joinRequestBody(values: FormValues, ctx: JoinContext): CreateQueueAppointmentBody {
  const input = joinFormInput(values, ctx);
  const utm = Object.fromEntries(UTM_KEYS.filter((key) => ctx.query[key]).map((key) => [key, ctx.query[key]]));
  return {
    data: {
      type: "queue-appointments",
      attributes: {
        booked_through: bookedThroughFor(ctx.mode, ctx.query.booked_through === "kiosk_qr"),
        location_id: ctx.locationId,
        service_id: values.topic,
        meeting_method: ctx.meetingMethod as MeetingMethod,
        fulfillment_method: ctx.fulfillment,
        car_details: input.car_details,
        notes: input.notes.trim(),
        workflow_id: ctx.query.workflow || null,
        walk_in: ctx.walkIn,
        compliance_agreed: input.compliance_agreed,
        ...utm,
      },
      relationships: {
        client: {
          data: {
            type: "client",
            attributes: {
              external_id: null,
              first_name: input.first_name.trim(),
              last_name: input.last_name.trim(),
              cell_phone: input.cell_phone,
              email: input.email,
              notes: input.notes.trim(),
              lang: ctx.locale,
              receive_sms: input.receive_sms,
              without_updates: input.without_updates,
            },
          },
        },
        answers: {
          data: [...input.answers]
            .filter(([, value]) => !isEmptyAnswer(value))
            .map(([question_id, value]) => ({ type: "answers" as const, attributes: { question_id, value } })),
        },
      },
    },
  };
}
