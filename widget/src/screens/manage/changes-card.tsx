/**
 * The changes card, only while waiting and not in kiosk mode (spec section 2, card 5): a
 * cancel button behind a confirmation dialog. On success the page turns to the cancelled
 * screen, so this card unmounts.
 */
import { Trans } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { CancelDialog } from "./cancel-dialog.js";

export function ChangesCard({ onCancel }: { onCancel(): Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keep = () => {
    setOpen(false);
    setFailed(false);
    openerRef.current?.focus();
  };
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const ok = await onCancel();
    if (!ok) {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <section className="qb-card qb-manage-changes" aria-labelledby="qb-manage-changes">
      <h2 id="qb-manage-changes">
        <Trans>Need to make changes?</Trans>
      </h2>
      <button ref={openerRef} type="button" className="qb-button qb-secondary qb-cancel-open" onClick={() => setOpen(true)}>
        <Trans>Cancel appointment</Trans>
      </button>
      {open ? <CancelDialog busy={busy} failed={failed} onKeep={keep} onConfirm={() => void confirm()} /> : null}
    </section>
  );
}
