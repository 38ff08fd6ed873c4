/** The text colour on a vendor's colour: whichever of white and near-black contrasts more (WCAG 2.x). */
import { expect, it } from "vitest";
import { contrastRatio, readableTextColour } from "../../../server/src/hosted/readable-text-colour.js";

it("puts white on dark colours and near-black on pale ones, each readable (at least 4.5:1)", () => {
  for (const [colour, text] of [
    ["#1a73e8", "#ffffff"],
    ["#6a1b9a", "#ffffff"],
    ["#000", "#ffffff"],
    ["#ffeb3b", "#202124"],
    ["#fff", "#202124"],
    ["#8bc34a", "#202124"],
  ] as const) {
    expect(readableTextColour(colour), colour).toBe(text);
    expect(contrastRatio(colour, text), colour).toBeGreaterThanOrEqual(4.5);
  }
});

it("measures contrast as WCAG does", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
});
