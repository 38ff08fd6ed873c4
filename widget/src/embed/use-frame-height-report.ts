/** Starts reporting the element's height to the embedding page when it runs framed in embed mode. */
import { useEffect, type RefObject } from "react";

export function useFrameHeightReport(root: RefObject<Element | null>, embedded: boolean): void {
  useEffect(() => {
    const host = (root.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (!embedded || !(host instanceof HTMLElement) || window.parent === window) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import("./report-frame-height.js").then((module) => {
      if (live) stop = module.reportFrameHeight(host);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [root, embedded]);
}
