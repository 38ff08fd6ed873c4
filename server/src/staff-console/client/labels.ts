/** The words the console shows for the API's codes. */

export const METHODS: Record<number, string> = { 1: "In person", 2: "Phone", 3: "Video", 4: "Off site" };
const FULFILMENT: Record<number, string> = { 1: "Walk-in", 2: "Curbside" };
export const PLACE_STATUSES: Record<number, string> = { 1: "Waiting", 2: "Completed", 3: "No-show", 4: "Cancelled", 5: "In progress" };
export const BOOKING_STATUSES: Record<number, string> = { 1: "Booked", 2: "Completed", 3: "No-show", 4: "Cancelled", 5: "In progress", 6: "Served" };

/** "In person, Curbside", "Video". */
export function meetingText(method: number, fulfilment: number): string {
  const how = METHODS[method] ?? String(method);
  return method === 1 ? `${how}, ${FULFILMENT[fulfilment] ?? ""}`.replace(/, $/, "") : how;
}

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

export function dialInText(dialIn: { international: string; pin: string } | null): string | null {
  return dialIn ? `${dialIn.international}${dialIn.pin ? ` PIN ${dialIn.pin}` : ""}` : null;
}

/**
 * The client's language for staff: "Spanish (es)", so a desk can call them in it or find a
 * colleague who speaks it. The console itself is in English; the code stays for exact tags.
 */
export function languageText(lang: string | undefined): string | null {
  if (!lang) return null;
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(lang);
    return name && name !== lang ? `${name} (${lang})` : lang;
  } catch {
    return lang;
  }
}
