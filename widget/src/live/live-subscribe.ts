/**
 * Subscribes to a channel on the element's one live connection (created with the first
 * subscriber). Kept apart from the React hooks so the form can load it lazily.
 */
import type { ElementContextValue } from "../element/element-context.js";
import type { ElementStore } from "../store/element-store.js";
import { createLiveConnection, type LiveConnection, type LiveHandlers } from "./live-connection.js";
import { liveUrl } from "./live-url.js";

/** Per element; keyed by its store, which a remount replaces. */
const connections = new WeakMap<ElementStore, LiveConnection>();

export function subscribeChannel(element: ElementContextValue, channel: string, handlers: LiveHandlers): () => void {
  let connection = connections.get(element.store);
  if (!connection) {
    connection = createLiveConnection({ url: liveUrl(element.api.base, element.api.vendor), onReload: element.reload });
    connections.set(element.store, connection);
  }
  return connection.subscribe(channel, handlers);
}
