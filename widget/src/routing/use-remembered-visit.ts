/**
 * Keeps the visit a manage view shows (remembered-visit.ts) while it goes on, and forgets it
 * once the visit is over (served, missed, cancelled) or the client leaves the view (book
 * another, back to the start): a reload then opens the start again. Only for an element routing
 * in memory, and never on a kiosk or a lobby board (`keepsVisit`). Loaded with the manage
 * views, so the form's download carries none of it.
 */
import { useEffect } from "react";
import { useElement, useElementState } from "../element/element-context.js";
import { removeTab, writeTab } from "../store/tab-storage.js";
import { keepsVisit, visitKey } from "./remembered-visit.js";
import { formatRoute, type Route } from "./route.js";
import { useDisplayMode } from "./use-display-mode.js";

/**
 * The manage link of the visit a route shows (a manage or confirmation path with its id and
 * code), or null: only the link's own path, id and code, never the rest of the route (language,
 * source, tracking).
 */
function visitLink({ path, query: { id, code } }: Route): string | null {
  return id && code && /\/(manage|confirmation)$/.test(path) ? formatRoute({ path: path.replace(/confirmation$/, "manage"), query: { id, code } }) : null;
}

/**
 * `over`: whether the visit shown has ended; undefined while that is not known (loading, or the
 * visit could not be read — a failed read forgets nothing, and the error screen's own way out
 * leaves the view).
 */
export function useRememberedVisit(over: boolean | undefined): void {
  const { attributes, api, store } = useElement();
  const mode = useDisplayMode();
  const route = useElementState((s) => s.route);
  // The route's `mode` counts too: a kiosk's link (`?mode=kiosk`) keeps nothing either.
  const key = keepsVisit(attributes.routing, mode) ? visitKey(api.vendor, api.base) : null;

  useEffect(() => {
    const link = visitLink(route);
    if (!key || over === undefined || !link) return;
    if (over) removeTab(key);
    else writeTab(key, link);
  }, [key, over, route]);

  // Told as the route changes, before the view goes: leaving it is what forgets the visit.
  useEffect(() => {
    if (!key) return;
    return store.subscribe((state, previous) => {
      if (state.route !== previous.route && !visitLink(state.route)) removeTab(key);
    });
  }, [key, store]);
}
