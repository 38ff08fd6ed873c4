/**
 * Which day the check-in window opens, when that is not the appointment's own day: a booking at
 * 12:00 AM with check-in 30 minutes before opens at 11:30 PM the evening before, and "on the day
 * of your appointment" would send the client there a day late.
 */
import type { LocalTime } from "#contract";

/** The location's calendar day (`YYYY-MM-DD`) check-in opens on, or null when it is the appointment's day. */
export function checkInOpensDay(from: Pick<LocalTime, "wall">, start: Pick<LocalTime, "wall">): string | null {
  const day = from.wall.slice(0, 10);
  return day === start.wall.slice(0, 10) ? null : day;
}
