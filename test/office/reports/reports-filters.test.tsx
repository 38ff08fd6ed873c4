/**
 * The reports screen's filters: the choice goes into the address (shared, kept on reload), a
 * wrong range is said at its field (before asking, and when the server refuses), and only
 * managers and admins see the screen.
 */
import { describe, expect, it } from "vitest";
import { nextMessage, typeInto, useOfficeServer, waitFor } from "../helpers/office-harness.js";
import { openAs, reportSettled, summaryOf } from "./reports-harness.js";
import { seedWeek, WEEK } from "./report-week.js";

function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(select, value);
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("the reports screen's filters", () => {
  const office = useOfficeServer();

  it("puts the dates and the location in the address on Show, reads the report again and says so once", async () => {
    await seedWeek(office);
    const page = await openAs(office, "/office/reports");
    await reportSettled(page);
    typeInto(await page.byId<HTMLInputElement>("report-from"), "2026-11-02");
    typeInto(await page.byId<HTMLInputElement>("report-to"), "2026-11-08");
    const downtown = String(office.ids.location("downtown"));
    choose(await page.byId<HTMLSelectElement>("report-location"), downtown);
    const show = await page.button("Show");
    show.focus();
    const status = page.container.querySelector<HTMLElement>("main [role=status]");
    if (!status) throw new Error("no status region");
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ""));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await nextMessage(status, () => show.click());
    await waitFor(() => summaryOf(page, "visits").Joined === "3");
    observer.disconnect();
    expect(window.location.pathname).toBe("/office/reports");
    expect(new URLSearchParams(window.location.search)).toEqual(new URLSearchParams(`${WEEK}&location=${downtown}`));
    // Said once while reading and once when shown, never the same twice; Show keeps the focus.
    expect(said.filter(Boolean).map((text) => text.replace(/\s/g, " "))).toEqual(["Loading the report…", "Showing the report for Nov 2 – 8, 2026."]);
    expect(document.activeElement).toBe(show);
    expect(page.container.querySelector("#report-range + p")?.textContent).toBe("Downtown Branch");
  });

  it("keeps the choice in the address: opening it shows the same report with the form filled in", async () => {
    const staff = office.ids.staff("ben");
    const page = await openAs(office, `/office/reports?${WEEK}&staff=${staff}`);
    await reportSettled(page);
    expect((await page.byId<HTMLInputElement>("report-from")).value).toBe("2026-11-02");
    expect((await page.byId<HTMLInputElement>("report-to")).value).toBe("2026-11-08");
    expect((await page.byId<HTMLSelectElement>("report-staff")).value).toBe(String(staff));
    expect((await page.byId<HTMLSelectElement>("report-location")).value).toBe("");
    // Ben served the three who were served; the no-show was nobody's.
    expect(summaryOf(page, "visits")).toMatchObject({ Served: "3" });
  });

  it("says at the field when the last day comes before the first, without asking the server", async () => {
    const page = await openAs(office, `/office/reports?${WEEK}`);
    await reportSettled(page);
    const to = await page.byId<HTMLInputElement>("report-to");
    typeInto(to, "2026-11-01");
    (await page.button("Show")).click();
    await waitFor(() => to.getAttribute("aria-invalid") === "true");
    expect(page.container.ownerDocument.getElementById("report-to-error")?.textContent).toBe("The last day must not be before the first.");
    expect(to.getAttribute("aria-describedby")).toContain("report-to-error");
    expect(document.activeElement).toBe(to);
    expect(window.location.search).toBe(`?${WEEK}`);
  });

  it("says at the field when the server refuses the range of an address (over 366 days)", async () => {
    const page = await openAs(office, "/office/reports?from=2024-01-01&to=2026-11-08");
    expect(await reportSettled(page)).toBe("The report could not be shown: check the dates.");
    const to = await page.byId<HTMLInputElement>("report-to");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(page.container.ownerDocument.getElementById("report-to-error")?.textContent).toBe("The server refused this range. Check the dates.");
  });

  it("is not for staff: the nav leaves it out and its address shows no report", async () => {
    const page = await openAs(office, "/office/reports", "ana");
    await page.waitForText("Page not found");
    const nav = [...page.container.querySelectorAll("nav a")].map((a) => a.textContent);
    expect(nav).not.toContain("Reports");
    expect(page.container.querySelector("#report-from")).toBeNull();
  });

  it("is in a manager's nav", async () => {
    const page = await openAs(office, "/office/account");
    await waitFor(() => page.container.querySelector("nav a"));
    expect([...page.container.querySelectorAll("nav a")].map((a) => a.textContent)).toContain("Reports");
  });
});
