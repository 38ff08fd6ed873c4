/**
 * The client's current visit, remembered by an element that routes in memory (the default on a
 * vendor's own page), so a reload of that page reopens its manage view instead of the location
 * picker. What is kept is the manage link's own path and query (`/callback-service/manage?id=…
 * &code=…`, or `/book/manage?…` for a booking): the appointment's id and the confirm code the
 * link already carries, nothing about the client. It is kept in the tab's session storage
 * (store/tab-storage.ts) under the vendor's slug and the server's address, so two vendors, or
 * one vendor on two servers, never reopen each other's visit. The manage views write and forget
 * it (use-remembered-visit.ts, loaded with them); the element reads it once, at start.
 */
import type { ElementAttributes } from "../element/element-attributes.js";
import { readTab } from "../store/tab-storage.js";
import { parseRoute, type Route } from "./route.js";

/**
 * Whether an element keeps the visit: it routes in memory (with a hash or a path the URL already
 * brings it back), and is no kiosk or lobby board, which strangers share.
 */
export const keepsVisit = (routing: string, mode: string | undefined): boolean => routing === "memory" && mode !== "kiosk" && mode !== "tv";

/**
 * The storage key of a vendor's visit on a server (`base`, the API's address). An element without
 * a vendor shows the server's default vendor, written `*` (no slug has one).
 */
export const visitKey = (vendor: string | undefined, base: string): string => `queue-booking:visit:${vendor ?? "*"}@${base.replace(/\/$/, "")}`;

/**
 * The manage route of the visit remembered for this element's vendor on its server, if it keeps
 * one: `vendor` is the one its API client is made with, so the key read is the key written. A visit it can no longer read shows its error screen, whose way out forgets it.
 */
export function rememberedVisit({ routing, mode }: ElementAttributes, vendor: string | undefined, base: string): Route | undefined {
  const saved = keepsVisit(routing, mode) && readTab(visitKey(vendor, base));
  // Only a manage link comes back: anything else under the key (written by another script) is ignored.
  return saved && /^\/(callback-service|book)\/manage\?/.test(saved) ? parseRoute(saved) : undefined;
}
