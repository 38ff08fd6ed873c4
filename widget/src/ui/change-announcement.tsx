/**
 * A polite live region that stays in the page from the screen's first paint and says `text`
 * once `on` has changed from what it was then: a screen reader reads a change made out of the
 * client's focus (a visit ending, another day shown), not the screen it has just read whole.
 * Screen readers speak a region's later changes, not one inserted with its text: hence it is
 * always there, empty until the first change. Each change replaces its text node (`key`), so the
 * same words for a new change (two weeks with no free times) are spoken again; the same change
 * in new words (a language switch) is not, nor a change that replaces the focused title (the new
 * title takes focus and is read).
 */
import { useRef } from "react";

/** `replacesTitle`: the change swaps the screen's title (the manage page's card), see `focusOnTitle`. */
export function ChangeAnnouncement({ on, text, replacesTitle = false }: { on: string; text: string; replacesTitle?: boolean }) {
  const region = useRef<HTMLParagraphElement>(null);
  const first = useRef(on);
  const changed = useRef(false);
  // The words said for the change now shown. The same change redrawn in other words (a switch
  // of language, a card added or gone) empties the region rather than saying it all again:
  // a removal is not spoken.
  const said = useRef<{ on: string; text: string } | null>(null);
  if (on !== first.current) changed.current = true;
  if (changed.current && said.current?.on !== on) said.current = { on, text: replacesTitle && focusOnTitle(region.current) ? "" : text };
  const saying = text !== "" && said.current?.on === on && said.current.text === text;
  return (
    <p ref={region} role="status" className="qb-visually-hidden">
      {saying ? <span key={on}>{text}</span> : null}
    </p>
  );
}

/**
 * Whether focus is on the screen's title as the change is drawn: the change replaces that title,
 * the new one takes focus (app/use-screen-focus.ts) and is read, so saying it here too would say
 * it twice. Read from the page as it still is, before the change's commit.
 */
function focusOnTitle(region: HTMLElement | null): boolean {
  const root = region?.getRootNode();
  const focused = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
  return focused?.matches("h1") ?? false;
}
