/**
 * Each screen names the browser tab (WCAG 2.4.2): "{screen's title} – {vendor}", so a
 * screen-reader user who lands on a page, or switches tabs, hears where they are — "Join the
 * line – Maple & Main", "Oops, something went wrong – Maple & Main" — in the language shown.
 *
 * The screen's title is its `h1`, which every screen, booking step and error state already has
 * and translates; following it (as the tree changes) keeps the two from ever disagreeing and
 * needs nothing from each screen. While a screen loads (no `h1` yet) the vendor's name stands.
 *
 * Only where the element owns the page: hosted pages, or an element told to with
 * `document-title="true"`. On a vendor's own page the host's title is the host's.
 */
import { useEffect, type RefObject } from "react";
import { useElement, useElementState } from "../element/element-context.js";

/** Between the screen's title and the vendor's name. */
const SEPARATOR = " – ";

export function titleFor(screenTitle: string | undefined, vendorName: string | undefined): string {
  const parts = [screenTitle, vendorName].filter((part): part is string => Boolean(part));
  return parts.join(SEPARATOR);
}

/** Whether this element names the document: hosted pages unless told not to, others only when told. */
export function useOwnsDocumentTitle(): boolean {
  const { hosted, attributes } = useElement();
  const told = attributes.documentTitle;
  return told === undefined ? hosted : told === "true";
}

export function useDocumentTitle(rootRef: RefObject<HTMLElement | null>): void {
  const owns = useOwnsDocumentTitle();
  const vendorName = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.name : undefined));
  useEffect(() => {
    const root = rootRef.current;
    if (!owns || !root) return;
    const update = () => {
      const heading = root.querySelector(".qb-main h1")?.textContent?.replace(/\s+/g, " ").trim();
      const title = titleFor(heading || undefined, vendorName);
      if (title && document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [rootRef, owns, vendorName]);
}
