/**
 * The booking flow's steps at the spec's paths (section 2), and the route of each. The
 * selection made so far travels in the query (`service`, `meeting_method`, `location`, `staff`,
 * `date`, `start`, and for a conversion `walkin_id` and `code`), so a reload, a shared link or
 * the conversion URL lands on the same step with the same choices.
 */
import type { Route } from "../../routing/route.js";
import { BOOK_PATH, vendorPrefix } from "../../routing/route.js";

export const BOOKING_STEPS = [
  "select-service",
  "select-location",
  "select-staff",
  "select-timeslot",
  "select-attendees",
  "attendee-details",
  "manage",
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The step of a path; `/book` itself is the first step; undefined for an unknown path. */
export function stepOf(path: string): BookingStep | undefined {
  const clean = path.slice(vendorPrefix(path).length).replace(/\/+$/, "");
  if (clean === BOOK_PATH) return "select-service";
  const step = clean.slice(BOOK_PATH.length + 1);
  return (BOOKING_STEPS as readonly string[]).includes(step) ? (step as BookingStep) : undefined;
}

/** The route of a step, keeping a vendor's `/s/{path}` prefix and the given query. */
export function stepRoute(current: Route, step: BookingStep, query: Record<string, string>): Route {
  return { path: `${vendorPrefix(current.path)}${BOOK_PATH}/${step}`, query };
}

/** What the flow needs before a step can show; the first missing one is where it goes instead. */
export interface BookingProgress {
  service: boolean;
  location: boolean;
  start: boolean;
}

export function firstMissingStep(step: BookingStep, progress: BookingProgress): BookingStep | undefined {
  const order = BOOKING_STEPS.indexOf(step);
  if (step === "manage") return undefined;
  if (order > 0 && !progress.service) return "select-service";
  if (order > BOOKING_STEPS.indexOf("select-location") && !progress.location) return "select-location";
  if (order > BOOKING_STEPS.indexOf("select-timeslot") && !progress.start) return "select-timeslot";
  return undefined;
}

/** The step after `step`, skipping the staff step when the vendor hides the picker, and the attendees step when nobody may come along. */
export function nextStep(step: BookingStep, options: { locationChosen: boolean; staffPicker: boolean; attendees: boolean }): BookingStep {
  switch (step) {
    case "select-service":
      if (!options.locationChosen) return "select-location";
      return options.staffPicker ? "select-staff" : "select-timeslot";
    case "select-location":
      return options.staffPicker ? "select-staff" : "select-timeslot";
    case "select-staff":
      return "select-timeslot";
    case "select-timeslot":
      return options.attendees ? "select-attendees" : "attendee-details";
    case "select-attendees":
      return "attendee-details";
    default:
      return "manage";
  }
}
