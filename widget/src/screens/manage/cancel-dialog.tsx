/**
 * Asks before cancelling, since a cancel cannot be undone. A modal alert dialog inside the
 * shadow root: focus starts on "keep" (the safe choice) and Escape keeps the appointment.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

export interface CancelDialogProps {
  busy: boolean;
  failed: boolean;
  onKeep(): void;
  onConfirm(): void;
}

export function CancelDialog({ busy, failed, onKeep, onConfirm }: CancelDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div className="qb-manage-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="qb-cancel-question"
        className="qb-card qb-manage-dialog"
        onKeyDown={(e) => {
          if (e.key === "Escape" && !busy) onKeep();
        }}
      >
        <p id="qb-cancel-question">
          <Trans>Are you sure you want to cancel this appointment? Cancelling cannot be undone.</Trans>
        </p>
        {failed ? (
          <p role="alert" className="qb-manage-error">
            <Trans>There was an error with your request</Trans>
          </p>
        ) : null}
        <div className="qb-manage-actions">
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
