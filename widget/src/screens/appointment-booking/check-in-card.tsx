/**
 * "I have arrived" (issue: check-in): an in-person client checks in from the appointment's page
 * once it is near the time, and staff see them as arrived. Before the window opens the card
 * says from when; after checking in it says so, and focus moves to that message so a
 * screen-reader user hears it (the button they pressed is gone).
 */
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { AppointmentStatus, MeetingMethod, type AppointmentAttributes } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { formatDay, formatTime } from "../../format/local-time.js";
import { checkInOpensDay } from "./check-in-opens-day.js";

export function CheckInCard({ appointment, onCheckedIn }: { appointment: AppointmentAttributes; onCheckedIn(checkedInAt: string): void }) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [justCheckedIn, setJustCheckedIn] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const { id, status, meeting_method, checked_in_at, can_check_in, check_in_from_local, ended } = appointment;

  useEffect(() => {
    if (justCheckedIn) doneRef.current?.focus();
  }, [justCheckedIn]);

  if (meeting_method !== MeetingMethod.inPerson || status !== AppointmentStatus.confirmed) return null;
  const from = check_in_from_local ? formatTime(check_in_from_local, locale, true) : "";
  const earlierDay = check_in_from_local ? checkInOpensDay(check_in_from_local, appointment.start_local) : null;
  const day = earlierDay ? formatDay(earlierDay, locale, "long") : "";

  async function checkIn() {
    setBusy(true);
    setFailed(false);
    const result = await api.post<{ data?: { attributes?: { checked_in_at?: string | null } } }>(`/api/v3/open/appointments/${id}/check-in`, {
      code: appointment.confirm_code,
    });
    setBusy(false);
    const at = result.ok ? result.data.data?.attributes?.checked_in_at : undefined;
    if (!at) return setFailed(true);
    setJustCheckedIn(true);
    onCheckedIn(at);
  }

  return (
    <section className="qb-card qb-check-in" aria-labelledby="qb-check-in-title">
      <h2 id="qb-check-in-title">
        <Trans>Check in</Trans>
      </h2>
      {checked_in_at ? (
        <p ref={doneRef} tabIndex={-1} className="qb-checked-in">
          <Trans>You are checked in. We will call you when it is your turn.</Trans>
        </p>
      ) : can_check_in ? (
        <>
          <p>
            <Trans>When you are at the location, let us know you have arrived.</Trans>
          </p>
          <button type="button" className="qb-button" aria-disabled={busy} onClick={() => void (busy ? undefined : checkIn())}>
            <Trans>I have arrived</Trans>
          </button>
        </>
      ) : check_in_from_local && !ended ? (
        <p className="qb-muted">
          {earlierDay ? (
            <Trans>
              You can check in here from {from} on {day}, the day before your appointment.
            </Trans>
          ) : (
            <Trans>You can check in here from {from} on the day of your appointment.</Trans>
          )}
        </p>
      ) : null}
      <div role="alert" className="qb-alert">
        {failed ? <Trans>We could not check you in. Please let the staff know you are here.</Trans> : null}
      </div>
    </section>
  );
}
