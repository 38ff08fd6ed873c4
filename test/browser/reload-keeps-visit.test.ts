/**
 * On a vendor's own page (another origin than the server, the element routing in memory), a
 * client who joined the line and reloads the page is back on their place, not on the location
 * picker (issue 35, item 8); once they cancel, a reload opens the picker again.
 */
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { chooseLocation, fillJoinForm, type DemoQuestion } from "./helpers/join-form.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";
import { allowVendorOrigin, elementPage, startVendorSite, type VendorSite } from "./helpers/vendor-site.js";

const chromiumPath = inject("chromiumPath");

/** The confirmation number the manage view shows, under its label as a person reads it. */
async function confirmationNumber(element: Locator): Promise<string> {
  await element.getByText("Confirmation number", { exact: true }).waitFor({ timeout: 20_000 });
  return (await element.locator(".qb-manage-code").textContent())?.trim() ?? "";
}

describe.skipIf(!chromiumPath)("a reload of a vendor's page keeps the client's place", () => {
  const harness = useBrowserServer();
  let site: VendorSite;

  beforeAll(async () => {
    site = await startVendorSite({ "/join.html": elementPage(harness.base, `vendor="demo" lang="en"`) });
    await allowVendorOrigin(harness.server, "demo", site.origin);
  });
  afterAll(async () => {
    await site?.close();
  });

  it("reopens the manage view of the same place after a reload, and the picker once it is cancelled", async () => {
    const questions = (
      (await (
        await fetch(`${harness.base}/api/v2/open/questions?filter%5Bmatching%5D=${harness.ids.service("deposits")}`, { headers: { "x-vendor": "demo" } })
      ).json()) as { data: DemoQuestion[] }
    ).data;
    const context = await harness.browser.newContext({ locale: "en-US" });
    try {
      const tab = await context.newPage();
      await tab.goto(`${site.origin}/join.html`);
      const element = tab.locator("queue-booking");
      const picker = element.getByRole("heading", { name: "Select a Location" });
      await picker.waitFor({ timeout: 20_000 });
      const form = await chooseLocation(element, /Downtown Branch/);
      await fillJoinForm(form, { lang: "en", serviceName: "Deposits and withdrawals", questions, first: "Reload", last: "Tester" });
      await form.getByRole("button", { name: "Join the line", exact: true }).click();
      const joined = element.getByRole("heading", { name: "Your request has been added" });
      await joined.waitFor({ timeout: 20_000 });
      const code = await confirmationNumber(element);
      expect(code).toMatch(/\S/);
      const row = await harness.server.store.db
        .selectFrom("queue_appointments")
        .select(["id", "status"])
        .where("confirm_code", "=", code)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);

      await tab.reload();
      await joined.waitFor({ timeout: 20_000 });
      expect(await confirmationNumber(element)).toBe(code);
      expect(await picker.count()).toBe(0);
      // The host page's own URL never carried the visit.
      expect(new URL(tab.url()).hash).toBe("");

      await element.getByRole("button", { name: "Cancel appointment" }).click();
      await element.getByRole("alertdialog").getByRole("button", { name: "Cancel appointment" }).click();
      await element.getByRole("heading", { name: "This appointment has been cancelled" }).waitFor({ timeout: 20_000 });
      await expect
        .poll(
          async () =>
            (await harness.server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", row.id).executeTakeFirstOrThrow()).status,
        )
        .toBe(4);

      await tab.reload();
      await picker.waitFor({ timeout: 20_000 });
      expect(await element.getByRole("heading", { name: /cancelled|Your request has been added/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
