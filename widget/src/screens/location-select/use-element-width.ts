/**
 * The width of the `<queue-booking>` element itself (not the window): an element in a narrow
 * column of a wide page still gets the small-screen layout. 0 until it is measured.
 */
import { useLayoutEffect, useState, type RefObject } from "react";

export function useElementWidth(inside: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const node = inside.current;
    if (!node) return;
    const root = node.getRootNode();
    const box = root instanceof ShadowRoot ? root.host : node;
    // Measured at once, so a wide element does not show the list before its map.
    setWidth(box.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [inside]);

  return width;
}
