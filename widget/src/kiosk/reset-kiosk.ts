/**
 * Returns the kiosk to its start page for the next person (spec sections 4 and 6), clearing
 * what the last one chose: a hosted page loads `/how?…` afresh; an element on a vendor's page
 * moves to the location's form and remounts, so no screen keeps the last person's state. A
 * reset without a location cannot know the start page: it is reported and the element starts
 * at the location search. Loaded only when a kiosk resets.
 */
import type { ElementContextValue } from "../element/element-context.js";
import { BASE_PATH, routeLocationId, visitRoute, type Route } from "../routing/route.js";
import { kioskResetRoute, kioskResetUrl } from "./kiosk-reset-target.js";

export function resetKiosk(element: ElementContextValue, route: Route, locationId?: number): void {
  const fromQuery = /^\d{1,10}$/.test(route.query.location ?? "") ? Number(route.query.location) : undefined;
  const id = locationId ?? routeLocationId(route.path) ?? element.attributes.location ?? fromQuery;
  if (id === undefined) {
    console.error("queue-booking: kiosk reset without a location id");
    element.emit("error", { code: "kiosk_location_missing" });
    element.navigate(visitRoute(route, BASE_PATH, { mode: "kiosk" }));
    return;
  }
  if (element.hosted) {
    window.location.assign(kioskResetUrl(route, id));
    return;
  }
  element.navigate(kioskResetRoute(route, id), { replace: true });
  element.reload();
}
