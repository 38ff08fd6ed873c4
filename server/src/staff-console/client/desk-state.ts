/** What the console is looking at: one tab, one signed-in person, one location. */
import type { StaffMeResponse, StaffMemberSummary } from "#contract";

export const desk: {
  me: StaffMeResponse | undefined;
  locationId: number | undefined;
  /** The day view's date; undefined is the location's today, as the server counts it. */
  date: string | undefined;
  /** The location's today, from the last read of today. */
  today: string | undefined;
  /** The day view shows only the signed-in person's bookings. */
  onlyMine: boolean;
  /** Everyone assigned to the location (the move form's choices). */
  staff: StaffMemberSummary[];
} = { me: undefined, locationId: undefined, date: undefined, today: undefined, onlyMine: false, staff: [] };

/** The signed-in staff member's id (null for none). */
export const myId = () => desk.me?.data.id ?? null;
