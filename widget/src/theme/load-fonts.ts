/**
 * Roboto 400 and 500, served with the widget (no outside font host). Fonts declared inside a
 * shadow root are ignored by browsers, so they are added to the document's font set through the
 * FontFace API — nothing is written into the host page's <head> — under a name of the element's
 * own (`OWN_ROBOTO`), so a host page's own "Roboto" is neither replaced nor changed. With them,
 * the metric-matched stand-ins of `roboto-fallbacks.ts` that the text shows in until Roboto
 * arrives (`display: swap`), so the swap moves nothing.
 */
import { ROBOTO_FALLBACKS, fallbackFace } from "./roboto-fallbacks.js";
import { OWN_ROBOTO } from "./theme-variables.js";

const added = new Set<string>();

export function loadRoboto(fontBase: string): void {
  if (typeof FontFace === "undefined" || typeof document === "undefined" || !document.fonts) return;
  addFallbacks();
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

let fallbacksAdded = false;

/** Once per document; a stand-in's local font is looked up only when some text needs it. */
function addFallbacks(): void {
  if (fallbacksAdded) return;
  fallbacksAdded = true;
  for (const fallback of ROBOTO_FALLBACKS) document.fonts.add(new FontFace(...fallbackFace(fallback)));
}
