/**
 * Setup's branding against a real server: a colour and an allowed website saved and read back, a
 * wrong website refused at its field before anything is sent, and a save made from an older
 * version refused with the reload offer, the other admin's change kept.
 */
import { describe, expect, it } from "vitest";
import { typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { alertOf, changeBehindTheScreen, openSetup, storedDocument } from "../setup-harness.js";

describe("setup: branding", () => {
  const office = useOfficeServer();

  it("saves the colours and an allowed website, and shows the snippet to paste", async () => {
    const page = await openSetup(office, "/office/setup/branding");
    await page.waitForText("Branding");
    expect((await page.byId<HTMLTextAreaElement>("embed-snippet")).value).toContain('<queue-booking vendor="demo"></queue-booking>');
    typeInto(await page.byId<HTMLInputElement>("vendor-primary"), "#0b6e4f");
    (await page.button("Add a website")).click();
    const before = (await storedDocument(office)).allowed_origins as string[];
    const index = before.length;
    typeInto(await page.byId<HTMLInputElement>(`allowed-origin-${index}`), "https://www.maple.example");
    (await page.button("Save branding")).click();
    await page.waitForText("Saved.");
    const stored = await storedDocument(office);
    expect((stored.theme as { primary: string }).primary).toBe("#0b6e4f");
    expect(stored.allowed_origins).toEqual([...before, "https://www.maple.example"]);
  });

  it("saves the language the vendor's texts are written in, offered in each language's own name", async () => {
    const page = await openSetup(office, "/office/setup/branding");
    const select = await page.byId<HTMLSelectElement>("vendor-text-language");
    expect(select.value).toBe("en");
    expect([...select.options].map((o) => o.textContent)).toContain("français");
    select.value = "fr";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    (await page.button("Save branding")).click();
    await page.waitForText("Saved.");
    expect((await storedDocument(office)).text_language).toBe("fr");
    // The services' translations then offer English, not French, beside the French name.
    page.office.context.history.go("/office/setup/services/new");
    await page.waitForText("Name in other languages (optional)");
    expect(page.container.ownerDocument.getElementById("service-name-en")).not.toBeNull();
    expect(page.container.ownerDocument.getElementById("service-name-fr")).toBeNull();
    await changeBehindTheScreen(office, { text_language: "en" });
  });

  it("refuses a website with a path at its field, saving nothing", async () => {
    const page = await openSetup(office, "/office/setup/branding");
    const before = await storedDocument(office);
    (await page.button("Add a website")).click();
    const index = (before.allowed_origins as string[]).length;
    const field = await page.byId<HTMLInputElement>(`allowed-origin-${index}`);
    typeInto(field, "https://www.maple.example/book");
    (await page.button("Save branding")).click();
    await page.waitForText("Enter an address like https://www.example.com, with no path.");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field);
    expect((await storedDocument(office)).etag).toBe(before.etag);
  });

  it("refuses a save made from an older version with the reload offer, keeping the other admin's change", async () => {
    const page = await openSetup(office, "/office/setup/branding");
    await changeBehindTheScreen(office, { homepage: "https://other-admin.example" });
    typeInto(await page.byId<HTMLInputElement>("vendor-secondary"), "#222222");
    (await page.button("Save branding")).click();
    await waitFor(() => alertOf(page, "branding-alert").textContent?.includes("Someone else changed this since you opened it."));
    let stored = await storedDocument(office);
    expect(stored.homepage).toBe("https://other-admin.example");
    expect((stored.theme as { secondary: string }).secondary).not.toBe("#222222");
    // The form keeps what was typed until Reload, which shows the other admin's change.
    expect((await page.byId<HTMLInputElement>("vendor-secondary")).value).toBe("#222222");
    (await page.button("Reload")).click();
    await waitFor(() => (page.container.ownerDocument.getElementById("vendor-homepage") as HTMLInputElement | null)?.value === "https://other-admin.example");
    typeInto(await page.byId<HTMLInputElement>("vendor-secondary"), "#222222");
    (await page.button("Save branding")).click();
    await page.waitForText("Saved.");
    stored = await storedDocument(office);
    expect(stored.homepage).toBe("https://other-admin.example");
    expect((stored.theme as { secondary: string }).secondary).toBe("#222222");
  });
});
