/**
 * Reads back a QR code drawn as SVG by the `qrcode` package: its dark modules are horizontal
 * strokes (`M x y+0.5 h n m dx dy …`), which are painted onto a white bitmap and decoded with
 * jsQR, the way a phone's camera would read the printed pattern.
 */
import jsQRModule from "jsqr";

/** jsQR is CommonJS typed as an ES module; its function also sits on `default`. */
const jsQR = jsQRModule.default;

const PIXELS_PER_MODULE = 4;

export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const path = /<path[^>]*stroke="#000000"[^>]*\sd="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) return null;
  const width = size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const numbers = (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === "M") [x = 0, y = 0] = numbers;
    else if (command === "m") {
      x += numbers[0] ?? 0;
      y += numbers[1] ?? 0;
    } else {
      const length = command === "h" ? (numbers[0] ?? 0) : (numbers[0] ?? 0) - x;
      paintRow(pixels, width, Math.floor(y), x, length);
      x += length;
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

function paintRow(pixels: Uint8ClampedArray, width: number, row: number, from: number, length: number): void {
  for (let py = row * PIXELS_PER_MODULE; py < (row + 1) * PIXELS_PER_MODULE; py++) {
    for (let px = from * PIXELS_PER_MODULE; px < (from + length) * PIXELS_PER_MODULE; px++) {
      const at = (py * width + px) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  }
}
