/**
 * Where choosing a location leads (spec section 2): the current path plus `/{locationId}`,
 * the location screen's own `/location` dropped, query string kept.
 */
import type { Route } from "../../routing/route.js";

export function routeToLocation(current: Route, locationId: number): Route {
  // `/callback-service/location` and `/callback-service/12/location` both come from a form
  // route, whose location id (if any) is the one being replaced.
  const base = current.path
    .replace(/\/+$/, "")
    .replace(/\/location$/, "")
    .replace(/\/\d+$/, "");
  return { path: `${base}/${locationId}`, query: { ...current.query } };
}
