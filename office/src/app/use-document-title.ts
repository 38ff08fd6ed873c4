/**
 * Each screen names the browser tab (WCAG 2.4.2): "{screen's title} – {vendor}" ("Sign in –
 * Maple & Main Credit Union"), or "– Back office" when no vendor is known, in the page's
 * language. The screen's title is its `h1`, followed as the tree changes, so the two never
 * disagree and no screen has to do anything for it.
 */
import { useEffect, type RefObject } from "react";

export function useDocumentTitle(rootRef: RefObject<HTMLElement | null>, siteName: string): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const update = () => {
      const heading = root.querySelector("main h1")?.textContent?.replace(/\s+/g, " ").trim();
      const title = heading ? `${heading} – ${siteName}` : siteName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [rootRef, siteName]);
}
