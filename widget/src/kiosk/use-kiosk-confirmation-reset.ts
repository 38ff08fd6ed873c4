/**
 * On a kiosk the confirmation stays up for a moment (8.5 s by default, spec section 9) and the
 * kiosk then returns to its start page for the next person.
 *
 * A client who needs longer (to note the confirmation number, to have it read out) can hold
 * the screen (WCAG 2.2.1, timing adjustable): the countdown stops, and the kiosk's inactivity
 * time-out, with its "Are you still there?" warning, still returns it to the start (of the
 * appointment's location) once they have gone.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useKioskReturnLocation } from "./kiosk-return-location.js";
import { useKioskReset } from "./use-kiosk-reset.js";

export interface KioskConfirmationReset {
  /** While counting down: when the kiosk resets (epoch ms); otherwise `null`. */
  resetAt: number | null;
  /** The client kept the screen: no reset but the inactivity time-out's. */
  held: boolean;
  hold(): void;
}

/** `locationId`: the confirmed appointment's, whose form the kiosk returns to. */
export function useKioskConfirmationReset(enabled: boolean, delayMs: number, locationId: number | undefined): KioskConfirmationReset {
  const reset = useKioskReset();
  const latest = useRef(reset);
  latest.current = reset;
  useKioskReturnLocation(enabled ? locationId : undefined);
  const [held, setHeld] = useState(false);
  const [resetAt, setResetAt] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || held) return;
    setResetAt(Date.now() + delayMs);
    const timer = setTimeout(() => latest.current(locationId), delayMs);
    return () => {
      clearTimeout(timer);
      setResetAt(null);
    };
  }, [enabled, delayMs, held, locationId]);
  const hold = useCallback(() => setHeld(true), []);
  return { resetAt: enabled && !held ? resetAt : null, held: enabled && held, hold };
}
