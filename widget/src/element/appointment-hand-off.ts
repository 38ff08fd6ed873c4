/**
 * The join's answer handed to the confirmation (element-context.tsx, `handOffs`): the same
 * document `GET /api/v2/open/queue-appointments/{id}?code=` answers, in the same language, so
 * the confirmation shows it at once and reads the appointment only once, when its live channel
 * is subscribed (which covers whatever changed in between).
 */
import type { ElementContextValue } from "./element-context.js";

const key = (id: string, code: string, locale: string) => `queue-appointment ${id} ${code} ${locale}`;

export function handOffAppointment(element: ElementContextValue, id: string, code: string, locale: string, document: unknown): void {
  element.handOffs.set(key(id, code, locale), document);
}

/** The handed-off document for this read, once; later calls (a reload, another screen) get nothing. */
export function takeAppointmentHandOff(element: ElementContextValue, id: string, code: string, locale: string): unknown {
  const k = key(id, code, locale);
  const document = element.handOffs.get(k);
  element.handOffs.delete(k);
  return document;
}
