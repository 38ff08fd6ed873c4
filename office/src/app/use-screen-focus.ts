/**
 * Where keyboard and screen-reader focus goes when the screen changes.
 *
 * - After every move to another screen, signing in and signing out included, focus goes to the
 *   new screen's title (the `h1` in `main`), so a screen reader says where the person is and Tab
 *   goes on from there. The first screen of a visit leaves focus where the browser put it.
 * - When what had focus disappears with a redraw in place (a row removed), focus would fall to
 *   `<body>`: it goes to the screen's title instead.
 *
 * Screens arrive late (a chunk, data), so the title is looked for as the tree changes, for a few
 * seconds after a move. The title gets `tabindex="-1"`: focusable by script, not a Tab stop.
 */
import { useEffect, useRef, type RefObject } from "react";

const LATE_TITLE_MS = 10_000;

function focusTitle(root: HTMLElement): boolean {
  const title = root.querySelector<HTMLElement>("main h1");
  if (!title) return false;
  if (!title.hasAttribute("tabindex")) title.setAttribute("tabindex", "-1");
  title.focus();
  return true;
}

/** `screen`: what names the screen shown (its path, signed in or not); undefined while nothing is shown yet. */
export function useScreenFocus(rootRef: RefObject<HTMLElement | null>, screen: string | undefined): void {
  const first = useRef<string | undefined>(undefined);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || screen === undefined) return;
    if (first.current === undefined) {
      first.current = screen;
      return;
    }
    if (focusTitle(root)) return;
    const observer = new MutationObserver(() => {
      if (focusTitle(root)) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), LATE_TITLE_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [rootRef, screen]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => (focused = event.target instanceof Element ? event.target : null);
    const observer = new MutationObserver(() => {
      if (focused && !focused.isConnected && (document.activeElement === null || document.activeElement === document.body)) {
        focused = null;
        focusTitle(root);
      }
    });
    root.addEventListener("focusin", onFocusIn);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
    };
  }, [rootRef]);
}
