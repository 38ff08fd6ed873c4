/**
 * On a kiosk the confirmation stays up for a moment (8.5 s by default, spec section 9) and the
 * kiosk then returns to its start page for the next person.
 */
import { useEffect, useRef } from "react";

export function useKioskConfirmationReset(enabled: boolean, delayMs: number, onReset: () => void): void {
  const latest = useRef(onReset);
  latest.current = onReset;
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, delayMs]);
}
