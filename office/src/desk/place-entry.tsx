/** A walk-in's place in the line: who, what for, how, and what the person may do now. */
import type { StaffQueueEntry } from "#contract";
import { useLingui } from "@lingui/react/macro";
import { AuditTrail } from "./audit-trail.js";
import { fullName } from "./client-name.js";
import { timeAt } from "./desk-time.js";
import { EntryActions } from "./entry-actions.js";
import { EntryFacts } from "./entry-facts.js";
import { entryStyle } from "./entry-style.js";
import { useDeskLabels } from "./use-desk-labels.js";
import { VideoForm } from "./video-form.js";

export interface PlaceEntryProps {
  entry: StaffQueueEntry;
  /** Its place in the list drawn, for where focus goes if it leaves. */
  index: number;
}

export function PlaceEntry({ entry, index }: PlaceEntryProps) {
  const { t, i18n } = useLingui();
  const labels = useDeskLabels();
  const a = entry.attributes;
  const name = fullName(a.client);
  const row = `${entry.type}-${entry.id}`;
  const status = labels.placeStatus(a.status);
  const position = a.position;
  const heading = position !== null ? t`${position}. ${name} — ${status}` : t`${name} — ${status}`;
  return (
    <li css={entryStyle} className={a.status === 5 ? "serving" : undefined} data-row={row}>
      <h3>{heading}</h3>
      <EntryFacts
        facts={[
          [t`Service`, a.service.name],
          [t`Meeting`, labels.meeting(a.meeting_method, a.fulfillment_method)],
          [t`Car`, a.car_details],
          [t`Phone`, a.client.cell_phone_formatted || a.client.cell_phone],
          [t`Email`, a.client.email],
          [t`Language`, a.client.lang ? labels.language(a.client.lang) : null],
          [t`Notes`, [a.notes, a.client.notes].filter(Boolean).join(" / ")],
          ...a.answers.map((answer) => [answer.label, answer.text] as const),
          [t`Expected start`, timeAt(a.expected_start_local, i18n.locale)],
          [t`Served by`, a.user?.full_name],
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
