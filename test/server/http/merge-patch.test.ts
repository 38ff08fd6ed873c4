import { describe, expect, it } from "vitest";
import { mergePatch } from "../../../server/src/http/merge-patch.js";

describe("mergePatch", () => {
  // RFC 7396, Appendix A: every example, as original, patch and result.
  it.each([
    [{ a: "b" }, { a: "c" }, { a: "c" }],
    [{ a: "b" }, { b: "c" }, { a: "b", b: "c" }],
    [{ a: "b" }, { a: null }, {}],
    [{ a: "b", b: "c" }, { a: null }, { b: "c" }],
    [{ a: ["b"] }, { a: "c" }, { a: "c" }],
    [{ a: "c" }, { a: ["b"] }, { a: ["b"] }],
    [{ a: { b: "c" } }, { a: { b: "d", c: null } }, { a: { b: "d" } }],
    [{ a: [{ b: "c" }] }, { a: [1] }, { a: [1] }],
    [
      ["a", "b"],
      ["c", "d"],
      ["c", "d"],
    ],
    [{ a: "b" }, ["c"], ["c"]],
    [{ a: "foo" }, null, null],
    [{ a: "foo" }, "bar", "bar"],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: "b", c: null }, { a: "b" }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])("%j patched with %j is %j", (target, patch, result) => {
    expect(mergePatch(target, patch)).toEqual(result);
  });

  it("changes neither the target nor the patch", () => {
    const target = { theme: { primary: "#111111", secondary: "#222222" }, locations: [{ key: "a" }] };
    const patch = { theme: { primary: "#333333" } };
    const copy = structuredClone(target);
    expect(mergePatch(target, patch)).toEqual({ theme: { primary: "#333333", secondary: "#222222" }, locations: [{ key: "a" }] });
    expect(target).toEqual(copy);
    expect(patch).toEqual({ theme: { primary: "#333333" } });
  });

  it("keeps a member named __proto__ a member, never the result's prototype", () => {
    const merged = mergePatch({}, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
