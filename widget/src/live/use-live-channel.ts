/**
 * Follows one live channel for as long as the calling screen is mounted. Every screen of an
 * element shares one websocket, so a page that follows its location and its appointment holds a
 * single connection.
 */
import { useEffect, useRef } from "react";
import { useElement } from "../element/element-context.js";
import type { LiveHandlers } from "./live-connection.js";
import { subscribeChannel } from "./live-subscribe.js";

export type { LiveFrame, LiveHandlers } from "./live-connection.js";

/** `channel` null follows nothing (e.g. until the appointment is known). */
export function useLiveChannel(channel: string | null, handlers: LiveHandlers): void {
  const element = useElement();
  // The latest handlers, without resubscribing each render.
  const latest = useRef(handlers);
  latest.current = handlers;
  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers are read through `latest` at each event; only a new code needs a new subscription.
  useEffect(() => {
    if (!channel) return;
    return subscribeChannel(element, channel, {
      code: latest.current.code,
      onEvent: (frame) => latest.current.onEvent(frame),
      onResync: () => latest.current.onResync?.(),
      onRefused: (code) => latest.current.onRefused?.(code),
    });
  }, [element, channel, handlers.code]);
}
