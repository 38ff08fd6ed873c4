/**
 * Asks before an action that cannot be taken back (cancel, convert). A native modal `<dialog>`
 * inside the shadow root: the browser keeps focus inside it and makes the page behind inert.
 * Focus starts on "keep" (the safe choice) and Escape keeps, unless the action is under way;
 * closed, it gives focus back to the button that opened it. While the action runs its buttons
 * say so (aria-disabled) and do nothing, but keep the focus a disabled button would drop.
 */
import { Trans } from "@lingui/react/macro";
import { useId, useRef, type ReactNode } from "react";
import { useModalDialog } from "../../ui/use-modal-dialog.js";

export interface ConfirmDialogProps {
  question: ReactNode;
  detail?: ReactNode;
  keepLabel: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  failed: boolean;
  onKeep(): void;
  onConfirm(): void;
}

export function ConfirmDialog({ question, detail, keepLabel, confirmLabel, busy, failed, onKeep, onConfirm }: ConfirmDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, keepRef);
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-question`}
      aria-describedby={detail ? `${id}-detail` : undefined}
      className="qb-card qb-manage-dialog"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onKeep();
      }}
    >
      <p id={`${id}-question`} className="qb-manage-question">
        {question}
      </p>
      {detail ? <p id={`${id}-detail`}>{detail}</p> : null}
      {failed ? (
        <p role="alert" className="qb-manage-error">
          <Trans>There was an error with your request</Trans>
        </p>
      ) : null}
      <div className="qb-manage-actions">
        <button
          ref={keepRef}
          type="button"
          className="qb-button qb-secondary qb-dialog-keep"
          aria-disabled={busy || undefined}
          onClick={() => (busy ? undefined : onKeep())}
        >
          {keepLabel}
        </button>
        <button
          type="button"
          className="qb-button qb-dialog-confirm"
          aria-disabled={busy || undefined}
          aria-busy={busy}
          onClick={() => (busy ? undefined : onConfirm())}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
