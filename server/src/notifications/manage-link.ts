/** The client's manage page for one appointment, as linked from every notification. */
import type { Locale } from "../../../widget/src/contract/index.js";

/**
 * `{publicUrl}/callback-service/manage?id=…&code=…&lang=…`. The confirm code in the link is what
 * lets the client see and cancel the appointment without an account.
 */
export function manageLink(publicUrl: string, appointmentId: number, confirmCode: string, locale: Locale): string {
  return linkWithCode(publicUrl, "/callback-service/manage", appointmentId, confirmCode, locale);
}

/** The manage page of a booked appointment: `{publicUrl}/book/manage?id=…&code=…&lang=…`. */
export function appointmentManageLink(publicUrl: string, appointmentId: number, confirmCode: string, locale: Locale): string {
  return linkWithCode(publicUrl, "/book/manage", appointmentId, confirmCode, locale);
}

function linkWithCode(publicUrl: string, path: string, appointmentId: number, confirmCode: string, locale: Locale): string {
  const url = new URL(`${publicUrl.replace(/\/+$/, "")}${path}`);
  url.searchParams.set("id", String(appointmentId));
  url.searchParams.set("code", confirmCode);
  url.searchParams.set("lang", locale);
  return url.toString();
}
