/**
 * The state of a button that opens a confirmation dialog and then runs an action: open, busy
 * while it runs, failed when it did not work (the dialog stays, with the error). Closing puts
 * focus back on the button that opened it.
 */
import { useRef, useState } from "react";

export function useConfirmedAction(action: () => Promise<boolean>) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    busy,
    failed,
    openerRef,
    show: () => setOpen(true),
    keep() {
      setOpen(false);
      setFailed(false);
      openerRef.current?.focus();
    },
    async confirm() {
      setBusy(true);
      setFailed(false);
      const ok = await action();
      // On success the screen moves on; the button stays busy so it is not pressed twice.
      if (!ok) {
        setBusy(false);
        setFailed(true);
      }
    },
  };
}
