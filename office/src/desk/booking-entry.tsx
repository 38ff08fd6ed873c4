/**
 * A booked client in the line — checked in (or due, by phone or video) or being served — told
 * apart from the walk-ins by its booked time and staff member. Moving it is the day's business.
 */
import type { StaffAppointmentEntry } from "#contract";
import { useLingui } from "@lingui/react/macro";
import { AuditTrail } from "./audit-trail.js";
import { fullName } from "./client-name.js";
import { EntryActions } from "./entry-actions.js";
import { EntryFacts } from "./entry-facts.js";
import { entryStyle } from "./entry-style.js";
import { useBookingText } from "./use-booking-text.js";
import { useDeskLabels } from "./use-desk-labels.js";
import { VideoForm } from "./video-form.js";

export interface BookingEntryProps {
  entry: StaffAppointmentEntry;
  index: number;
}

export function BookingEntry({ entry, index }: BookingEntryProps) {
  const { t } = useLingui();
  const labels = useDeskLabels();
  const booking = useBookingText();
  const a = entry.attributes;
  const name = fullName(a.client);
  const row = `${entry.type}-${entry.id}`;
  const state = booking.state(a);
  return (
    <li css={entryStyle} className={a.status === 5 ? "booking serving" : "booking"} data-row={row}>
      <h3>{t`${name} — ${state}`}</h3>
      <EntryFacts
        facts={[
          [t`Service`, a.service.name],
          [t`Meeting`, labels.meeting(a.meeting_method, a.fulfillment_method)],
          [t`Checked in`, a.meeting_method === 1 ? booking.checkIn(a) : null],
          [t`Coming along`, booking.attendees(a)],
          [t`Car`, a.car_details],
          [t`Phone`, a.client.cell_phone_formatted || a.client.cell_phone],
          [t`Email`, a.client.email],
          [t`Language`, a.client.lang ? labels.language(a.client.lang) : null],
          [t`Notes`, a.notes],
          [t`Meeting link`, a.meeting_link],
          [t`Dial-in`, a.dial_in ? `${a.dial_in.international}${a.dial_in.pin ? ` · ${t`PIN`} ${a.dial_in.pin}` : ""}` : null],
        ]}
      />
      <EntryActions subject={entry} client={a.client} allowed={a.actions} focus={{ list: "line", row, index }} />
      {a.actions.includes("meeting_link") && <VideoForm subject={entry} client={a.client} current={a} formName={t`Video details for ${name}`} />}
      <AuditTrail subject={entry} name={name} timezone={a.timezone} />
    </li>
  );
}
