/**
 * The text colour that reads on a vendor's colour: white or near-black, whichever contrasts more
 * (WCAG 2.x relative luminance), so a vendor's pale brand colour never leaves white text
 * unreadable on the back office's header and buttons.
 */

const DARK = "#202124";
const LIGHT = "#ffffff";

/** `#abc` or `#aabbcc` (the vendor document's colours) as 0–255 channels. */
function channels(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function readableTextColour(background: string): string {
  return contrastRatio(background, LIGHT) >= contrastRatio(background, DARK) ? LIGHT : DARK;
}
