import { describe, expect, it } from "vitest";
import { readTagCondition, tagMatches } from "../../../server/src/http/entity-tags.js";

describe("entity tags", () => {
  it("reads * and lists of tags, and refuses tags without quotes", () => {
    expect(readTagCondition("if-match", undefined)).toBeUndefined();
    expect(readTagCondition("if-match", " * ")).toBe("*");
    expect(readTagCondition("if-match", '"a", W/"b"')).toEqual({ tags: ['"a"', 'W/"b"'] });
    expect(readTagCondition("if-none-match", ['"a"', '"b"'])).toEqual({ tags: ['"a"', '"b"'] });
    for (const bad of ["a", "", '"a', '"a", b', '*, "a"']) expect(() => readTagCondition("if-match", bad), bad).toThrow(/if-match must be/);
  });

  it("compares strongly for If-Match and weakly for If-None-Match", () => {
    expect(tagMatches({ tags: ['"x"', '"a"'] }, '"a"', "strong")).toBe(true);
    expect(tagMatches({ tags: ['W/"a"'] }, '"a"', "strong")).toBe(false);
    expect(tagMatches({ tags: ['W/"a"'] }, '"a"', "weak")).toBe(true);
    expect(tagMatches({ tags: ['"b"'] }, '"a"', "weak")).toBe(false);
  });

  it("matches * to any current version and nothing to no version at all", () => {
    expect(tagMatches("*", '"a"', "strong")).toBe(true);
    expect(tagMatches("*", undefined, "strong")).toBe(false);
    expect(tagMatches({ tags: ['"a"'] }, undefined, "weak")).toBe(false);
  });
});
