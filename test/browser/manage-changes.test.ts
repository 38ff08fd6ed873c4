/**
 * The manage page's changes card in real Chromium on the hosted page: cancelling through the
 * confirmation dialog (kept once, then confirmed) to the cancelled screen and back to the form;
 * converting the spot through its own dialog into the appointment booking flow, with the spot
 * kept until a booking is made. axe checks each screen, dialogs open.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { joinDowntown, type Joined } from "../helpers/join-demo.js";
import { expectAccessible } from "./helpers/axe.js";
import { watchCsp } from "./helpers/csp-watch.js";
import { screenshot } from "./helpers/screenshots.js";
import { useBrowserServer } from "./helpers/use-browser-server.js";

const chromiumPath = inject("chromiumPath");

describe.skipIf(!chromiumPath)("the manage page's changes card", () => {
  const harness = useBrowserServer();

  const status = async (id: number) =>
    (await harness.server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  async function openManage(joined: Joined): Promise<Page> {
    const page = await harness.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.base}/callback-service/manage?vendor=demo&id=${joined.id}&code=${joined.code}&lang=en`);
    await page.locator("queue-booking").getByRole("heading", { name: "Your request has been added" }).waitFor();
    return page;
  }

  it("cancels after asking, shows the cancelled screen and books another", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const page = await openManage(joined);
    const csp = await watchCsp(page);
    const element = page.locator("queue-booking");
    const opener = element.locator(".qb-manage-changes").getByRole("button", { name: "Cancel appointment" });

    await opener.click();
    const dialog = element.getByRole("alertdialog", { name: "Are you sure you want to cancel this appointment? Cancelling cannot be undone." });
    await dialog.waitFor();
    await screenshot(page, "manage-cancel-dialog-wide-en", { viewport: true });
    await expectAccessible(page, "cancel dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await status(joined.id)).toBe(1);

    await opener.click();
    await dialog.getByRole("button", { name: "Cancel appointment" }).click();
    await element.getByRole("heading", { name: "This appointment has been cancelled" }).waitFor();
    expect(await status(joined.id)).toBe(4);
    await screenshot(page, "manage-cancelled-wide-en");
    await expectAccessible(page, "cancelled screen");

    await element.getByRole("button", { name: "Book another" }).click();
    await page.waitForURL((url) => url.pathname === `/callback-service/${joined.locationId}` && url.searchParams.get("meeting_method") === "1");
    await element.getByRole("form").waitFor();
    expect(await csp.violations()).toEqual([]);
  });

  it("converts the spot into an appointment only after asking, and keeps it meanwhile", async () => {
    const joined = await joinDowntown(harness.server, harness.ids);
    const page = await openManage(joined);
    const element = page.locator("queue-booking");
    await element.getByText("Tired of waiting? Book an appointment at a time that suits you instead.").waitFor();
    const convert = element.getByRole("button", { name: "Convert to Appointment" });
    await expect.poll(() => convert.isEnabled()).toBe(true);

    await convert.click();
    const dialog = element.getByRole("alertdialog", { name: "Convert your spot in line into an appointment?" });
    await dialog.waitFor();
    await screenshot(page, "manage-convert-dialog-wide-en", { viewport: true });
    await expectAccessible(page, "convert dialog");
    await dialog.getByRole("button", { name: "Stay in line" }).click();
    await dialog.waitFor({ state: "detached" });

    await convert.click();
    await dialog.getByRole("button", { name: "Choose a time" }).click();
    // The conversion URL has the vendor's own form: under its path.
    await page.waitForURL((url) => url.pathname === "/s/maple-main/book/select-timeslot");
    const query = new URL(page.url()).searchParams;
    expect(query.get("walkin_id")).toBe(String(joined.id));
    expect(query.get("service")).toBe(String(harness.ids.service("deposits")));
    expect(await status(joined.id)).toBe(1);
  });
});
