import { describe, expect, it } from "vitest";
import { guardCell, unguardCell } from "../../../../server/src/office/csv/formula-guard.js";

describe("the formula guard", () => {
  it("puts an apostrophe before a cell a spreadsheet would run, but not before a plain number", () => {
    expect(guardCell("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(guardCell("+64 9 555 0100")).toBe("'+64 9 555 0100");
    expect(guardCell("-2+3")).toBe("'-2+3");
    expect(guardCell("@cmd")).toBe("'@cmd");
    expect(guardCell("\t=1")).toBe("'\t=1");
    expect(guardCell("-73.2121")).toBe("-73.2121");
    expect(guardCell("Main Street")).toBe("Main Street");
  });

  it("gives every text back as it was, apostrophes of its own included", () => {
    for (const text of ["=1+1", "+1", "-", "@", "'", "'=x", "''=x", "'quoted'", "it's", "-5", "", "\r=1"]) {
      expect(unguardCell(guardCell(text))).toBe(text);
    }
  });

  it("takes a typed apostrophe off a cell that starts with a formula sign", () => {
    expect(unguardCell("'+64 9 555 0100")).toBe("+64 9 555 0100");
    expect(unguardCell("'hello")).toBe("'hello");
  });
});
