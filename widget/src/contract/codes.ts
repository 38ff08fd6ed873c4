/**
 * Code lists shared by the server and the widget (spec section 4).
 * Numeric values are the wire values; names are for code and logs only.
 */

/** Meeting methods: how the client meets the business. */
export const MeetingMethod = { inPerson: 1, phone: 2, video: 3, offSite: 4 } as const;
export type MeetingMethod = (typeof MeetingMethod)[keyof typeof MeetingMethod];
export const MEETING_METHODS: readonly MeetingMethod[] = [1, 2, 3, 4];

/** Fulfilment methods for in-person visits. */
export const FulfillmentMethod = { walkIn: 1, curbside: 2 } as const;
export type FulfillmentMethod = (typeof FulfillmentMethod)[keyof typeof FulfillmentMethod];
export const FULFILLMENT_METHODS: readonly FulfillmentMethod[] = [1, 2];

/**
 * Queue appointment statuses. The spec does not show their literal values, so they reuse
 * the booking-side appointment codes for the same states.
 */
export const QueueStatus = { waiting: 1, completed: 2, noShow: 3, cancelled: 4, inProgress: 5 } as const;
export type QueueStatus = (typeof QueueStatus)[keyof typeof QueueStatus];
export const QUEUE_STATUSES: readonly QueueStatus[] = [1, 2, 3, 4, 5];

/** Booking-side appointment status codes 1–6 (spec section 4). */
export const AppointmentStatus = {
  confirmed: 1,
  completed: 2,
  noShow: 3,
  cancelled: 4,
  inProgress: 5,
  served: 6,
} as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];

/** Video platforms a video meeting link may come from. */
export const VideoPlatform = {
  teamCollaboration: 1,
  webMeeting: 2,
  ownVideo: 3,
  other: 4,
  unifiedVideo: 5,
} as const;
export type VideoPlatform = (typeof VideoPlatform)[keyof typeof VideoPlatform];

/** Channel ids recorded on a queue appointment. */
export const Channel = { onlineQueue: 13, kiosk: 14, tv: 15, kioskQr: 20 } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

/** Where a booking came from. */
export const BOOKED_THROUGH = [
  "device",
  "client_view",
  "schedule",
  "wait_list",
  "api",
  "call_centre",
  "console",
  "modern_client_view",
  "reserve_with_google",
  "lobby",
  "online_queue",
  "dynamics",
  "digital_banking_platform",
  "salesforce",
  "kiosk",
  "kiosk_qr",
  "invitation",
] as const;
export type BookedThrough = (typeof BOOKED_THROUGH)[number];

/** Display modes read from the `mode` query parameter. */
export const DISPLAY_MODES = ["kiosk", "tv", "embed", "invitation"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/**
 * The display mode a `mode` value names, in any case: the spec uppercases it (`mode=KIOSK`), and
 * links are written either way. Anything else is no mode (the online queue).
 */
export function displayModeOf(value: string | undefined): DisplayMode | undefined {
  const lower = value?.toLowerCase();
  return DISPLAY_MODES.find((mode) => mode === lower);
}

/**
 * The booked-through source of a display mode. The spec maps the uppercased mode to a source;
 * a lobby TV books as `lobby` and an embedded page is still the online queue.
 */
export function bookedThroughFor(mode: DisplayMode | undefined, kioskQr: boolean): BookedThrough {
  if (kioskQr) return "kiosk_qr";
  switch (mode) {
    case "kiosk":
      return "kiosk";
    case "tv":
      return "lobby";
    case "invitation":
      return "invitation";
    default:
      return "online_queue";
  }
}

/** The channel id recorded for a booked-through source. */
export function channelFor(source: BookedThrough): Channel {
  if (source === "kiosk") return Channel.kiosk;
  if (source === "kiosk_qr") return Channel.kioskQr;
  if (source === "lobby") return Channel.tv;
  return Channel.onlineQueue;
}

/** Numeric staff role levels (spec section 6). */
export const RoleLevel = {
  contactCentre: 5,
  kiosk: 7,
  staff: 10,
  staffPlus: 13,
  staffAdvanced: 15,
  manager: 20,
  admin: 30,
  productAdmin: 50,
} as const;
export type RoleLevel = (typeof RoleLevel)[keyof typeof RoleLevel];
export const ROLE_LEVELS: readonly RoleLevel[] = [5, 7, 10, 13, 15, 20, 30, 50];

/** Question types (spec section 3). */
export const QUESTION_TYPES = ["checkbox_group", "radio", "select", "text", "textarea"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Contact-option modes a vendor sets for each form field. */
export const CONTACT_OPTION_MODES = ["required", "optional", "hidden"] as const;
export type ContactOptionMode = (typeof CONTACT_OPTION_MODES)[number];

/** The vendor's `callback_contact_options`: how the form treats each contact field. */
export interface ContactOptionModes {
  mobile_phone: ContactOptionMode;
  email: ContactOptionMode;
  sms_notifications: ContactOptionMode;
  notes: ContactOptionMode;
}

/** Why a location offers no service for a meeting method. */
export const UNAVAILABLE_REASONS = ["private_location", "no_staff_in_person", "no_staff_phone", "no_staff_video", "not_offered"] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** The reason a meeting method has when no staff can serve it. */
export function noStaffReason(method: MeetingMethod): UnavailableReason {
  if (method === MeetingMethod.phone) return "no_staff_phone";
  if (method === MeetingMethod.video) return "no_staff_video";
  return "no_staff_in_person";
}
