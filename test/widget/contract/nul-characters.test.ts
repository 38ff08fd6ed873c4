/** Every string with a NUL is named, keys and list items included, so no field lets one through. */
import { expect, it } from "vitest";
import { nulCharacters } from "#contract";

it("names each string, key and list item holding a NUL, and nothing else", () => {
  const input = { name: "Ann\u0000", notes: "fine", answers: [{ value: ["a", "\u0000"] }], "ke\u0000y": 1, nested: { ok: 1, text: "x\u0000y" } };
  expect(nulCharacters(input).map((e) => e.field)).toEqual(["name", "answers.0.value.1", "ke\u0000y", "nested.text"]);
  expect(nulCharacters("\u0000")).toEqual([{ field: "", code: "invalid_value", message: "must not contain NUL characters" }]);
  expect(nulCharacters({ a: ["b", 1, null, { c: "d" }] })).toEqual([]);
});

it("walks input nested far deeper than a call stack", () => {
  let deep: unknown = "\u0000";
  for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
  const [error] = nulCharacters(deep);
  expect(error?.field.split(".")).toHaveLength(100_000);
});
