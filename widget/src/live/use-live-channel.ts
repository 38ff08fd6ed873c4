/**
 * Follows one live channel for as long as the calling screen is mounted. Every screen of an
 * element shares one websocket (created with the first subscriber), so a page that follows its
 * location and its appointment holds a single connection.
 */
import { useEffect, useRef } from "react";
import { useElement, type ElementContextValue } from "../element/element-context.js";
import type { ElementStore } from "../store/element-store.js";
import { createLiveConnection, type LiveConnection, type LiveHandlers } from "./live-connection.js";
import { liveUrl } from "./live-url.js";

export type { LiveFrame, LiveHandlers } from "./live-connection.js";

/** Per element; keyed by its store, which a remount replaces. */
const connections = new WeakMap<ElementStore, LiveConnection>();

function connectionFor(element: ElementContextValue): LiveConnection {
  let connection = connections.get(element.store);
  if (!connection) {
    connection = createLiveConnection({ url: liveUrl(element.api.base, element.api.vendor), onReload: element.reload });
    connections.set(element.store, connection);
  }
  return connection;
}

/** `channel` null follows nothing (e.g. until the appointment is known). */
export function useLiveChannel(channel: string | null, handlers: LiveHandlers): void {
  const element = useElement();
  // The latest handlers, without resubscribing each render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!channel) return;
    return connectionFor(element).subscribe(channel, {
      code: latest.current.code,
      onEvent: (frame) => latest.current.onEvent(frame),
      onResync: () => latest.current.onResync?.(),
      onRefused: (code) => latest.current.onRefused?.(code),
    });
  }, [element, channel, handlers.code]);
}
