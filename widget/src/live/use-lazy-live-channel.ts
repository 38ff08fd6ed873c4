/**
 * Follows a channel from a screen on the form's download budget: the live client is fetched as
 * its own chunk once the page is idle after the screen has shown, so it never competes with
 * what the form needs to become usable. `onChange` hears each event's name, and `"resync"`
 * after every (re)subscription, when whatever happened meanwhile must be read again.
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
    const start = () =>
      void import("./live-subscribe.js").then((module) => {
        if (!live) return;
        stop = module.subscribeChannel(element, channel, {
          onEvent: (frame) => latest.current(frame.event),
          onResync: () => latest.current("resync"),
        });
      });
    const idle = whenIdle(start);
    return () => {
      live = false;
      idle.cancel();
      stop?.();
    };
  }, [element, channel]);
}

/** Runs `task` when the browser is idle (within a second at the latest). */
function whenIdle(task: () => void): { cancel(): void } {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 1000 });
    return { cancel: () => cancelIdleCallback(handle) };
  }
  const timer = setTimeout(task, 200);
  return { cancel: () => clearTimeout(timer) };
}
