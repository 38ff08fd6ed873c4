/**
 * The whole seconds left until a moment (epoch ms), for a countdown a client reads: it ticks on
 * the second boundaries of that moment, so "3" turns to "2" exactly one second before "1", and
 * never shows less than 0. `null`: nothing to count down.
 */
import { useEffect, useState } from "react";

const secondsUntil = (until: number | null, now: number) => (until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)));

export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = until - current;
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [until]);
  return secondsUntil(until, now);
}
