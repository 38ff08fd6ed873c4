/** Whether a requested start can be booked now, and by whom, from a loaded availability. */
import type { DaySlots } from "./availability-engine.js";
import type { Availability } from "./load-availability.js";

export type SlotChoice =
  /** Outside the hours, the window or the grid, or not served by the staff member asked for. */
  | { kind: "unavailable" }
  /** A real slot, but nobody is free for it any more. */
  | { kind: "taken" }
  | { kind: "free"; staffIds: number[] };

const slotAt = (days: readonly DaySlots[], start: number) => days.flatMap((d) => d.slots).find((s) => s.start === start);

export function chooseSlot(availability: Availability, start: number, staffId?: number): SlotChoice {
  const possible = slotAt(availability.possible, start);
  if (!possible || (staffId !== undefined && !possible.staffIds.includes(staffId))) return { kind: "unavailable" };
  const free = (slotAt(availability.days, start)?.staffIds ?? []).filter((id) => staffId === undefined || id === staffId);
  return free.length ? { kind: "free", staffIds: free } : { kind: "taken" };
}
