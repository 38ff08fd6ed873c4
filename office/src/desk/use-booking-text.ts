/** How a booking reads on the desk, the same in the line and the day, on the location's clock. */
import type { StaffAppointmentAttributes } from "#contract";
import { useLingui } from "@lingui/react/macro";
import { timeAt } from "./desk-time.js";
import { useDeskLabels } from "./use-desk-labels.js";

export interface BookingText {
  /** "Booked 10:30 AM EST with Ana Lopez · checked in": what sets a booked client apart in the line. */
  state(a: StaffAppointmentAttributes): string;
  /** "In progress since 10:31 AM EST", "Completed at 10:45 AM EST", "Booked · due now". */
  status(a: StaffAppointmentAttributes): string;
  /** When the client checked in; remote visits need none. */
  checkIn(a: StaffAppointmentAttributes): string;
  /** "Lucía Pérez, Juan Pérez": who comes along. */
  attendees(a: StaffAppointmentAttributes): string;
}

export function useBookingText(): BookingText {
  const { t, i18n } = useLingui();
  const labels = useDeskLabels();
  const at = (local: StaffAppointmentAttributes["start_local"] | null) => timeAt(local, i18n.locale);
  return {
    state(a) {
      const time = at(a.start_local);
      const who = a.staff.full_name;
      if (a.status === 5) return t`Booked ${time} with ${who} · in progress`;
      if (a.checked_in_at) return t`Booked ${time} with ${who} · checked in`;
      return a.due ? t`Booked ${time} with ${who} · due` : t`Booked ${time} with ${who}`;
    },
    status(a) {
      const name = labels.bookingStatus(a.status);
      if (a.status === 5 && a.started_at_local) {
        const time = at(a.started_at_local);
        return t`${name} since ${time}`;
      }
      if ((a.status === 2 || a.status === 6) && a.finished_at_local) {
        const time = at(a.finished_at_local);
        return t`${name} at ${time}`;
      }
      return a.due ? t`${name} · due now` : name;
    },
    checkIn(a) {
      if (a.meeting_method !== 1) return t`Not needed`;
      return a.checked_in_at_local ? at(a.checked_in_at_local) : t`Not yet`;
    },
    attendees: (a) => new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(a.attendees.map((p) => `${p.first_name} ${p.last_name}`.trim())),
  };
}
