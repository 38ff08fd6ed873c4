/** The kiosk's reset (see reset-kiosk.ts), fetched when a kiosk first resets: most elements never do. */
import { useElement } from "../element/element-context.js";

export function useKioskReset(): (locationId?: number) => void {
  const element = useElement();
  return (locationId) => void import("./reset-kiosk.js").then((m) => m.resetKiosk(element, element.store.getState().route, locationId));
}
