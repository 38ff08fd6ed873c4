/**
 * Opens a native `<dialog>` as modal for as long as its component is shown (the browser keeps
 * focus inside it and makes the page behind inert), puts focus on `initialFocus`, and on close
 * gives focus back to what had it before. The browser's own return of focus does not reach into
 * a shadow root (focus fell to `<body>`), and while the dialog is modal what is behind it is
 * inert, so the hand-back waits for the close. A layout effect: its clean-up runs while the
 * dialog is still in the page, before React removes it. What had focus may be gone with the
 * screen (a cancel that went through): then screen focus takes over (use-screen-focus.ts).
 */
import { useLayoutEffect, type RefObject } from "react";

export function useModalDialog(dialogRef: RefObject<HTMLDialogElement | null>, initialFocus: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const scope = dialog?.getRootNode();
    const before = scope instanceof ShadowRoot || scope instanceof Document ? scope.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    initialFocus.current?.focus();
    return () => {
      if (dialog?.open) dialog.close?.();
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [dialogRef, initialFocus]);
}
