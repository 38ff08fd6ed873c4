/**
 * One client's history (the audit trail), read when its disclosure is opened: who did what and
 * when, oldest first. The trail's instants carry no wall time of their own, so they are written
 * in the location's zone by the browser's rules, with the zone named.
 */
import type { StaffAuditEntry } from "#contract";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ApiFailure } from "../api/office-api.js";
import type { Subject } from "./desk-api.js";
import { useDesk } from "./desk-context.js";
import { disclosureStyle } from "./form-style.js";
import { useFailureText } from "./use-failure-text.js";

export interface AuditTrailProps {
  subject: Subject;
  name: string;
  timezone: string;
}

type Trail = { state: "closed" } | { state: "loading" } | { state: "shown"; entries: StaffAuditEntry[] } | { state: "failed"; error: ApiFailure };

export function AuditTrail({ subject, name, timezone }: AuditTrailProps) {
  const { t, i18n } = useLingui();
  const { api } = useDesk();
  const failureText = useFailureText();
  const [trail, setTrail] = useState<Trail>({ state: "closed" });
  const sentence = (action: string, who: string) =>
    ({
      start: t`${who} started the visit`,
      complete: t`${who} completed the visit`,
      serve: t`${who} marked it served`,
      no_show: t`${who} marked a no-show`,
      cancel: t`${who} cancelled`,
      check_in: t`${who} checked the client in`,
      move: t`${who} moved the appointment`,
      meeting_link: t`${who} set the video details`,
      call_next: t`${who} called the client`,
    })[action] ?? `${who}: ${action}`;
  const actorName = (actor: StaffAuditEntry["attributes"]["actor"]) =>
    ({ staff: actor.full_name ?? t`A staff member`, admin: t`An administrator`, client: t`The client`, kiosk: t`A kiosk`, system: t`The system` })[actor.kind];
  const when = (instant: string) => {
    try {
      return new Intl.DateTimeFormat(i18n.locale, { timeZone: timezone, dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
    } catch {
      return instant;
    }
  };

  const load = async () => {
    setTrail({ state: "loading" });
    const result = await api.audit(subject);
    setTrail(result.ok ? { state: "shown", entries: result.data.data } : { state: "failed", error: result.error });
  };

  return (
    <details
      css={disclosureStyle}
      onToggle={(event) => {
        if (event.currentTarget.open) void load();
        else setTrail({ state: "closed" });
      }}
    >
      <summary aria-label={t`History: ${name}`}>{t`History`}</summary>
      {trail.state === "loading" && <p>{t`Loading the history…`}</p>}
      {trail.state === "failed" && <p>{failureText(trail.error)}</p>}
      {trail.state === "shown" &&
        (trail.entries.length ? (
          <ol>
            {trail.entries.map((entry) => {
              const a = entry.attributes;
              const at = when(a.created);
              const what = sentence(a.action, actorName(a.actor));
              return <li key={entry.id}>{t`${at}: ${what}`}</li>;
            })}
          </ol>
        ) : (
          <p>{t`Nothing has been done yet.`}</p>
        ))}
    </details>
  );
}
