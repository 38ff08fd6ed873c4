/**
 * The answer of `GET /api/v2/open/queue-appointments/{id}?code=`, checked once at the boundary
 * and flattened into what the manage page shows: the appointment's attributes plus the
 * included client, location and service it needs. Live events carry the same attributes.
 */
import * as v from "valibot";
import { LocalTimeSchema, QUEUE_STATUSES, type LocationOpening } from "#contract";
import { textLangsOf, type TextLangs } from "../../api/text-langs.js";
import { locationOpeningOf } from "./opening-reread.js";

const nullableText = v.optional(v.nullable(v.string()), null);

const DialInSchema = v.object({ e164: v.string(), international: v.string(), pin: v.optional(v.string(), "") });
const UserSchema = v.object({ full_name: v.string() });

/** What a live `ManageQueueAppointmentUpdated` may change (docs/live-updates.md). */
export const LiveChangesSchema = v.object({
  status: v.picklist(QUEUE_STATUSES),
  dial_in: v.optional(v.nullable(DialInSchema), null),
  meeting_link: nullableText,
  user: v.optional(v.nullable(UserSchema), null),
  expected_start: nullableText,
  /** By when 9 clients in 10 are called; absent from an update that did not work it out (see wait-range.ts). */
  expected_start_p90: v.optional(v.nullable(v.string())),
  position: v.optional(v.nullable(v.number()), null),
});
export type LiveChanges = v.InferOutput<typeof LiveChangesSchema>;

export const ManageAttributesSchema = v.object({
  ...LiveChangesSchema.entries,
  confirm_code: v.string(),
  meeting_method: v.number(),
  fulfillment_method: v.number(),
  car_details: v.optional(v.nullable(v.string()), ""),
  created: v.string(),
  /** `created` on the location's clock with its zone; the cancel answer leaves it out (the page keeps the read's). */
  created_local: v.optional(LocalTimeSchema),
  location_id: v.number(),
  booked_through: v.optional(v.string(), "online_queue"),
  feedback_given: v.optional(v.boolean(), false),
});
export type ManageAttributes = v.InferOutput<typeof ManageAttributesSchema>;

const IncludedSchema = v.object({
  type: v.string(),
  attributes: v.record(v.string(), v.unknown()),
});

export const ManageDocumentSchema = v.object({
  data: v.object({ id: v.union([v.number(), v.string()]), attributes: ManageAttributesSchema }),
  included: v.optional(v.array(IncludedSchema), []),
});
export type ManageDocument = v.InferOutput<typeof ManageDocumentSchema>;

/** The `PATCH` answer: only the attributes, which replace the local ones. */
export const CancelAnswerSchema = v.object({ data: v.object({ attributes: ManageAttributesSchema }) });

/** `QueuePlaceChanged` on the place's own channel: its new expected start if it moved, and how many ahead of it left. */
export const PlaceChangeSchema = v.object({
  attributes: v.object({
    expected_start: v.optional(nullableText),
    expected_start_p90: v.optional(v.nullable(v.string())),
    moved_up: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
});

export interface ManageLocation {
  /** Open now, or when it opens next (what the wait card says of a closed location). */
  opening: LocationOpening | null;
  name: string;
  address: string;
  instructions: string;
  phone: string;
  reviewUrl: string | null;
  /** The languages of the name, address and instructions when not the page's. */
  lang: TextLangs;
}

export interface ManageAppointment {
  id: number;
  attributes: ManageAttributes;
  clientPhone: string;
  location: ManageLocation;
  serviceName: string;
  /** The service name's language when not the page's. */
  serviceLang: string | undefined;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

export function toManageAppointment(document: ManageDocument): ManageAppointment {
  const find = (type: string) => document.included.find((r) => r.type === type)?.attributes ?? {};
  const client = find("clients");
  const location = find("locations");
  const service = find("services");
  return {
    id: Number(document.data.id),
    attributes: document.data.attributes,
    clientPhone: str(client.cell_phone_formatted),
    location: {
      opening: locationOpeningOf(location),
      name: str(location.name),
      address: str(location.formatted_address),
      instructions: str(location.instructions),
      phone: str(location.phone),
      reviewUrl: str(location.google_review_url) || null,
      lang: textLangsOf(location),
    },
    serviceName: str(service.name),
    serviceLang: textLangsOf(service).name,
  };
}
