/**
 * Follows a channel from a screen on the form's download budget: the live client is fetched as
 * its own chunk once the screen mounts. `onChange` hears each event's name, and `"resync"` after
 * every (re)subscription, when whatever happened meanwhile must be read again.
 */
import { useEffect, useRef } from "react";
import { useElement } from "../element/element-context.js";

export function useLazyLiveChannel(channel: string | null, onChange: (event: string) => void): void {
  const element = useElement();
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!channel) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import("./live-subscribe.js").then((module) => {
      if (!live) return;
      stop = module.subscribeChannel(element, channel, {
        onEvent: (frame) => latest.current(frame.event),
        onResync: () => latest.current("resync"),
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [element, channel]);
}
