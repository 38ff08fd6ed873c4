/**
 * Moving a booked appointment: its service's free times (with the same staff member when the
 * client chose them), then "Move appointment". A time taken meanwhile is said at once and the
 * times are read again.
 */
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import * as v from "valibot";
import { AppointmentDocumentSchema, type AppointmentAttributes } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { TimeslotPicker } from "./timeslot-picker.js";
import { useWeekTimes } from "./use-week-times.js";

export function ReschedulePanel({ appointment, onMoved }: { appointment: AppointmentAttributes; onMoved(next: AppointmentAttributes): void }) {
  const { api } = useElement();
  const invite = useElementState((s) => s.route.query.invite);
  const [start, setStart] = useState<string | undefined>();
  const [day, setDay] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [taken, setTaken] = useState(0);
  const [failed, setFailed] = useState(false);
  const week = useWeekTimes(
    {
      locationId: appointment.location_id,
      serviceId: appointment.service_id,
      meetingMethod: appointment.meeting_method,
      staffId: appointment.staff_chosen ? appointment.staff_id : undefined,
      invite,
    },
    day,
    taken,
  );

  async function move() {
    if (!start) return;
    setBusy(true);
    setFailed(false);
    const result = await api.patch<unknown>(`/api/v3/open/appointments/${appointment.id}`, {
      data: { id: appointment.id, type: "appointments", attributes: { start, confirm_code: appointment.confirm_code } },
    });
    setBusy(false);
    const parsed = result.ok ? v.safeParse(AppointmentDocumentSchema, result.data) : undefined;
    if (parsed?.success) return onMoved(parsed.output.data.attributes);
    if (!result.ok && (result.error.code === "slot_taken" || result.error.errors.some((e) => e.field === "start"))) {
      setStart(undefined);
      setTaken((n) => n + 1);
    } else setFailed(true);
  }

  return (
    <section className="qb-card qb-reschedule" aria-labelledby="qb-reschedule-title">
      <h2 id="qb-reschedule-title">
        <Trans>Choose a new time</Trans>
      </h2>
      <div role="alert" aria-live="assertive" className="qb-alert">
        {taken ? <Trans>Sorry, that time has just been booked by someone else. Please choose another time.</Trans> : null}
        {failed ? <Trans>There was an error with your request</Trans> : null}
      </div>
      <TimeslotPicker
        week={week}
        value={start}
        day={day}
        onChange={(next, nextDay) => {
          setStart(next);
          setDay(nextDay);
        }}
      />
      <button type="button" className="qb-button" disabled={!start || busy} aria-busy={busy} onClick={() => void move()}>
        <Trans>Move appointment</Trans>
      </button>
    </section>
  );
}
