/**
 * Routes of the client flow (spec section 2): a path and its query. The same routes work as
 * real paths on hosted pages and inside the URL hash of a vendor's page.
 */
import { visitParams } from "#contract";

export const BASE_PATH = "/callback-service";
/** The appointment booking flow: `/book/{step}`. */
export const BOOK_PATH = "/book";

export interface Route {
  path: string;
  query: Record<string, string>;
}

export type Screen =
  | { name: "start" }
  | { name: "location-select" }
  | { name: "form"; locationId: number }
  | { name: "manage" }
  | { name: "booking" }
  | { name: "not-found" };

/** A vendor path (`/s/{vendor_path}`) in front of the flow's routes changes nothing else. */
const VENDOR_PATH_PREFIX = /^\/s\/[a-z0-9][a-z0-9_-]{0,62}(?=\/)/;

/** The route's `/s/{vendor_path}` prefix, or "": every route of the visit keeps it. */
export function vendorPrefix(path: string): string {
  return VENDOR_PATH_PREFIX.exec(path)?.[0] ?? "";
}

/**
 * A route of the same visit: `path` (a flow path such as `/callback-service/confirmation`)
 * under the current vendor prefix, with the visit's parameters and then `query`. Every move
 * that leaves a screen for another goes through here, so no step drops the vendor, the mode
 * or the client's source.
 */
export function visitRoute(current: Route, path: string, query: Record<string, string> = {}): Route {
  return { path: `${vendorPrefix(current.path)}${path}`, query: { ...visitParams(current.query), ...query } };
}

export function screenFor(path: string): Screen {
  const clean = path.slice(vendorPrefix(path).length).replace(/\/+$/, "") || BASE_PATH;
  if (clean === BASE_PATH) return { name: "start" };
  // The booking flow picks its own step from the path.
  if (clean === BOOK_PATH || clean.startsWith(`${BOOK_PATH}/`)) return { name: "booking" };
  if (!clean.startsWith(`${BASE_PATH}/`)) return { name: "not-found" };
  const rest = clean.slice(BASE_PATH.length + 1).split("/");
  const [first, second] = rest;
  if (first === "manage" || first === "confirmation") return rest.length === 1 ? { name: "manage" } : { name: "not-found" };
  if (first === "location" && rest.length === 1) return { name: "location-select" };
  if (first && /^\d{1,10}$/.test(first)) {
    if (rest.length === 1) return { name: "form", locationId: Number(first) };
    if (second === "location" && rest.length === 2) return { name: "location-select" };
  }
  return { name: "not-found" };
}

/** The location a route is about (`/callback-service/{id}` and its sub-pages), if any. */
export function routeLocationId(path: string): number | undefined {
  const match = new RegExp(`${BASE_PATH}/(\\d{1,10})(?:/|$)`).exec(path);
  return match ? Number(match[1]) : undefined;
}

export function formatRoute(route: Route): string {
  const qs = new URLSearchParams(route.query).toString();
  return qs ? `${route.path}?${qs}` : route.path;
}

export function parseRoute(pathAndQuery: string): Route {
  const [path = BASE_PATH, qs = ""] = pathAndQuery.split("?");
  return { path: path || BASE_PATH, query: Object.fromEntries(new URLSearchParams(qs)) };
}
