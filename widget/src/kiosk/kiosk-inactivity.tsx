/**
 * Wraps the screen in kiosk mode only, as its own chunk: runs the inactivity time-out that
 * returns the kiosk to its start page (see use-kiosk-inactivity.ts), and at the start offers
 * clients with a booked appointment to check in by confirmation number instead of joining the
 * line (a chunk of its own, kiosks in a lobby only: not a client's phone that scanned a code).
 */
import { useState, type ReactNode, type RefObject } from "react";
import { useElementState } from "../element/element-context.js";
import { routeLocationId } from "../routing/route.js";
import { KioskCheckInScreen } from "../screens/kiosk-check-in/kiosk-check-in-screen.js";
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
  const locationId = useElementState((s) => routeLocationId(s.route.path));
  const [checkingIn, setCheckingIn] = useState(false);
  useKioskInactivity(root, { enabled: session.resets, timeoutMs: session.inactivityTimeoutMs, atStart: atStart && !checkingIn, onTimeout: () => reset() });
  const offerCheckIn = atStart && session.resets && locationId !== undefined;
  return (
    <>
      {offerCheckIn ? <KioskCheckInScreen locationId={locationId} onOpenChange={setCheckingIn} /> : null}
      {offerCheckIn && checkingIn ? null : children}
    </>
  );
}
