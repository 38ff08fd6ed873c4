/**
 * Wraps the screen in kiosk mode only, as its own chunk: runs the inactivity time-out that
 * returns the kiosk to its start page (see use-kiosk-inactivity.ts), warning before it with
 * "Are you still there?" (its texts load with this wrapper, so the warning never waits for
 * them; should they fail, the kiosk resets as it did without a warning), and at the start offers
 * clients with a booked appointment to check in by confirmation number instead of joining the
 * line (a chunk of its own, kiosks in a lobby only: not a client's phone that scanned a code).
 */
import { useRef, useState, type ReactNode, type RefObject } from "react";
import { useElementState } from "../element/element-context.js";
import { routeLocationId } from "../routing/route.js";
import type { I18n } from "@lingui/core";
import type { Locale } from "#contract";
import { loadAreaCatalog, useAreaCatalog } from "../i18n/area-catalog.js";
import { KioskCheckInScreen } from "../screens/kiosk-check-in/kiosk-check-in-screen.js";
import { kioskTimeoutCatalog } from "./timeout/kiosk-timeout-catalog.js";
import { StillThereDialog } from "./timeout/still-there-dialog.js";
import { KioskReturnLocation } from "./kiosk-return-location.js";
import { useKioskInactivity } from "./use-kiosk-inactivity.js";
import { useKioskReset } from "./use-kiosk-reset.js";
import { useKioskSession } from "./use-kiosk-session.js";

export interface KioskInactivityProps {
  root: RefObject<Element | null>;
  atStart: boolean;
  children: ReactNode;
}

/** The texts the time-out and the check-in offer show, had before a painted kiosk is taken over (`app/first-screen-preload.ts`). */
export async function preloadKioskTexts(i18n: I18n): Promise<void> {
  await Promise.all([KioskCheckInScreen.preload(i18n), loadAreaCatalog(i18n, kioskTimeoutCatalog, i18n.locale as Locale)]);
}

export function KioskInactivity({ root, atStart, children }: KioskInactivityProps) {
  const session = useKioskSession();
  const reset = useKioskReset();
  const locationId = useElementState((s) => routeLocationId(s.route.path));
  const [checkingIn, setCheckingIn] = useState(false);
  // Set by a confirmation, whose path names no location (see kiosk-return-location.ts).
  const returnTo = useRef<number | undefined>(undefined);
  const idle = useKioskInactivity(root, {
    enabled: session.resets,
    timeoutMs: session.inactivityTimeoutMs,
    atStart: atStart && !checkingIn,
    onTimeout: () => reset(returnTo.current),
  });
  const texts = useAreaCatalog(session.resets ? kioskTimeoutCatalog : undefined);
  const offerCheckIn = atStart && session.resets && locationId !== undefined;
  return (
    <KioskReturnLocation.Provider value={returnTo}>
      {offerCheckIn ? (
        // The offer's room is kept while its chunk loads, so the form below it does not move down
        // when it comes (kiosk-layout.tsx sizes the slot).
        <div className="qb-kiosk-check-in-slot">
          <KioskCheckInScreen locationId={locationId} onOpenChange={setCheckingIn} />
        </div>
      ) : null}
      {offerCheckIn && checkingIn ? null : children}
      {idle.resetAt !== null && texts === "ready" ? <StillThereDialog resetAt={idle.resetAt} onMoreTime={idle.restart} /> : null}
    </KioskReturnLocation.Provider>
  );
}
