/**
 * The location, by role and by typing: staff see their own locations, managers every one; the
 * combobox (ARIA 1.2) finds a branch from a few letters and is worked with the keyboard; the
 * desk then shows that branch in its own zone.
 */
import { describe, expect, it } from "vitest";
import { key, typeInto, useDeskServer, waitFor } from "./desk-harness.js";

const combobox = (container: HTMLElement) => waitFor(() => container.querySelector<HTMLInputElement>('input[role="combobox"]'));
const options = (container: HTMLElement) => [...container.querySelectorAll('[role="option"]')].map((o) => o.textContent);

describe("the desk's location", () => {
  const harness = useDeskServer();

  it("offers staff only their own locations", async () => {
    const desk = await harness.open("ben");
    const input = await combobox(desk.container);
    await desk.waitForText("Live updates on.");
    input.focus();
    key(input, "ArrowDown", { altKey: true });
    await waitFor(() => input.getAttribute("aria-expanded") === "true");
    expect(options(desk.container)).toHaveLength(2);
    expect(options(desk.container)).toContain("Downtown Branch");
  });

  it("lets a manager find any branch by typing and choose it with the keyboard", async () => {
    const desk = await harness.open("chloe");
    const input = await combobox(desk.container);
    await desk.waitForText("Live updates on.");
    input.focus();
    typeInto(input, "harb");
    await waitFor(() => input.getAttribute("aria-expanded") === "true");
    expect(options(desk.container)).toEqual(["Harbor Callback Center"]);
    const list = desk.container.querySelector('[role="listbox"]');
    expect(input.getAttribute("aria-controls")).toBe(list?.id);
    expect(input.getAttribute("aria-autocomplete")).toBe("list");

    key(input, "ArrowDown");
    await waitFor(() => input.getAttribute("aria-activedescendant"));
    const active = desk.container.querySelector(`#${CSS.escape(input.getAttribute("aria-activedescendant") ?? "")}`);
    expect(active?.getAttribute("aria-selected")).toBe("true");
    key(input, "Enter");
    await waitFor(() => input.getAttribute("aria-expanded") === "false");
    expect(input.value).toBe("Harbor Callback Center");
    await desk.waitForText("Times are the location's: America/Chicago (CST).");
    expect(document.activeElement).toBe(input);
  });

  it("closes on Escape, then gives back the chosen name", async () => {
    const desk = await harness.open("chloe");
    const input = await combobox(desk.container);
    await desk.waitForText("Live updates on.");
    const chosen = input.value;
    input.focus();
    typeInto(input, "zzz");
    await desk.waitForText("No branch matches.");
    key(input, "Escape");
    await waitFor(() => input.getAttribute("aria-expanded") === "false");
    key(input, "Escape");
    await waitFor(() => input.value === chosen);
  });
});
