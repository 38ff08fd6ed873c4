/** Finding a branch by typing, among a thousand: words anywhere in the name, accents and case aside. */
import { describe, expect, it } from "vitest";
import { filterBranches, foldBranches } from "../../../office/src/desk/branch-filter.js";

const THOUSAND = foldBranches(
  Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: i === 500 ? "Saint-Jérôme Centre" : `Branch ${String(i + 1).padStart(4, "0")} Main Street` })),
);

describe("branch filter", () => {
  it("finds by the start of words, accents and case aside", () => {
    expect(filterBranches(THOUSAND, "sai jer", 50).shown.map((b) => b.name)).toEqual(["Saint-Jérôme Centre"]);
    expect(filterBranches(THOUSAND, "SAINT-JEROME", 50).total).toBe(1);
  });

  it("lists at most the limit and counts all matches", () => {
    const all = filterBranches(THOUSAND, "", 50);
    expect(all.shown).toHaveLength(50);
    expect(all.total).toBe(1000);
    // 100 names have a word beginning "09" (0900–0999), 19 more hold it inside one (0109, 0090…): those come after.
    const nines = filterBranches(THOUSAND, "branch 09", 200);
    expect(nines.total).toBe(119);
    expect(nines.shown.slice(0, 100).every((b) => / 09\d\d /.test(b.name))).toBe(true);
  });

  it("puts names whose words begin with what is typed before names that only contain it", () => {
    const branches = foldBranches([
      { id: 1, name: "Eastgate" },
      { id: 2, name: "Gate Street" },
    ]);
    expect(filterBranches(branches, "gate", 10).shown.map((b) => b.id)).toEqual([2, 1]);
  });

  it("filters a thousand branches at each keystroke without a pause", () => {
    const started = performance.now();
    for (const query of ["b", "br", "bra", "bran", "branch 0", "branch 05", "branch 050"]) filterBranches(THOUSAND, query, 50);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
