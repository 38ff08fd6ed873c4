/**
 * The location combobox with a thousand branches: it lists at most 50 at once and says how many
 * match, narrows as one types, and is worked with the keyboard alone (ARIA 1.2 combobox).
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { LocationCombobox } from "../../../office/src/desk/location-combobox.js";
import { key, typeInto, waitFor } from "./desk-harness.js";

const BRANCHES = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Branch ${String(i + 1).padStart(4, "0")}` }));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function mount(onSelect: (id: number) => void) {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <I18nProvider i18n={i18n}>
      <LocationCombobox branches={BRANCHES} selectedId={1} onSelect={onSelect} />
    </I18nProvider>,
  );
  return container;
}

describe("location combobox", () => {
  it("lists at most 50 of a thousand, narrows by typing and chooses with the keyboard", async () => {
    const chosen: number[] = [];
    const container = mount((id) => chosen.push(id));
    const input = await waitFor(() => container.querySelector<HTMLInputElement>('input[role="combobox"]'));
    expect(input.value).toBe("Branch 0001");
    input.focus();
    key(input, "ArrowDown", { altKey: true });
    await waitFor(() => input.getAttribute("aria-expanded") === "true");
    expect(container.querySelectorAll('[role="option"]')).toHaveLength(50);
    expect(container.textContent).toContain("50 of 1000 branches shown. Type to narrow the list.");
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toContain("50 of 1000");

    typeInto(input, "branch 0777");
    await waitFor(() => container.querySelectorAll('[role="option"]').length === 1);
    expect(container.textContent).toContain("1 branch");
    key(input, "ArrowDown");
    await waitFor(() => input.getAttribute("aria-activedescendant"));
    key(input, "ArrowUp");
    key(input, "Enter");
    await waitFor(() => chosen.length === 1);
    expect(chosen).toEqual([777]);
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("chooses with a click, and the list closes when focus leaves", async () => {
    const chosen: number[] = [];
    const container = mount((id) => chosen.push(id));
    const input = await waitFor(() => container.querySelector<HTMLInputElement>('input[role="combobox"]'));
    input.focus();
    typeInto(input, "0042");
    const option = await waitFor(() => container.querySelector('[role="option"]'));
    option.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
    await waitFor(() => chosen.length === 1);
    expect(chosen).toEqual([42]);
    typeInto(input, "00");
    await waitFor(() => input.getAttribute("aria-expanded") === "true");
    input.blur();
    await waitFor(() => input.getAttribute("aria-expanded") === "false");
  });
});
