/**
 * Asks before cancelling, since a cancel cannot be undone (the spec's wording). A modal alert
 * dialog inside the shadow root: focus starts on "keep" and Escape keeps the appointment. While
 * the cancel runs its buttons say so (aria-disabled) and do nothing, keeping the focus.
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
          <button
            ref={keepRef}
            type="button"
            className="qb-button qb-secondary qb-cancel-keep"
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : onKeep())}
          >
            <Trans>Keep appointment</Trans>
          </button>
          <button
            type="button"
            className="qb-button qb-cancel-confirm"
            aria-disabled={busy || undefined}
            aria-busy={busy}
            onClick={() => (busy ? undefined : onConfirm())}
          >
            <Trans>Cancel appointment</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
