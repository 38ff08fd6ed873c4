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

/**
 * [family, sources, size-adjust, ascent-override, descent-override], written out (kept small:
 * this is on the form's path): size-adjust is the width ratio (1.003 for Arial, 0.877 for
 * DejaVu Sans), the overrides Roboto's 1900/2048 and 500/2048 divided by it (the unit test
 * checks the arithmetic).
 */
export const ROBOTO_FALLBACKS = [
  ["queue-booking Roboto Arial", 'local("Arial"),local("Helvetica"),local("Liberation Sans"),local("Arimo")', "100.3%", "92.5%", "24.34%"],
  ["queue-booking Roboto DejaVu", 'local("DejaVu Sans"),local("DejaVuSans")', "87.7%", "105.78%", "27.84%"],
] as const;

/** The FontFace arguments of a stand-in. TypeScript's DOM types lack `sizeAdjust`, which browsers take (Chromium 92, Firefox 92, Safari 17). */
export function fallbackFace([family, source, sizeAdjust, ascentOverride, descentOverride]: (typeof ROBOTO_FALLBACKS)[number]) {
  const descriptors = { sizeAdjust, ascentOverride, descentOverride, lineGapOverride: "0%", weight: "400 500" };
  return [family, source, descriptors as FontFaceDescriptors] as const;
}

/** The stand-ins' names for a CSS font stack, quoted. */
export const ROBOTO_FALLBACK_STACK = ROBOTO_FALLBACKS.map(([family]) => `"${family}"`).join(",");

/**
 * The same stand-ins as `@font-face` rules, for a page that paints before the element's script
 * runs (a server-rendered first screen): its text then starts in the stand-in too.
 */
export function robotoFallbackCss(): string {
  return ROBOTO_FALLBACKS.map(
    ([family, source, size, ascent, descent]) =>
      `@font-face{font-family:"${family}";src:${source};font-weight:400 500;size-adjust:${size};ascent-override:${ascent};descent-override:${descent};line-gap-override:0%}`,
  ).join("");
}
