/**
 * Setup's staff against a real server: a person found by name and removed after the inline
 * "Are you sure?", saved without them, and their signed-in session ended at once.
 */
import { describe, expect, it } from "vitest";
import { signIn } from "../../../helpers/office-session.js";
import { typeInto, useOfficeServer } from "../../helpers/office-harness.js";
import { openSetup, storedDocument } from "../setup-harness.js";

describe("setup: staff", () => {
  const office = useOfficeServer();

  it("removes a person after confirming, ending their session", async () => {
    await office.account("tara", "tara.setup@maple.example", "tara's password here");
    const tara = await signIn(office.server, { vendor: "demo", email: "tara.setup@maple.example", password: "tara's password here" });
    const page = await openSetup(office, "/office/setup/staff");
    await page.waitForText("Dana Brooks");
    typeInto(await page.byId<HTMLInputElement>("staff-search"), "tara");
    await page.waitForText("1 of");
    (await page.button("Remove Tara Singh from staff")).click();
    const keep = await page.button("Keep");
    expect(document.activeElement).toBe(keep);
    (await page.button("Remove")).click();
    await page.waitForText("Saved.");
    const staff = (await storedDocument(office)).staff as { key: string }[];
    expect(staff.map((person) => person.key)).not.toContain("tara");
    const res = await office.server.app.inject({ method: "GET", url: "/api/v2/office/session", headers: { cookie: tara.cookie } });
    expect(res.statusCode).toBe(401);
  });
});
