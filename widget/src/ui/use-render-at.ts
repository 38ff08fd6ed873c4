/** Renders the component again at an instant (ms), e.g. a branch's opening, so what it shows moves on by itself. */
import { useEffect, useState } from "react";

/** Timers further ahead than this (about 24 days) fire at once in browsers. */
const MAX_DELAY_MS = 2_147_483_647;

export function useRenderAt(at: number | null): void {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const delay = at - Date.now();
    if (delay > MAX_DELAY_MS) return;
    const timer = setTimeout(() => rerender((n) => n + 1), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [at]);
}
