/**
 * "Are you still there?": the kiosk's warning before its inactivity time-out clears what a
 * client has begun (WCAG 2.2.1). A native modal `<dialog>` with the alertdialog role, so a
 * screen reader reads its title and text as it opens; focus goes to "I need more time", which
 * (or Escape, or any activity) closes it and starts the time-out over. The big countdown is not
 * a live region: read once with the text, not every second. Focus goes back where it was, so a
 * client can go on typing.
 */
import { Plural, Trans } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useModalDialog } from "../../ui/use-modal-dialog.js";
import { useSecondsLeft } from "../use-seconds-left.js";
import { stillThereStyles } from "./kiosk-timeout-styles.js";

export interface StillThereDialogProps {
  /** When the kiosk resets (epoch ms). */
  resetAt: number;
  onMoreTime(): void;
}

export function StillThereDialog({ resetAt, onMoreTime }: StillThereDialogProps) {
  const id = useId();
  const seconds = useSecondsLeft(resetAt);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, buttonRef);
  return (
    <dialog
      ref={dialogRef}
      css={stillThereStyles}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="qb-kiosk-still-there"
      onCancel={(event) => {
        event.preventDefault();
        onMoreTime();
      }}
    >
      <h2 id={`${id}-title`}>
        <Trans>Are you still there?</Trans>
      </h2>
      <p id={`${id}-text`}>
        <Plural value={seconds} one="For your privacy, this screen will clear in # second." other="For your privacy, this screen will clear in # seconds." />
      </p>
      <p className="qb-kiosk-seconds" aria-hidden="true">
        {seconds}
      </p>
      <button ref={buttonRef} type="button" className="qb-button" onClick={onMoreTime}>
        <Trans>I need more time</Trans>
      </button>
    </dialog>
  );
}
