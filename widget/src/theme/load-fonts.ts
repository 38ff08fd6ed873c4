/**
 * Roboto 400 and 500, served with the widget (no outside font host). Fonts declared inside a
 * shadow root are ignored by browsers, so they are added to the document's font set through the
 * FontFace API — nothing is written into the host page's <head> — under a name of the element's
 * own (`OWN_ROBOTO`), so a host page's own "Roboto" is neither replaced nor changed.
 */
import { OWN_ROBOTO } from "./theme-variables.js";

const added = new Set<string>();

export function loadRoboto(fontBase: string): void {
  if (typeof FontFace === "undefined" || typeof document === "undefined" || !document.fonts) return;
  for (const weight of ["400", "500"]) {
    const url = `${fontBase}/roboto-latin-${weight}-normal.woff2`;
    if (added.has(url)) continue;
    added.add(url);
    const face = new FontFace(OWN_ROBOTO, `url(${url}) format("woff2")`, { weight, style: "normal", display: "swap" });
    document.fonts.add(face);
    // A font that cannot load falls back to system-ui; nothing to report.
    face.load().catch(() => undefined);
  }
}
