/**
 * Filters the list by words of a branch's name or street as the client types (the server
 * matches them: `q` of the list's read), for a vendor with many locations; a vendor of a few
 * has no need of it and its picker stays as it was.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { FILTER_DEBOUNCE_MS } from "./location-select-constants.js";

export function LocationFilterBox({ onFilter }: { onFilter(words: string): void }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState("");
  // The handler changes on every render; the timer calls the latest.
  const latest = useRef(onFilter);
  latest.current = onFilter;

  useEffect(() => {
    const timer = setTimeout(() => latest.current(text.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="qb-location-filter">
      <label htmlFor={id}>{t`Filter by name or street`}</label>
      <input id={id} type="search" autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}
