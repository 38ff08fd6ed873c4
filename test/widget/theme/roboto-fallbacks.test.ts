/**
 * Roboto's stand-ins: local fonts scaled to Roboto's width with its ascent and descent, listed
 * in the theme's font stack after the element's own Roboto and before the system font, and
 * written as `@font-face` rules for a page that paints before the element's script.
 */
import { describe, expect, it } from "vitest";
import { fallbackFace, ROBOTO_FALLBACKS, robotoFallbackCss } from "../../../widget/src/theme/roboto-fallbacks.js";
import { themeVariables } from "../../../widget/src/theme/theme-variables.js";

/** Roboto's ascent and descent over its 2048 units per em, and each stand-in's width ratio. */
const ROBOTO_ASCENT = 1900 / 2048;
const ROBOTO_DESCENT = 500 / 2048;
const WIDTH_RATIOS: Record<string, number> = { "queue-booking Roboto Arial": 1.003, "queue-booking Roboto DejaVu": 0.877 };

describe("Roboto's stand-ins", () => {
  it.each(ROBOTO_FALLBACKS.map((fallback) => [fallback[0], fallback] as const))(
    "%s: size-adjust is the width ratio, the overrides Roboto's at that size",
    (family, fallback) => {
      const ratio = WIDTH_RATIOS[family] ?? NaN;
      // TypeScript's DOM types lack sizeAdjust.
      const descriptors = fallbackFace(fallback)[2] as FontFaceDescriptors & { sizeAdjust?: string };
      const percent = (value: unknown) => Number.parseFloat(String(value)) / 100;
      expect(percent(descriptors.sizeAdjust)).toBeCloseTo(ratio, 4);
      expect(percent(descriptors.ascentOverride)).toBeCloseTo(ROBOTO_ASCENT / ratio, 4);
      expect(percent(descriptors.descentOverride)).toBeCloseTo(ROBOTO_DESCENT / ratio, 4);
      expect(descriptors).toMatchObject({ lineGapOverride: "0%", weight: "400 500" });
    },
  );

  it("look for Arial's metric twins and DejaVu Sans on the device", () => {
    expect(fallbackFace(ROBOTO_FALLBACKS[0])[1]).toBe('local("Arial"),local("Helvetica"),local("Liberation Sans"),local("Arimo")');
    expect(fallbackFace(ROBOTO_FALLBACKS[1])[1]).toBe('local("DejaVu Sans"),local("DejaVuSans")');
  });

  it("come after the element's Roboto and the device's, before the system font", () => {
    expect(themeVariables(undefined)["--qb-font-family"]).toBe(
      '"queue-booking Roboto",Roboto,"queue-booking Roboto Arial","queue-booking Roboto DejaVu",system-ui,sans-serif',
    );
    // A vendor's own font keeps its stack: the stand-ins are Roboto's.
    expect(themeVariables({ mcv_font_family: "Georgia" })["--qb-font-family"]).toBe("Georgia,system-ui,sans-serif");
  });

  it("are also written as @font-face rules", () => {
    const css = robotoFallbackCss();
    expect(css.match(/@font-face\{/g)).toHaveLength(ROBOTO_FALLBACKS.length);
    expect(css).toContain(
      '@font-face{font-family:"queue-booking Roboto DejaVu";src:local("DejaVu Sans"),local("DejaVuSans");font-weight:400 500;size-adjust:87.7%;ascent-override:105.78%;descent-override:27.84%;line-gap-override:0%}',
    );
  });
});
