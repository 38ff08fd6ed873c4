/**
 * The wait a location's list row and details show: the expected start of an in-person client
 * joining the quickest service someone at the location can serve (ms), or null for none.
 */
import { MeetingMethod } from "#contract";
import type { LineState } from "../../queue/line/line-state.js";

export function soonestInPersonStart(line: LineState | undefined, now: number): number | null {
  let soonest: number | null = null;
  for (const staff of line?.staff ?? []) {
    for (const key of staff.serves) {
      const [serviceId, method] = key.split(":").map(Number);
      if (method !== MeetingMethod.inPerson || serviceId === undefined) continue;
      const start = line?.startForNewClient(serviceId, MeetingMethod.inPerson, now) ?? null;
      if (start !== null && (soonest === null || start < soonest)) soonest = start;
    }
  }
  return soonest;
}
