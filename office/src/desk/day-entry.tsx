/**
 * One booking of the day: its time on the location's clock, the client, what for, how, with whom,
 * its status and check-in, the actions, the video link and the move. A card rather than a table
 * row, so a phone's width shows it whole, without scrolling sideways.
 */
import type { StaffAppointmentEntry, StaffMemberSummary } from "#contract";
import { useLingui } from "@lingui/react/macro";
import { AuditTrail } from "./audit-trail.js";
import { fullName } from "./client-name.js";
import { timeAt } from "./desk-time.js";
import { EntryActions } from "./entry-actions.js";
import { EntryFacts } from "./entry-facts.js";
import { entryStyle } from "./entry-style.js";
import { MoveForm } from "./move-form.js";
import { useBookingText } from "./use-booking-text.js";
import { useDeskLabels } from "./use-desk-labels.js";
import { VideoForm } from "./video-form.js";

export interface DayEntryProps {
  entry: StaffAppointmentEntry;
  index: number;
  staff: readonly StaffMemberSummary[];
}

export function DayEntry({ entry, index, staff }: DayEntryProps) {
  const { t, i18n } = useLingui();
  const labels = useDeskLabels();
  const booking = useBookingText();
  const a = entry.attributes;
  const name = fullName(a.client);
  const row = `day-${entry.id}`;
  const start = timeAt(a.start_local, i18n.locale);
  const end = timeAt(a.end_local, i18n.locale);
  // The forms' names (landmarks) differ from the line's, where the client may show too.
  const booked = t`${name}'s appointment at ${start}`;
  const contact = [a.client.cell_phone_formatted || a.client.cell_phone, a.client.email].filter(Boolean).join(" · ");
  return (
    <li css={entryStyle} className={a.status === 5 ? "booking serving" : "booking"} data-row={row}>
      <h3>{t`${start} – ${end}: ${name}`}</h3>
      <EntryFacts
        facts={[
          [t`Status`, booking.status(a)],
          [t`Service`, a.service.name],
          [t`Meeting`, labels.meeting(a.meeting_method, a.fulfillment_method)],
          [t`Staff member`, a.staff.full_name],
          [t`Checked in`, booking.checkIn(a)],
          [t`Contact`, contact],
          [t`Language`, a.client.lang ? labels.language(a.client.lang) : null],
          [t`Coming along`, booking.attendees(a)],
          [t`Car`, a.car_details],
          [t`Notes`, a.notes],
          [t`Meeting link`, a.meeting_link],
        ]}
      />
      <EntryActions subject={entry} client={a.client} allowed={a.actions} focus={{ list: "day", row, index }} />
      {a.actions.includes("meeting_link") && <VideoForm subject={entry} client={a.client} current={a} formName={t`Video details for ${booked}`} />}
      {a.actions.includes("move") && <MoveForm entry={entry} staff={staff} formName={t`Move ${booked}`} />}
      <AuditTrail subject={entry} name={booked} timezone={a.timezone} />
    </li>
  );
}
