/** Everything a screen needs from its element, provided once per `<queue-booking>`. */
import type { I18n } from "@lingui/core";
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { ApiClient } from "../api/api-client.js";
import type { Navigator } from "../routing/navigator.js";
import type { Route } from "../routing/route.js";
import type { ElementState, ElementStore } from "../store/element-store.js";
import type { ElementAttributes } from "./element-attributes.js";
import type { QueueBookingEventName } from "./element-events.js";

export interface ElementContextValue {
  attributes: ElementAttributes;
  store: ElementStore;
  api: ApiClient;
  navigator: Navigator;
  i18n: I18n;
  /** Dispatches a bubbling, composed DOM event from the host element. */
  emit(name: QueueBookingEventName, detail: unknown): void;
  /** Moves to a route, keeping it in the URL. */
  navigate(route: Route, options?: { replace?: boolean }): void;
  /** The element is a hosted page of the server (`data-hosted`), not part of a vendor's page. */
  hosted: boolean;
  /**
   * Starts afresh: a hosted page reloads; on a vendor's page the element remounts and fetches
   * everything again, never reloading the host's page.
   */
  reload(): void;
  /**
   * Answers the flow already holds for a read the next screen would make, by that read's key:
   * the join's answer is the confirmation's appointment, so the confirmation does not read it
   * again before its live channel's own re-read. Taken once (`takeHandOff`).
   */
  handOffs: Map<string, unknown>;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error("useElement outside <queue-booking>");
  return value;
}

export function useElementState<T>(selector: (state: ElementState) => T): T {
  return useStore(useElement().store, selector);
}
