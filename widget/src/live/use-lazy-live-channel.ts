/**
 * Follows a channel from a screen on the form's download budget: the live client is fetched as
 * its own chunk once the page is idle after the screen has shown (see use-idle-import.ts).
 * `onChange` hears each event's name, and `"resync"` after every (re)subscription, when
 * whatever happened meanwhile must be read again.
 */
import { useEffect, useRef } from "react";
import { useIdleImport } from "../chunks/use-idle-import.js";
import { useElement } from "../element/element-context.js";

export function useLazyLiveChannel(channel: string | null, onChange: (event: string) => void): void {
  const element = useElement();
  const latest = useRef(onChange);
  latest.current = onChange;
  const live = useIdleImport(channel !== null, () => import("./live-subscribe.js"));
  useEffect(() => {
    if (!channel || !live) return;
    return live.subscribeChannel(element, channel, {
      onEvent: (frame) => latest.current(frame.event),
      onResync: () => latest.current("resync"),
    });
  }, [element, channel, live]);
}
