/**
 * The privacy screen against a real server: an admin finds a client by email, sees the visit,
 * can download it, is refused while the visit is under way, erases it once over (after a
 * confirmation that takes focus) and reads the receipt; the retention setting saves, warns at 0
 * and refuses what is not a number of days; managers do not get the screen.
 */
import { describe, expect, it } from "vitest";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import { useOfficeServer, waitFor } from "../helpers/office-harness.js";
import { openAs } from "../reports/reports-harness.js";
import { typeInto } from "../helpers/office-harness.js";
import { storedDocument } from "../setup/setup-harness.js";

const EMAIL = "pia.privacy@example.com";

describe("the privacy screen", () => {
  const office = useOfficeServer();

  async function openPrivacy() {
    const page = await openAs(office, "/office/privacy", "dana");
    // The first visit compiles the screen's lazy chunk, which can take a while on a cold cache.
    await waitFor(() => page.container.querySelector("#retention-days"), 30_000);
    return page;
  }

  it("finds a client by email, refuses to erase a visit under way, erases it once over with a receipt", async () => {
    const joined = await joinDowntown(office.server, office.ids, "deposits", { first_name: "Pia", last_name: "Privacy", email: EMAIL });
    const page = await openPrivacy();
    typeInto(await page.byId<HTMLInputElement>("client-contact"), "Pia.Privacy@Example.com");
    (await page.button("Find")).click();
    await page.waitForText("Clients found: 1. Visits and bookings: 1.");
    expect(page.text()).toContain(`Pia Privacy — ${EMAIL}`);
    const download = [...page.container.querySelectorAll("a")].find((a) => a.textContent === "Download as JSON");
    const href = new URL(download?.getAttribute("href") ?? "", office.base);
    expect(href.pathname).toBe("/api/v2/office/privacy/export");
    expect(href.searchParams.get("email")?.toLowerCase()).toBe(EMAIL);

    (await page.button("Erase this client's data")).click();
    const heading = await page.byId("erase-confirm-heading");

    await waitFor(() => document.activeElement === heading).catch(() => {
      throw new Error(`focus on ${document.activeElement?.outerHTML.slice(0, 200)}`);
    });
    (await page.button("Erase for good")).click();
    await page.waitForText("Cancel or finish it first, then erase. Nothing was erased.");
    expect((await office.server.store.db.selectFrom("clients").select("email").where("email", "=", EMAIL).execute()).length).toBe(1);

    await setStatus(office.server, joined.id, 2, { finished_at: new Date().toISOString() });
    (await page.button("Erase this client's data")).click();
    (await page.button("Erase for good")).click();
    const receipt = await page.byId("erasure-receipt-heading");
    await waitFor(() => document.activeElement === receipt);
    expect(page.text()).toContain("The client's data was erased.");
    expect(receipt.closest("section")?.textContent).toMatch(/Clients1Visits1/);
    expect(await office.server.store.db.selectFrom("clients").select("email").where("email", "=", EMAIL).execute()).toEqual([]);
  });

  it("saves how long personal data is kept, warns at 0 and refuses what is not a number of days", async () => {
    const page = await openPrivacy();
    const field = await page.byId<HTMLInputElement>("retention-days");
    expect(field.value).toBe("90");
    typeInto(field, "ninety");
    (await page.button("Save")).click();
    await page.waitForText("Enter a whole number of days from 0 to 3650.");
    expect(document.activeElement).toBe(field);
    expect((await storedDocument(office)).personal_data_retention_days).toBe(90);

    typeInto(field, "0");
    (await page.button("Save")).click();
    await page.waitForText("Clients' personal data is now kept until it is erased on request.");
    expect(page.text()).toContain("Saved.");
    expect((await storedDocument(office)).personal_data_retention_days).toBe(0);
    typeInto(field, "30");
    (await page.button("Save")).click();
    await waitFor(async () => (await storedDocument(office)).personal_data_retention_days === 30);
  });

  it("is not offered to a manager", async () => {
    const page = await openAs(office, "/office/desk", "chloe");
    await waitFor(() => page.container.querySelector("nav a"));
    const links = [...page.container.querySelectorAll("nav a")].map((a) => a.textContent);
    expect(links).toContain("Reports");
    expect(links).not.toContain("Privacy");
    expect(links).not.toContain("Audit log");
  });
});
