/**
 * A kiosk left alone returns to its start page (spec sections 4 and 9): after the vendor's
 * inactivity time-out (30 s by default) without a click, mousemove, keyup, touch, scroll or
 * change. Events are heard on the page and inside the element's shadow root (`change` does not
 * leave it). On the untouched start page there is nothing to reset, so the clock only runs
 * there after someone has begun.
 *
 * The time-out warns first (WCAG 2.2.1, timing adjustable): for its last `warningMs` the hook
 * reports when the reset will come, so the kiosk can ask "Are you still there?". Any activity,
 * or `restart()` (the warning's "I need more time"), starts the whole time-out over.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export const ACTIVITY_EVENTS = ["click", "mousemove", "keyup", "touchstart", "scroll", "change"] as const;

/**
 * How long the warning shows before the reset: 20 s, the time WCAG 2.2.1 gives a person to ask
 * for more with a simple action (a screen reader reads the dialog, a client with limited
 * movement reaches its button). With the spec's 30 s, it comes after 10 s without a touch. A
 * vendor's shorter time-out (5 s at the least) keeps at least half of it quiet first.
 */
export const INACTIVITY_WARNING_MS = 20_000;
/** Quiet time before the warning, when the time-out leaves room for it. */
const QUIET_MS = 10_000;

export function inactivityWarningMs(timeoutMs: number): number {
  return Math.min(INACTIVITY_WARNING_MS, Math.max(Math.floor(timeoutMs / 2), timeoutMs - QUIET_MS));
}

export interface KioskInactivityOptions {
  enabled: boolean;
  timeoutMs: number;
  /** On the start page the clock starts with the first activity. */
  atStart: boolean;
  onTimeout(): void;
}

export interface KioskInactivity {
  /** While the warning is due: when the kiosk resets (epoch ms); otherwise `null`. */
  resetAt: number | null;
  /** Starts the time-out over, as any activity does. */
  restart(): void;
}

export function useKioskInactivity(root: RefObject<Element | null>, options: KioskInactivityOptions): KioskInactivity {
  const latest = useRef(options);
  latest.current = options;
  const { enabled, timeoutMs, atStart } = options;
  const [resetAt, setResetAt] = useState<number | null>(null);
  const restartRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!enabled) return;
    let warning: ReturnType<typeof setTimeout> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(warning);
      clearTimeout(timer);
      setResetAt(null);
      const due = Date.now() + timeoutMs;
      warning = setTimeout(() => setResetAt(due), timeoutMs - inactivityWarningMs(timeoutMs));
      timer = setTimeout(() => latest.current.onTimeout(), timeoutMs);
    };
    restartRef.current = arm;
    if (!atStart) arm();
    const targets: EventTarget[] = [document];
    const shadow = root.current?.getRootNode();
    if (shadow && shadow !== document) targets.push(shadow);
    for (const target of targets) for (const type of ACTIVITY_EVENTS) target.addEventListener(type, arm, { capture: true, passive: true });
    return () => {
      clearTimeout(warning);
      clearTimeout(timer);
      setResetAt(null);
      restartRef.current = () => undefined;
      for (const target of targets) for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, arm, { capture: true });
    };
  }, [enabled, timeoutMs, atStart, root]);
  const restart = useCallback(() => restartRef.current(), []);
  return { resetAt, restart };
}
