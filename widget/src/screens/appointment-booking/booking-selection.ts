/**
 * The booking selection state (spec section 3) as it lives in the route's query: what the
 * client chose so far, read and written in one place.
 */
import { MeetingMethod } from "#contract";

export interface BookingSelection {
  serviceId?: number;
  meetingMethod: number;
  locationId?: number;
  /** A staff member the client chose; undefined: anyone free. */
  staffId?: number;
  /** The local day shown in the times step. */
  date?: string;
  /** The chosen start (UTC instant). */
  start?: string;
  /** Converting a queue spot: its id and confirm code. */
  walkin?: { id: number; code: string };
  invite?: string;
}

const id = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : undefined);

export function readSelection(query: Record<string, string>, defaults: { locationId?: number; serviceId?: number; meetingMethod?: number }): BookingSelection {
  const walkinId = id(query.walkin_id);
  const method = id(query.meeting_method);
  return {
    serviceId: id(query.service) ?? defaults.serviceId,
    meetingMethod: method !== undefined && method >= 1 && method <= 4 ? method : (defaults.meetingMethod ?? MeetingMethod.inPerson),
    locationId: id(query.location) ?? defaults.locationId,
    staffId: id(query.staff),
    date: query.date && /^\d{4}-\d{2}-\d{2}$/.test(query.date) ? query.date : undefined,
    start: query.start && !Number.isNaN(Date.parse(query.start)) ? query.start : undefined,
    walkin: walkinId !== undefined && query.code ? { id: walkinId, code: query.code } : undefined,
    invite: query.invite || undefined,
  };
}

/** The query with some choices changed; `undefined` removes one. */
export function withChoices(query: Record<string, string>, changes: Record<string, string | number | undefined>): Record<string, string> {
  const next = { ...query };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = String(value);
  }
  return next;
}
