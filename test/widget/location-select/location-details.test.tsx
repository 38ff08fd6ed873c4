/** The details panel: hours per weekday in the locale's order, links, back, and continuing. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";
import { listedNames } from "./location-select-helpers.js";

describe("location picker: details", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  let el: MountedElement | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
  });
  afterEach(() => {
    el?.remove();
    el = undefined;
    history.replaceState(null, "", "/");
  });
  afterAll(async () => {
    await server.close();
  });

  const openDetails = async (name: string, extra: Record<string, string> = {}) => {
    el = await mountElement({ vendor: "demo", "api-base": base, ...extra });
    const { shadow } = el;
    const item = await waitFor(() => [...shadow.querySelectorAll<HTMLButtonElement>(".qb-location-item")].find((b) => b.textContent?.includes(name)));
    item.click();
    const details = await waitFor(() => shadow.querySelector<HTMLElement>(".qb-location-details"));
    return { shadow, details };
  };

  // Intl puts narrow and thin no-break spaces around "AM" and the dash; compared as plain spaces.
  const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u2009\u202f]/g, " ");
  const hoursRows = (details: HTMLElement) =>
    [...details.querySelectorAll(".qb-opening-hours tr")].map((row) => [
      plain(row.querySelector("th")?.textContent),
      plain(row.querySelector("td")?.textContent),
    ]);

  it("shows the hours from Sunday in English, closed days and open–close times", async () => {
    const { shadow, details } = await openDetails("Harbor Callback Center");
    expect(details.querySelector("h2")?.textContent).toBe("Harbor Callback Center");
    expect(shadow.activeElement).toBe(details.querySelector("h2"));
    expect(details.textContent).toContain("5 Harbor Way, Chicago, IL 60601");
    expect(hoursRows(details)).toEqual([
      ["Sunday", "Closed"],
      ["Monday", "9:00 AM – 5:00 PM"],
      ["Tuesday", "9:00 AM – 5:00 PM"],
      ["Wednesday", "9:00 AM – 5:00 PM"],
      ["Thursday", "9:00 AM – 5:00 PM"],
      ["Friday", "9:00 AM – 5:00 PM"],
      ["Saturday", "10:00 AM – 2:00 PM"],
    ]);
  });

  it("lists Sunday last in Polish, with the locale's own names and times", async () => {
    const { details } = await openDetails("Harbor Callback Center", { lang: "pl" });
    const rows = hoursRows(details);
    expect(rows[0]).toEqual(["poniedziałek", "09:00–17:00"]);
    expect(rows[5]).toEqual(["sobota", "10:00–14:00"]);
    expect(rows[6]?.[0]).toBe("niedziela");
  });

  it("says open 24 hours for a location open around the clock", async () => {
    const { details } = await openDetails("Downtown Branch");
    expect(hoursRows(details).every(([, hours]) => hours === "Open 24 hours")).toBe(true);
  });

  it("has a directions link opening in a new tab and a call link", async () => {
    const { details } = await openDetails("Downtown Branch");
    const links = [...details.querySelectorAll<HTMLAnchorElement>(".qb-location-actions a")];
    const directions = links.find((a) => a.textContent?.includes("Directions"));
    const url = new URL(directions?.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("destination")).toBe("100 Main Street, New York, NY 10007");
    expect(directions?.getAttribute("target")).toBe("_blank");
    expect(directions?.getAttribute("rel")).toContain("noopener");
    expect(directions?.textContent).toContain("(opens in a new tab)");
    const call = links.find((a) => a.getAttribute("href")?.startsWith("tel:"));
    expect(call?.getAttribute("href")).toBe("tel:+12125550100");
    expect(call?.textContent).toBe("Call (212) 555-0100");
  });

  it("shows the phone the way it is written in the location's country, in the client's language", async () => {
    const { details } = await openDetails("Harbor Callback Center", { lang: "es" });
    const call = details.querySelector<HTMLAnchorElement>('.qb-location-actions a[href^="tel:"]');
    expect(call?.getAttribute("href")).toBe("tel:+13125550122");
    expect(call?.textContent).toBe("Llamar al (312) 555-0122");
  });

  it("goes back to the results and puts focus back on the location", async () => {
    const { shadow, details } = await openDetails("Toronto Branch");
    const back = [...details.querySelectorAll("button")].find((b) => b.textContent?.includes("Back to results"));
    back?.click();
    await waitFor(() => listedNames(shadow).length === 4);
    expect(shadow.querySelector(".qb-location-details")).toBeNull();
    expect(shadow.activeElement?.getAttribute("data-location-id")).toBe(String(ids.location("toronto")));
  });

  it("continues to the location's form from /callback-service, keeping the query", async () => {
    window.location.hash = "#/callback-service?utm_source=news&meeting_method=1";
    const { details } = await openDetails("Downtown Branch");
    details.querySelector<HTMLButtonElement>(".qb-location-continue")?.click();
    const downtown = ids.location("downtown");
    await waitFor(() => window.location.hash === `#/callback-service/${downtown}?utm_source=news&meeting_method=1`);
  });

  it("continues from /callback-service/location to /callback-service/{id}", async () => {
    window.location.hash = "#/callback-service/location?lang=en";
    const { details } = await openDetails("Toronto Branch");
    details.querySelector<HTMLButtonElement>(".qb-location-continue")?.click();
    await waitFor(() => window.location.hash === `#/callback-service/${ids.location("toronto")}?lang=en`);
  });
});
