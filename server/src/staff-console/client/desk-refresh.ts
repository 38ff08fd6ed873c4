/**
 * Reads the desk again — the line and the day view, together — after every live event, every
 * action and once a minute (in case the live connection is down). Reads may overlap (a burst
 * of events, an action): only the latest one is drawn, so an older answer arriving late never
 * undoes a newer one.
 */
import type { StaffAppointmentsResponse, StaffQueueResponse } from "#contract";
import { api } from "./api.js";
import { drawDay } from "./day-view.js";
import { desk, myId } from "./desk-state.js";
import { drawLine } from "./line-view.js";
import { fail } from "./messages.js";
import { ui } from "./page-elements.js";
import { drawStaff } from "./staff-list.js";
import { zoneLabel } from "./zone-time.js";

let latest = 0;
let burstTimer: number | undefined;

function dayQuery(): string {
  const query = new URLSearchParams();
  if (desk.date) query.set("date", desk.date);
  const mine = myId();
  if (desk.onlyMine && mine !== null) query.set("staff_id", String(mine));
  const text = query.toString();
  return text ? `?${text}` : "";
}

export async function refresh(): Promise<void> {
  const id = desk.locationId;
  if (id === undefined) return;
  const read = ++latest;
  const [line, day] = await Promise.all([
    api<StaffQueueResponse>("GET", `/api/v2/staff/locations/${id}/queue`),
    api<StaffAppointmentsResponse>("GET", `/api/v2/staff/locations/${id}/appointments${dayQuery()}`),
  ]);
  if (read !== latest || id !== desk.locationId) return;
  // The staff (the move form's choices) and the zone (the line's times) before what uses them.
  if (line.ok) drawStaff(line.data);
  if (day.ok) {
    const { timezone, local_now: now } = day.data.meta.location;
    ui.zone.textContent = `Times are the location's: ${zoneLabel(timezone, now)}.`;
    drawDay(day.data);
  }
  if (line.ok) drawLine(line.data);
  const failed = [line, day].find((result) => !result.ok);
  fail(failed && !failed.ok ? failed.message : "");
}

/** Several events in a burst (a join and its recompute) become one read. */
export function scheduleRefresh(): void {
  window.clearTimeout(burstTimer);
  burstTimer = window.setTimeout(() => void refresh(), 150);
}
