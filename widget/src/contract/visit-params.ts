/**
 * Which query parameters travel from one screen to the next: the one rule every move of the
 * flow goes through (the confirmation, the manage page, the conversion into the booking flow,
 * book another, the server's not-found page's way back), so none of them forgets that the page
 * is embedded or where the client came from.
 */

/**
 * Query parameters that belong to the whole visit, not to one screen (spec section 2: the
 * vendor, the display mode, the walk-in flag, the kiosk's options, `utm_*` "carried along").
 */
const VISIT_PARAMS = /^(vendor|lang|mode|walk_in|use_new_kiosk|booked_through|workflow|utm_[a-z]+)$/;

/** The query parameters that belong to one appointment and must not follow the client. */
const APPOINTMENT_PARAMS = new Set(["id", "code"]);

/** The visit's parameters of a query; a move to another screen keeps these and no others. */
export function visitParams(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => VISIT_PARAMS.test(key)));
}

/**
 * A query without the appointment's `id` and `code`: starting over ("book another", spec
 * section 2) keeps the rest, the visit's parameters among them.
 */
export function withoutAppointment(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !APPOINTMENT_PARAMS.has(key)));
}

/**
 * A URL made elsewhere (the server's conversion URL) with the visit's parameters added where it
 * names none of its own.
 */
export function withVisitParams(url: URL, query: Record<string, string>): URL {
  const target = new URL(url);
  for (const [key, value] of Object.entries(visitParams(query))) if (!target.searchParams.has(key)) target.searchParams.set(key, value);
  return target;
}
