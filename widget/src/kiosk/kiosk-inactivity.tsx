/**
 * Wraps the screen in kiosk mode only, as its own chunk: runs the inactivity time-out that
 * returns the kiosk to its start page (see use-kiosk-inactivity.ts).
 */
import type { ReactNode, RefObject } from "react";
import { useKioskInactivity } from "./use-kiosk-inactivity.js";
import { useKioskReset } from "./use-kiosk-reset.js";
import { useKioskSession } from "./use-kiosk-session.js";

export interface KioskInactivityProps {
  root: RefObject<Element | null>;
  atStart: boolean;
  children: ReactNode;
}

export function KioskInactivity({ root, atStart, children }: KioskInactivityProps) {
  const session = useKioskSession();
  const reset = useKioskReset();
  useKioskInactivity(root, { enabled: session.resets, timeoutMs: session.inactivityTimeoutMs, atStart, onTimeout: () => reset() });
  return children;
}
