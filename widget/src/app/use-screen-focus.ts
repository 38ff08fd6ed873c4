/**
 * Where keyboard and screen-reader focus goes when the screen changes under the client.
 *
 * - After the client moves to another screen (a route change: "Select this location", "Join the
 *   line"), focus goes to the new screen's title (its first `h1`), so a screen reader reads where
 *   they are, and Tab continues from there. The first screen of a visit leaves focus where the
 *   page put it.
 * - When what had focus disappears with the screen redrawn in place (a cancel confirmed, a visit
 *   starting or ending), focus would fall to the page's `<body>`: it goes to the screen's title
 *   instead.
 *
 * Screens arrive late (lazy chunks, data), so the title is looked for as the element's tree
 * changes, for a few seconds after a move. A title gets `tabindex="-1"`: focusable by script,
 * not a Tab stop.
 */
import { useEffect, useRef, type RefObject } from "react";

/** How long after a move a title that appears late still takes focus. */
const LATE_TITLE_MS = 10_000;

function focusTitle(root: HTMLElement): boolean {
  const title = root.querySelector<HTMLElement>(".qb-main h1");
  if (!title) return false;
  if (!title.hasAttribute("tabindex")) title.setAttribute("tabindex", "-1");
  title.focus({ preventScroll: false });
  return true;
}

/** The node focused inside the element's shadow root, if any. */
function focusedWithin(root: HTMLElement): Element | null {
  const shadow = root.getRootNode();
  return shadow instanceof ShadowRoot ? shadow.activeElement : root.contains(document.activeElement) ? document.activeElement : null;
}

/** `path`: the route's path; a new one is a move (a language switch or other query change is not). */
export function useScreenFocus(rootRef: RefObject<HTMLElement | null>, path: string): void {
  const firstPath = useRef(path);
  const moved = useRef(false);
  if (path !== firstPath.current) moved.current = true;
  // A move: focus the new screen's title once it is there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each move (`path`) looks for the new screen's title; the title is found in the DOM, not through the path.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !moved.current) return;
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
  }, [rootRef, path]);

  // A redraw in place that removed the focused control: the title takes focus.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let focused: Element | null = null;
    const onFocusIn = () => (focused = focusedWithin(root));
    const observer = new MutationObserver(() => {
      if (focused && !focused.isConnected && focusedWithin(root) === null) {
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
