/**
 * The element's own Roboto (widget `load-fonts.ts`) on a hosted page whose vendor keeps the
 * default font: preloaded, so it arrives with the HTML rather than after the script, and
 * declared in the page's `<style>` under the element's own family name, so the server-rendered
 * first screen paints in it without waiting for the script to add it (fonts declared inside a
 * shadow root are ignored by browsers; the document's count for it). The script adds the same
 * faces again through the FontFace API, which the browser serves from the one download.
 */
import type { PublicVendorSettings } from "#contract";

/** The widget's name for its Roboto (widget/src/theme/theme-variables.ts, `OWN_ROBOTO`). */
const OWN_ROBOTO = "queue-booking Roboto";
const WEIGHTS = ["400", "500"];

export interface PageFonts {
  /** Font files to preload. */
  files: string[];
  /** `@font-face` rules for the page's `<style>`. */
  css: string;
}

export function pageFonts(settings: Pick<PublicVendorSettings, "theme">): PageFonts {
  const family = settings.theme?.mcv_font_family ?? "Roboto";
  if (family !== "Roboto") return { files: [], css: "" };
  const files = WEIGHTS.map((weight) => `/widget/fonts/roboto-latin-${weight}-normal.woff2`);
  const css = WEIGHTS.map(
    (weight, i) => `@font-face{font-family:"${OWN_ROBOTO}";src:url(${files[i]}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap}`,
  ).join("");
  return { files, css };
}
