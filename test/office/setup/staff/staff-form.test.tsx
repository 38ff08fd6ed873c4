/**
 * Setup's staff form against a real server: a new person with an email, a branch found by
 * typing, a service, a language, their own Monday hours and a day of leave, saved and opened at
 * their own path, then invited (the answer's link shown to copy); a
 * wrong email refused at its field before anything is sent.
 */
import { describe, expect, it } from "vitest";
import type { StaffDocument } from "#contract";
import { typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { openSetup, storedDocument } from "../setup-harness.js";

describe("setup: a staff member's form", () => {
  const office = useOfficeServer();

  it("adds a person at a branch, then invites them", async () => {
    const page = await openSetup(office, "/office/setup/staff/new");
    await page.waitForText("New staff member");
    typeInto(await page.byId<HTMLInputElement>("staff-full-name"), "Theo Teller");
    expect((await page.byId<HTMLInputElement>("staff-key")).value).toBe("theo-teller");
    typeInto(await page.byId<HTMLInputElement>("staff-email"), "theo@maple.example");
    typeInto(await page.byId<HTMLInputElement>("staff-branch-search"), "downtown");
    (await page.byId<HTMLInputElement>("staff-location-downtown")).click();
    (await page.byId<HTMLInputElement>("staff-service-deposits")).click();
    (await page.byId<HTMLInputElement>("staff-language-es")).click();
    // Own hours on Mondays only, and a day of leave.
    (await page.byId<HTMLInputElement>("staff-branch-hours")).click();
    (await page.byId<HTMLInputElement>("staff-hours-monday-open-day")).click();
    typeInto(await page.byId<HTMLInputElement>("staff-hours-monday-closes"), "13:00");
    (await page.button("Add leave")).click();
    typeInto(await page.byId<HTMLInputElement>("staff-leave-0-start"), "2026-12-31T00:00");
    typeInto(await page.byId<HTMLInputElement>("staff-leave-0-end"), "2027-01-01T00:00");
    (await page.button("Save staff member")).click();
    await waitFor(() => page.office.context.store.getState().path === "/office/setup/staff/theo-teller", 15_000);
    await page.waitForText("Staff member: Theo Teller");
    const saved = ((await storedDocument(office)).staff as StaffDocument[]).find((p) => p.key === "theo-teller");
    expect(saved).toMatchObject({
      full_name: "Theo Teller",
      email: "theo@maple.example",
      role_level: 10,
      locations: ["downtown"],
      services: ["deposits"],
      languages: ["es"],
      meeting_methods: [1],
      working_hours: { monday: { open: "09:00", close: "13:00" }, tuesday: null },
      time_off: [{ start: "2026-12-31T00:00", end: "2027-01-01T00:00", reason: "" }],
    });

    (await page.button("Send invitation")).click();
    await page.waitForText("Invitation sent to theo@maple.example.");
    expect((await page.byId<HTMLInputElement>("invite-link")).value).toMatch(/\/office\/link#/);
  });

  it("refuses a wrong email at its field, saving nothing", async () => {
    const page = await openSetup(office, "/office/setup/staff/new");
    await page.waitForText("New staff member");
    const before = (await storedDocument(office)).etag;
    typeInto(await page.byId<HTMLInputElement>("staff-full-name"), "Una Typo");
    const email = await page.byId<HTMLInputElement>("staff-email");
    typeInto(email, "una-at-maple");
    (await page.button("Save staff member")).click();
    await page.waitForText("Enter a valid email address.");
    expect(document.activeElement).toBe(email);
    expect((await storedDocument(office)).etag).toBe(before);
  });
});
