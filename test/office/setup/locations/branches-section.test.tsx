/**
 * Setup's branches against a real server: a new branch in America/Vancouver with a holiday,
 * saved as the document says; two admins saving the same branch, the second refused with the
 * reload offer and nothing lost; and 1,000 branches found by typing, paged, opened and saved.
 */
import { describe, expect, it } from "vitest";
import type { LocationDocument } from "#contract";
import { type MountedPage, typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { alertOf, changeBehindTheScreen, openSetup, storedDocument } from "../setup-harness.js";

const input = (page: MountedPage, id: string) => page.byId<HTMLInputElement>(id);
const check = async (page: MountedPage, id: string) => (await input(page, id)).click();

describe("setup: branches", () => {
  const office = useOfficeServer();

  it("adds a branch in America/Vancouver with a holiday, then opens it at its own path", async () => {
    const page = await openSetup(office, "/office/setup/locations/new");
    await page.waitForText("New branch");
    typeInto(await input(page, "branch-name"), "Harbour West");
    expect((await input(page, "branch-key")).value).toBe("harbour-west");
    typeInto(await input(page, "branch-name-es"), "Puerto Oeste");
    typeInto(await input(page, "branch-address"), "9 Harbour Street");
    typeInto(await input(page, "branch-city"), "Vancouver");
    typeInto(await input(page, "branch-country"), "ca");
    typeInto(await input(page, "branch-lat"), "49.28");
    typeInto(await input(page, "branch-lng"), "-123.12");
    const zone = await page.byId<HTMLSelectElement>("branch-timezone");
    zone.value = "America/Vancouver";
    zone.dispatchEvent(new Event("change", { bubbles: true }));
    await check(page, "branch-hours-monday-open-day");
    typeInto(await input(page, "branch-hours-monday-closes"), "24:00");
    (await page.button("Add a closure")).click();
    typeInto(await input(page, "branch-closures-0-start"), "2026-12-25T00:00");
    typeInto(await input(page, "branch-closures-0-end"), "2026-12-26T00:00");
    typeInto(await input(page, "branch-closures-0-reason"), "Christmas Day");
    await check(page, "branch-service-deposits");
    (await page.button("Save branch")).click();
    // Saved, the new branch opens at its own path (focus on its title, which names it).
    await waitFor(() => page.office.context.store.getState().path === "/office/setup/locations/harbour-west", 15_000);
    await page.waitForText("Branch: Harbour West");
    const stored = (await storedDocument(office)).locations as LocationDocument[];
    const branch = stored.find((l) => l.key === "harbour-west");
    expect(branch).toMatchObject({
      name: "Harbour West",
      country: "CA",
      timezone: "America/Vancouver",
      coordinates: { lat: 49.28, lng: -123.12 },
      hours: { monday: { open: "09:00", close: "24:00" } },
      time_off: [{ start: "2026-12-25T00:00", end: "2026-12-26T00:00", reason: "Christmas Day" }],
      services: [{ service: "deposits", meeting_methods: [1] }],
      translations: { es: { name: "Puerto Oeste" } },
    });
  });

  it("refuses a closing time before the opening time at its field, saving nothing", async () => {
    const page = await openSetup(office, "/office/setup/locations/new");
    await page.waitForText("New branch");
    const before = (await storedDocument(office)).etag;
    typeInto(await input(page, "branch-name"), "Test Road");
    typeInto(await input(page, "branch-address"), "1 Test Road");
    typeInto(await input(page, "branch-country"), "US");
    await check(page, "branch-hours-tuesday-open-day");
    const closes = await input(page, "branch-hours-tuesday-closes");
    typeInto(closes, "08:00");
    (await page.button("Save branch")).click();
    await page.waitForText("The closing time must be after the opening time.");
    expect(document.activeElement).toBe(closes);
    expect(closes.getAttribute("aria-invalid")).toBe("true");
    expect((await storedDocument(office)).etag).toBe(before);
  });

  it("refuses the second of two admins saving the same branch, losing nothing", async () => {
    const stored = (await storedDocument(office)).locations as LocationDocument[];
    const branch = stored[0] as LocationDocument;
    const page = await openSetup(office, `/office/setup/locations/${branch.key}`);
    await page.waitForText("Branch:");
    // The first admin saves the branch's phone meanwhile.
    await changeBehindTheScreen(office, { locations: stored.map((l, i) => (i === 0 ? { ...l, phone: "+1 604 555 0101" } : l)) });
    typeInto(await input(page, "branch-city"), "Second Admin City");
    (await page.button("Save branch")).click();
    await waitFor(() => alertOf(page, "branch-alert").textContent?.includes("Someone else changed this since you opened it."));
    let now = ((await storedDocument(office)).locations as LocationDocument[])[0];
    expect(now?.phone).toBe("+1 604 555 0101");
    expect(now?.city).toBe(branch.city);
    expect((await input(page, "branch-city")).value).toBe("Second Admin City");
    (await page.button("Reload")).click();
    await waitFor(() => (page.container.ownerDocument.getElementById("branch-phone") as HTMLInputElement | null)?.value === "+1 604 555 0101");
    typeInto(await input(page, "branch-city"), "Second Admin City");
    (await page.button("Save branch")).click();
    await page.waitForText("Saved.");
    now = ((await storedDocument(office)).locations as LocationDocument[])[0];
    expect(now).toMatchObject({ phone: "+1 604 555 0101", city: "Second Admin City" });
  });

  it("stays usable with 1,000 branches: found by typing, paged, opened and saved", async () => {
    const stored = (await storedDocument(office)).locations as LocationDocument[];
    const model = stored[0] as LocationDocument;
    const many = Array.from({ length: 1000 - stored.length }, (_, i) => ({
      ...model,
      key: `branch-${i + 1}`,
      name: `Branch number ${i + 1}`,
      external_id: "",
    }));
    await changeBehindTheScreen(office, { locations: [...stored, ...many] });
    const page = await openSetup(office, "/office/setup/locations");
    await page.waitForText("1000 branches found. Page 1 of 40.");
    expect(page.container.querySelectorAll("ul[aria-label='Branches'] li")).toHaveLength(25);
    (await page.button("Next page")).click();
    await page.waitForText("Page 2 of 40.");
    typeInto(await input(page, "branch-search"), "number 777");
    await page.waitForText("1 branch found. Page 1 of 1.");
    const link = await waitFor(() =>
      [...page.container.querySelectorAll<HTMLAnchorElement>("ul[aria-label='Branches'] a")].find((a) => a.textContent === "Branch number 777"),
    );
    link.click();
    await page.waitForText("Branch: Branch number 777");
    typeInto(await input(page, "branch-phone"), "+1 555 0777");
    (await page.button("Save branch")).click();
    await page.waitForText("Saved.");
    const saved = ((await storedDocument(office)).locations as LocationDocument[]).find((l) => l.key === "branch-777");
    expect(saved?.phone).toBe("+1 555 0777");
  });
});
