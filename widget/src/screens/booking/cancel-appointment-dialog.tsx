/**
 * Asks before cancelling, since a cancel cannot be undone (the spec's wording). A modal alert
 * dialog inside the shadow root: focus starts on "keep" and Escape keeps the appointment.
 * The queue's manage page has its twin, whose texts live in that page's catalog; this one
 * carries them in the booking catalog, so the booking chunk never needs the manage page's.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

export function CancelAppointmentDialog({ busy, onKeep, onConfirm }: { busy: boolean; onKeep(): void; onConfirm(): void }) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div className="qb-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="qb-cancel-question"
        className="qb-card qb-dialog"
        onKeyDown={(e) => {
          if (e.key === "Escape" && !busy) onKeep();
        }}
      >
        <p id="qb-cancel-question">
          <Trans>Are you sure you want to cancel this appointment? Cancelling cannot be undone.</Trans>
        </p>
        <div className="qb-actions">
          <button ref={keepRef} type="button" className="qb-button qb-secondary qb-cancel-keep" disabled={busy} onClick={onKeep}>
            <Trans>Keep appointment</Trans>
          </button>
          <button type="button" className="qb-button qb-cancel-confirm" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            <Trans>Cancel appointment</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
