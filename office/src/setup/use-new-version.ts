/**
 * Runs `reset` when the document's version moves on (a save, or a reload after a conflict) — not
 * when the form first shows: by then the person may have typed, and the form already holds the
 * document it was made from.
 */
import { useEffect, useRef } from "react";

export function useNewVersion(version: number, reset: () => void): void {
  const seen = useRef(version);
  const latest = useRef(reset);
  latest.current = reset;
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    latest.current();
  }, [version]);
}
