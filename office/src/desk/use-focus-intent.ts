/**
 * Keeps focus where the person works once a list is drawn again after their action: on the
 * button they pressed while it is there, else on the first action of the same row (Start became
 * Complete), else on the row that took its place (the completed client left the line), else the
 * list's heading — never on the page's body. Only focus that was lost is moved, and only for a
 * few seconds after the action: reads may come in any order (a live event's read, then the
 * action's own), so the intent waits for the drawing that loses focus rather than the next one.
 */
import { type RefObject, useLayoutEffect } from "react";
import { useDesk, useDeskState } from "./desk-context.js";
import type { FocusIntent } from "./desk-store.js";

const ACTIONABLE = "button:not([disabled]), summary, input, select";
/** Longer than an action and its read take on a slow connection; short enough never to surprise. */
export const FOCUS_INTENT_MS = 10_000;

function targetOf(container: HTMLElement, intent: FocusIntent): HTMLElement | null {
  const rows = [...container.querySelectorAll<HTMLElement>("[data-row]")];
  const same = rows.find((row) => row.dataset.row === intent.row);
  const row = same ?? rows[Math.min(intent.index, rows.length - 1)];
  return row?.querySelector<HTMLElement>(ACTIONABLE) ?? null;
}

/** `drawn` is the read the list shows: each new one is a moment focus may have been lost. */
export function useFocusIntent(list: FocusIntent["list"], container: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>, drawn: unknown) {
  const { store } = useDesk();
  const intent = useDeskState((s) => (s.focus?.list === list ? s.focus : undefined));
  useLayoutEffect(() => {
    const box = container.current;
    if (!intent || !box || drawn === undefined) return;
    if (Date.now() - intent.at > FOCUS_INTENT_MS) {
      store.setState({ focus: undefined });
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    (targetOf(box, intent) ?? heading.current)?.focus();
    store.setState({ focus: undefined });
  }, [intent, drawn, container, heading, store]);
}
