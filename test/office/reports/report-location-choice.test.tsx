/**
 * The report's location choice for a vendor of 1,000 branches: a combobox filtered as one types
 * (at most 50 options in the DOM), "All locations" first, and the chosen branch is what Show
 * asks for; a vendor of a few keeps its select.
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { type ReportChoice, ReportFilters } from "../../../office/src/reports/report-filters.js";
import type { ReportQuery } from "../../../office/src/reports/report-query.js";
import { key, typeInto, waitFor } from "../desk/desk-harness.js";

const branches = (count: number): ReportChoice[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `Branch ${i + 1}` }));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

const WEEK: ReportQuery = { from: "2026-11-02", to: "2026-11-08", location: undefined, service: undefined, staff: undefined };

function mount(locations: ReportChoice[], shown: ReportQuery = WEEK) {
  const asked: ReportQuery[] = [];
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <I18nProvider i18n={setupI18n({ locale: "en", messages: { en: {} } })}>
      <ReportFilters shown={shown} choices={{ locations, services: [], staff: [] }} errors={{}} onShow={(query) => asked.push(query)} />
    </I18nProvider>,
  );
  const show = () => [...container.querySelectorAll("button")].find((b) => b.textContent === "Show")?.click();
  return { container, asked, show };
}

describe("the report's location choice", () => {
  it("is a combobox for 1,000 branches: a few options at a time, narrowed by typing, the choice sent on Show", async () => {
    const { container, asked, show } = mount(branches(1000));
    const input = await waitFor(() => container.querySelector<HTMLInputElement>('input[role="combobox"]'));
    expect(container.querySelector("select#report-location")).toBeNull();
    expect(input.value).toBe("All locations");
    input.focus();
    key(input, "ArrowDown", { altKey: true });
    await waitFor(() => input.getAttribute("aria-expanded") === "true");
    expect(container.querySelectorAll('[role="option"]').length).toBeLessThanOrEqual(50);
    expect(container.querySelector('[role="option"]')?.textContent).toBe("All locations");
    typeInto(input, "branch 777");
    await waitFor(() => container.querySelectorAll('[role="option"]').length === 1);
    key(input, "Enter");
    await waitFor(() => input.value === "Branch 777");
    show();
    expect(asked).toEqual([{ ...WEEK, location: 777 }]);
  });

  it("goes back to all locations, and a few locations stay a plain select", async () => {
    const { container, asked, show } = mount(branches(1000), { ...WEEK, location: 5 });
    const input = await waitFor(() => container.querySelector<HTMLInputElement>('input[role="combobox"]'));
    expect(input.value).toBe("Branch 5");
    input.focus();
    typeInto(input, "all loc");
    await waitFor(() => container.querySelectorAll('[role="option"]').length === 1);
    key(input, "Enter");
    await waitFor(() => input.value === "All locations");
    show();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.location).toBeUndefined();
    root?.unmount();
    const few = mount(branches(3));
    await waitFor(() => few.container.querySelector("select#report-location"));
    expect(few.container.querySelector('input[role="combobox"]')).toBeNull();
  });
});
