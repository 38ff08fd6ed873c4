/**
 * Who works at the location, on or off duty, and the presence switches: one's own (the toolbar's
 * duty button) and, for managers, everyone else's.
 */
import type { StaffMemberSummary, StaffQueueResponse } from "#contract";
import { api } from "./api.js";
import { desk, myId } from "./desk-state.js";
import { actionButton, make } from "./dom.js";
import { fail, say } from "./messages.js";
import { ui } from "./page-elements.js";
import { requestRefresh } from "./refresh-signal.js";

export function drawStaff(queue: StaffQueueResponse): void {
  const here = desk.me?.meta.locations.find((l) => l.id === desk.locationId);
  const onDuty = queue.meta.staff.some((s) => s.id === myId());
  ui.duty.hidden = !here?.assigned;
  ui.duty.textContent = onDuty ? "Go off duty" : "Go on duty";
  ui.duty.setAttribute("aria-pressed", String(onDuty));
  desk.staff = [...queue.meta.staff, ...queue.meta.off_duty_staff];
  ui.staff.replaceChildren(...desk.staff.map((s) => staffItem(s, queue.meta.can_manage_presence)));
}

function staffItem(member: StaffMemberSummary, canManage: boolean): HTMLLIElement {
  const serving = member.serving_id || member.serving_booking_id ? ", serving" : "";
  const item = make("li", `${member.full_name} — ${member.on_duty ? "on duty" : "off duty"}${serving}`);
  if (canManage && member.id !== myId()) {
    const label = member.on_duty ? "Put off duty" : "Put on duty";
    item.append(actionButton(label, member.full_name, `presence-${member.id}`, () => void presence(!member.on_duty, member.id)));
  }
  return item;
}

/** Oneself (no `staffId`) or, for managers, someone else on or off duty here. */
export async function presence(onDuty: boolean, staffId?: number): Promise<void> {
  if (desk.locationId === undefined) return;
  const result = await api("PUT", "/api/v2/staff/presence", { location_id: desk.locationId, on_duty: onDuty, staff_id: staffId });
  if (!result.ok) return fail(result.message);
  say(onDuty ? "On duty." : "Off duty.");
  await requestRefresh();
}
