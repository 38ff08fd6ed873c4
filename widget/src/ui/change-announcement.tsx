/**
 * A polite live region that stays in the page from the screen's first paint and says `text`
 * once `on` has changed from what it was then: a screen reader reads a change made out of the
 * client's focus (a visit ending, another day shown), not the screen it has just read whole.
 * Screen readers speak a region's later changes, not one inserted with its text: hence it is
 * always there, empty until the first change. Each change replaces its text node (`key`), so the
 * same words for a new change (two weeks with no free times) are spoken again.
 */
import { useRef } from "react";

export function ChangeAnnouncement({ on, text }: { on: string; text: string }) {
  const first = useRef(on);
  const changed = useRef(false);
  if (on !== first.current) changed.current = true;
  return (
    <p role="status" className="qb-visually-hidden">
      {changed.current ? <span key={on}>{text}</span> : null}
    </p>
  );
}
