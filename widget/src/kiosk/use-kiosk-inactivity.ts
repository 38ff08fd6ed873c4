/**
 * A kiosk left alone returns to its start page (spec sections 4 and 9): after the vendor's
 * inactivity time-out (30 s by default) without a click, mousemove, keyup, touch, scroll or
 * change. Events are heard on the page and inside the element's shadow root (`change` does not
 * leave it). On the untouched start page there is nothing to reset, so the clock only runs
 * there after someone has begun.
 */
import { useEffect, useRef, type RefObject } from "react";

export const ACTIVITY_EVENTS = ["click", "mousemove", "keyup", "touchstart", "scroll", "change"] as const;

export interface KioskInactivityOptions {
  enabled: boolean;
  timeoutMs: number;
  /** On the start page the clock starts with the first activity. */
  atStart: boolean;
  onTimeout(): void;
}

export function useKioskInactivity(root: RefObject<Element | null>, options: KioskInactivityOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { enabled, timeoutMs, atStart } = options;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current.onTimeout(), timeoutMs);
    };
    if (!atStart) arm();
    const targets: EventTarget[] = [document];
    const shadow = root.current?.getRootNode();
    if (shadow && shadow !== document) targets.push(shadow);
    for (const target of targets) for (const type of ACTIVITY_EVENTS) target.addEventListener(type, arm, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const target of targets) for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, arm, { capture: true });
    };
  }, [enabled, timeoutMs, atStart, root]);
}
