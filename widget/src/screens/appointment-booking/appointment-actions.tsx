/**
 * What a client can do with a booked appointment: add it to their calendar (an .ics file), move
 * it before `time_to_reschedule`, or cancel it before `time_to_cancel` — behind the spec's
 * confirmation dialog.
 */
import { Trans } from "@lingui/react/macro";
import { useRef, useState } from "react";
import * as v from "valibot";
import { AppointmentDocumentSchema, AppointmentStatus, type AppointmentAttributes } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { CancelAppointmentDialog } from "./cancel-appointment-dialog.js";
import { formatDateTime } from "../../format/local-time.js";
import { ReschedulePanel } from "./reschedule-panel.js";

export function AppointmentActions({
  appointment,
  onChanged,
}: {
  appointment: AppointmentAttributes;
  onChanged(next: AppointmentAttributes, moved: boolean): void;
}) {
  const { api, emit } = useElement();
  const locale = useElementState((s) => s.locale);
  const slug = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.slug : undefined));
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [moving, setMoving] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const { id, confirm_code: code } = appointment;
  const calendar = `${api.base}/api/v3/open/appointments/${id}/calendar.ics?${new URLSearchParams({ code, vendor: api.vendor ?? slug ?? "", lang: locale })}`;
  const until = formatDateTime(appointment.cancel_until_local, locale);

  async function cancel() {
    setBusy(true);
    const result = await api.patch<unknown>(`/api/v3/open/appointments/${id}`, {
      data: { id, type: "appointments", attributes: { status: AppointmentStatus.cancelled, confirm_code: code } },
    });
    setBusy(false);
    const parsed = result.ok ? v.safeParse(AppointmentDocumentSchema, result.data) : undefined;
    setDialog(false);
    if (!parsed?.success) {
      setFailed(true);
      return openerRef.current?.focus();
    }
    emit("cancelled", { id });
    onChanged(parsed.output.data.attributes, false);
  }

  const confirmed = appointment.status === AppointmentStatus.confirmed;
  return (
    <section className="qb-card qb-appointment-actions" aria-labelledby="qb-actions-title">
      <h2 id="qb-actions-title">
        <Trans>Need to make changes?</Trans>
      </h2>
      {confirmed && appointment.cancellable ? (
        <p className="qb-muted">
          <Trans>You can change or cancel this appointment here until {until}.</Trans>
        </p>
      ) : confirmed ? (
        <p className="qb-muted">
          <Trans>It is too close to the appointment to change it online. Please contact the location.</Trans>
        </p>
      ) : null}
      <div role="alert" aria-live="assertive" className="qb-alert">
        {failed ? <Trans>There was an error with your request</Trans> : null}
      </div>
      <div className="qb-actions">
        {confirmed ? (
          <a className="qb-button qb-secondary qb-calendar" href={calendar} download={`appointment-${id}.ics`}>
            <Trans>Add to calendar</Trans>
          </a>
        ) : null}
        {appointment.reschedulable ? (
          <button type="button" className="qb-button qb-secondary qb-reschedule-open" aria-expanded={moving} onClick={() => setMoving((m) => !m)}>
            <Trans>Change the time</Trans>
          </button>
        ) : null}
        {appointment.cancellable ? (
          <button ref={openerRef} type="button" className="qb-button qb-secondary qb-cancel-open" onClick={() => setDialog(true)}>
            <Trans>Cancel appointment</Trans>
          </button>
        ) : null}
      </div>
      {moving && appointment.reschedulable ? (
        <ReschedulePanel
          appointment={appointment}
          onMoved={(next) => {
            setMoving(false);
            onChanged(next, true);
          }}
        />
      ) : null}
      {dialog ? (
        <CancelAppointmentDialog
          busy={busy}
          onKeep={() => {
            setDialog(false);
            openerRef.current?.focus();
          }}
          onConfirm={() => void cancel()}
        />
      ) : null}
    </section>
  );
}
