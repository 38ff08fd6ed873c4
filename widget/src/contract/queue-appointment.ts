/**
 * Wire shapes of queue appointments: the create body of `POST /api/v2/open/queue-appointments`,
 * the cancel body of `PATCH /api/v2/open/queue-appointments/{id}`, and the answer attributes.
 */
import * as v from "valibot";
import { BOOKED_THROUGH, FULFILLMENT_METHODS, MEETING_METHODS, QueueStatus } from "./codes.js";
import { LOCALES } from "./locales.js";
import { idText, positiveId, requiredText, text } from "./schema-helpers.js";
import { UTM_KEYS } from "./utm.js";

/** The client of a join or a booking (spec section 7: the `client` relationship). */
export const ClientAttributesSchema = v.object({
  external_id: v.optional(v.nullable(text(100)), null),
  first_name: text(200),
  last_name: v.optional(text(200), ""),
  cell_phone: v.optional(text(40), ""),
  email: v.optional(text(300), ""),
  notes: v.optional(text(4000), ""),
  lang: v.optional(v.picklist(LOCALES), "en"),
  receive_sms: v.optional(v.boolean(), false),
  /**
   * The client checked in without updates where the vendor requires text updates (spec section
   * 5): no number is needed and no text messages are sent. Ignored where not offered.
   */
  without_updates: v.optional(v.boolean(), false),
});

/** An answer: text for text questions, an option value for radio/select, a list for checkboxes. */
export const AnswerValueSchema = v.union([text(4000), v.pipe(v.number(), v.integer()), v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(100))]);
export type AnswerValue = v.InferOutput<typeof AnswerValueSchema>;

const AnswerSchema = v.object({
  type: v.optional(v.literal("answers"), "answers"),
  attributes: v.object({ question_id: positiveId, value: AnswerValueSchema }),
});

/** The campaign parameters, each optional, as attributes of a create body. */
export const utmEntries = Object.fromEntries(UTM_KEYS.map((k) => [k, v.optional(v.nullable(text(200)), null)])) as Record<
  (typeof UTM_KEYS)[number],
  v.OptionalSchema<v.NullableSchema<ReturnType<typeof text>, undefined>, null>
>;

export const CreateQueueAppointmentSchema = v.object({
  data: v.object({
    type: v.literal("queue-appointments"),
    attributes: v.object({
      booked_through: v.optional(v.picklist(BOOKED_THROUGH), "online_queue"),
      service_id: positiveId,
      location_id: positiveId,
      meeting_method: v.optional(v.picklist(MEETING_METHODS), 1),
      fulfillment_method: v.optional(v.picklist(FULFILLMENT_METHODS), 1),
      car_details: v.optional(v.nullable(text(500)), ""),
      notes: v.optional(v.nullable(text(4000)), ""),
      workflow_id: v.optional(v.nullable(text(100)), null),
      recaptcha_token: v.optional(v.nullable(text(4000)), null),
      walk_in: v.optional(v.boolean(), false),
      /** The client ticked the compliance checkbox ("I accept"). */
      compliance_agreed: v.optional(v.boolean(), false),
      ...utmEntries,
    }),
    relationships: v.object({
      client: v.object({
        data: v.object({ type: v.optional(v.literal("client"), "client"), attributes: ClientAttributesSchema }),
      }),
      answers: v.optional(v.object({ data: v.pipe(v.array(AnswerSchema), v.maxLength(200)) }), { data: [] }),
    }),
  }),
});
export type CreateQueueAppointmentBody = v.InferInput<typeof CreateQueueAppointmentSchema>;
export type CreateQueueAppointment = v.InferOutput<typeof CreateQueueAppointmentSchema>;

export const CancelQueueAppointmentSchema = v.object({
  data: v.object({
    id: v.optional(v.union([positiveId, idText("an appointment id")])),
    type: v.literal("queue-appointments"),
    attributes: v.object({
      status: v.literal(QueueStatus.cancelled),
      confirm_code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
    }),
  }),
});
export type CancelQueueAppointmentBody = v.InferInput<typeof CancelQueueAppointmentSchema>;

export interface DialIn {
  e164: string;
  international: string;
  pin: string;
}

export const FeedbackSchema = v.object({
  queue_appointment: v.union([positiveId, idText("an appointment id")]),
  code: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  experience: v.optional(v.nullable(text(4000)), ""),
  rating: v.number(),
});
export type FeedbackBody = v.InferInput<typeof FeedbackSchema>;

export const RwgConversionSchema = v.object({
  rwg_token: requiredText(2000),
  merchant_changed: v.optional(v.union([v.boolean(), v.picklist([0, 1, "0", "1"])]), false),
});
