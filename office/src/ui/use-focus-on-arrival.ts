/**
 * A ref that gives its element focus once it is in the page, after the redraw that brought it has
 * settled: by then what had focus (the button that opened it) may be gone, and the screen's rule
 * for lost focus (its title, `use-screen-focus.ts`) must not win over this element.
 */
import { useCallback } from "react";

export function useFocusOnArrival<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (element) setTimeout(() => element.isConnected && element.focus(), 0);
  }, []);
}
