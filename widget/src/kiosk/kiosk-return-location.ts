/**
 * The location a kiosk returns to when the screen knows it better than the route: the
 * confirmation page's path names no location, its appointment does. The kiosk's inactivity
 * time-out (kiosk-inactivity.tsx) provides the slot, so a confirmation the client kept on
 * screen and then left returns to that location's form, not to the location search.
 */
import { createContext, useContext, useEffect } from "react";

export const KioskReturnLocation = createContext<{ current: number | undefined } | null>(null);

/** While mounted, the kiosk returns to this location. */
export function useKioskReturnLocation(locationId: number | undefined): void {
  const slot = useContext(KioskReturnLocation);
  useEffect(() => {
    if (!slot || locationId === undefined) return;
    slot.current = locationId;
    return () => {
      if (slot.current === locationId) slot.current = undefined;
    };
  }, [slot, locationId]);
}
