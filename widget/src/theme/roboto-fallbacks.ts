/**
 * Stand-ins for Roboto while its file downloads, made to take the room Roboto will take: a
 * font the device has, scaled (`size-adjust`) to Roboto's average letter width and given
 * Roboto's ascent and descent, so the text neither rewraps nor changes line height when Roboto
 * swaps in. A plain system font stood in before: wider (the vendor's name broke onto a second
 * line in the header, then went back to one) and of other line metrics, every text block on the
 * page moved at the swap.
 *
 * One family per group of look-alike fonts, since a face has one set of metrics: Arial and its
 * metric twins (Windows, macOS, iOS, Liberation Sans on Linux), and DejaVu Sans (other Linux
 * systems). A device with none of them skips both (a `local()` source it lacks fails quietly);
 * on Android the system's own Roboto, listed before them, already fits.
 *
 * Widths measured on the element's texts in Chromium (Roboto 400 against each font at the
 * same size); Roboto's ascent and descent are 1900 and 500 of its 2048 units. Overrides are
 * given at the adjusted size, hence divided by the width ratio.
 */

/** Roboto's ascent and descent, as fractions of the font size. */
const ROBOTO_ASCENT = 1900 / 2048;
const ROBOTO_DESCENT = 500 / 2048;

export interface RobotoFallback {
  family: string;
  /** `local()` sources, in order. */
  locals: readonly string[];
  /** Roboto's average advance over the local font's at the same size. */
  widthRatio: number;
}

export const ROBOTO_FALLBACKS: readonly RobotoFallback[] = [
  { family: "queue-booking Roboto Arial", locals: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "Arimo"], widthRatio: 1.003 },
  { family: "queue-booking Roboto DejaVu", locals: ["DejaVu Sans", "DejaVuSans"], widthRatio: 0.877 },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** TypeScript's DOM types lack `sizeAdjust`, which browsers take (Chromium 92, Firefox 92, Safari 17). */
type FallbackDescriptors = FontFaceDescriptors & { sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };

/** The FontFace arguments of a stand-in: its sources and its metric overrides. */
export function fallbackFace(fallback: RobotoFallback): { source: string; descriptors: FallbackDescriptors } {
  return {
    source: fallback.locals.map((name) => `local("${name}")`).join(","),
    descriptors: {
      sizeAdjust: percent(fallback.widthRatio),
      ascentOverride: percent(ROBOTO_ASCENT / fallback.widthRatio),
      descentOverride: percent(ROBOTO_DESCENT / fallback.widthRatio),
      lineGapOverride: "0%",
    },
  };
}

/** The stand-ins' names for a CSS font stack, quoted. */
export const ROBOTO_FALLBACK_STACK = ROBOTO_FALLBACKS.map((f) => `"${f.family}"`).join(",");

/**
 * The same stand-ins as `@font-face` rules, for a page that paints before the element's script
 * runs (a server-rendered first screen): its text then starts in the stand-in too.
 */
export function robotoFallbackCss(): string {
  return ROBOTO_FALLBACKS.map((fallback) => {
    const { source, descriptors: d } = fallbackFace(fallback);
    return `@font-face{font-family:"${fallback.family}";src:${source};font-weight:400 500;size-adjust:${d.sizeAdjust};ascent-override:${d.ascentOverride};descent-override:${d.descentOverride};line-gap-override:${d.lineGapOverride}}`;
  }).join("");
}
