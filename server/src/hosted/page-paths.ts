/**
 * The hosted pages' paths (after any `/s/{vendor_path}` prefix) and what each first shows: the
 * routes (`routes/hosted/hosted-pages.ts`), the page's head and oEmbed (`oembed.ts`) read them
 * from here.
 */
import type { AppointmentKind } from "./appointment-owner.js";
import type { ScreenKind } from "./page-head.js";

/** The appointment booking flow's steps (spec section 2's booking step paths). */
export const BOOKING_PATHS = [
  "/book",
  "/book/select-service",
  "/book/select-location",
  "/book/select-staff",
  "/book/select-timeslot",
  "/book/select-attendees",
  "/book/attendee-details",
];

/** Paths whose page needs no check beyond the vendor. */
export const FIXED_PATHS = ["/callback-service", "/callback-service/", "/callback-service/location", ...BOOKING_PATHS];

/** The manage pages, and which kind of appointment their `id` names. */
export const MANAGE_PATHS: Record<string, AppointmentKind> = {
  "/callback-service/manage": "queue",
  "/callback-service/confirmation": "queue",
  "/book/manage": "booked",
};

/** A location's pages: its form, and "another location" from it. */
const LOCATION_PAGE = /^\/callback-service\/\d{1,10}(?:\/location)?$/;

/** The query parameters that hold a secret: an appointment's confirm code, a token. */
export const SECRET_PARAMS = ["code", "confirm_code", "token"];

/** The first screen a path shows, for the page's head. */
export function screenOf(path: string, manage: AppointmentKind | undefined): ScreenKind {
  if (manage) return manage === "queue" ? "queue-manage" : "booked-manage";
  if (path.startsWith("/book")) return "booking";
  if (/^\/callback-service\/\d+\/location$/.test(path)) return "location";
  if (/^\/callback-service\/\d+$/.test(path)) return "form";
  return "picker";
}

/**
 * Whether a page may be embedded elsewhere (oEmbed): every page anyone may open, never one
 * about a client's own appointment (a manage or confirmation page: its code opens it).
 */
export function isPublicPage(path: string): boolean {
  return FIXED_PATHS.includes(path) || LOCATION_PAGE.test(path);
}
