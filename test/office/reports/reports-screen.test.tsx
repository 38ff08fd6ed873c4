/**
 * The reports screen with a seeded week: the totals, the tables beside the charts, the
 * comparison of locations, the heat-map, the CSV links, and the default range.
 */
import { describe, expect, it } from "vitest";
import { useOfficeServer, waitFor } from "../helpers/office-harness.js";
import { seedWeek, WEEK } from "./report-week.js";
import { openAs, reportSettled, summaryOf, tableRows } from "./reports-harness.js";

describe("the reports screen", () => {
  const office = useOfficeServer();

  it("shows the week's totals, days, locations and heat-map to a manager", async () => {
    await seedWeek(office);
    const page = await openAs(office, `/office/reports?${WEEK}`);
    expect(await reportSettled(page)).toMatch(/^Showing the report for Nov 2\s–\s8, 2026\.$/);
    expect(page.container.querySelector("h1")?.textContent).toBe("Reports");

    expect(summaryOf(page, "visits")).toMatchObject({ Joined: "4", Served: "3", "No-shows": "1", Cancelled: "0" });
    expect(summaryOf(page, "waits")["Median wait"]).toBe("10 minutes");
    expect(summaryOf(page, "accuracy")["Visits compared"]).toBe("3");
    expect(summaryOf(page, "feedback")["Average rating"]).toBe("No data");

    const days = tableRows(page, "report-visits-table");
    expect(days).toHaveLength(7);
    expect(days[1]).toEqual(["Nov 3", "2", "2", "0"]);
    expect(days[2]).toEqual(["Nov 4", "1", "0", "1"]);
    expect(tableRows(page, "report-waits-table")[1]).toEqual(["Nov 3", "15 minutes"]);

    const locations = tableRows(page, "report-locations-table");
    expect(locations.map((row) => row.slice(0, 4))).toEqual(
      expect.arrayContaining([
        [expect.stringContaining("Downtown"), "3", "2", "1"],
        // Uptown has no name of its own (the demo shows it by its address): it is named by its number.
        [`Number ${office.ids.location("uptown")}`, "1", "1", "0"],
      ]),
    );

    // Tuesday 10 AM on New York's clock: the two Downtown arrivals; the hours with arrivals are the columns.
    const heat = page.container.ownerDocument.getElementById("report-arrivals-heatmap");
    const hours = [...(heat?.querySelectorAll("thead th") ?? [])].map((th) => th.textContent);
    expect(hours).toEqual(["Weekday", "9 AM", "10 AM", "2 PM"]);
    const tuesday = tableRows(page, "report-arrivals-heatmap").find((row) => row[0] === "Tuesday");
    expect(tuesday).toEqual(["Tuesday", "–", "2", "–"]);
  });

  it("pairs every chart with a caption, a hidden canvas holder and a table", async () => {
    const page = await openAs(office, `/office/reports?${WEEK}`);
    await reportSettled(page);
    const figures = [...page.container.querySelectorAll("figure")];
    expect(figures.map((f) => f.querySelector("figcaption")?.textContent)).toEqual(["Visits per day", "Average wait per day (minutes)"]);
    for (const figure of figures) {
      expect(figure.getAttribute("aria-labelledby")).toBe(figure.querySelector("figcaption")?.id);
      expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
      expect(figure.querySelector("details summary")?.textContent).toBe("Show as a table");
      expect(figure.querySelector("details table caption")).not.toBeNull();
    }
  });

  it("offers every table as CSV with the report's query, and all visits", async () => {
    const page = await openAs(office, `/office/reports?${WEEK}&location=${office.ids.location("downtown")}`);
    await reportSettled(page);
    const links = [...page.container.querySelectorAll<HTMLAnchorElement>("a[download]")].map((a) => [a.textContent, a.getAttribute("href")]);
    const query = `${WEEK}&location=${office.ids.location("downtown")}`;
    expect(links).toEqual(
      expect.arrayContaining([
        ["Download all visits (CSV)", `/api/v2/office/exports/visits.csv?${query}`],
        ["Download CSV (summary)", `/api/v2/office/reports/summary.csv?${query}`],
        ["Download CSV (days)", `/api/v2/office/reports/days.csv?${query}`],
        ["Download CSV (locations)", `/api/v2/office/reports/locations.csv?${query}`],
        ["Download CSV (weekdays and hours)", `/api/v2/office/reports/heatmap.csv?${query}`],
      ]),
    );
    // The link downloads for the signed-in manager: the same origin, the session's cookie.
    const summary = links.find(([text]) => text === "Download CSV (summary)")?.[1] ?? "";
    const res = await fetch(`${office.base}${summary}`, { headers: { cookie: page.container.ownerDocument.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  });

  it("covers the last 7 days ending today when the address names no dates", async () => {
    const page = await openAs(office, "/office/reports");
    await reportSettled(page);
    const from = await page.byId<HTMLInputElement>("report-from");
    const to = await page.byId<HTMLInputElement>("report-to");
    const today = new Date();
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    expect(to.value).toBe(day(today));
    expect(from.value).toBe(day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6)));
    expect(tableRows(page, "report-visits-table")).toHaveLength(7);
    // The address stays without dates: a reload tomorrow shows tomorrow's week.
    expect(window.location.search).toBe("");
    await waitFor(() => page.text().includes("Figures for a range of days"));
  });

  it("speaks the page's language: French labels, numbers and weekdays", async () => {
    const page = await openAs(office, `/office/reports?${WEEK}`, "chloe", "fr");
    await reportSettled(page);
    expect(page.container.querySelector("h1")?.textContent).toBe("Rapports");
    expect(summaryOf(page, "visits").Inscrits).toBe("4");
    expect(summaryOf(page, "waits")["Attente médiane"]).toBe("10 minutes");
    expect(tableRows(page, "report-arrivals-heatmap").map((row) => row[0])).toContain("mardi");
  });
});
