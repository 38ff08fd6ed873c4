/**
 * Setup's webhooks against a real server: an endpoint added by the form, its secret shown once
 * (focus on it) and nowhere after; a refused address shown at its field and tied to it; a
 * delivery in the log sent again; and deleting only after the in-page confirmation.
 */
import { describe, expect, it } from "vitest";
import { addEndpoint } from "../../../server/webhooks/webhook-admin.js";
import { joinDowntown } from "../../../helpers/join-demo.js";
import { typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { openSetup } from "../setup-harness.js";

const PUBLIC_URL = "https://93.184.216.34/hooks";

describe("setup: webhooks", () => {
  const office = useOfficeServer();
  const endpoints = () => office.server.store.db.selectFrom("webhook_endpoints").selectAll().execute();
  const clear = () => office.server.store.db.deleteFrom("webhook_endpoints").execute();

  it("adds an endpoint and shows its secret once, with focus on it", async () => {
    await clear();
    const page = await openSetup(office, "/office/setup/webhooks");
    await page.waitForText("No endpoints yet.");
    page.office.context.history.go("/office/setup/webhooks/new");
    typeInto(await page.byId<HTMLInputElement>("webhook-url"), PUBLIC_URL);
    typeInto(await page.byId<HTMLInputElement>("webhook-description"), "CRM");
    (await page.byId<HTMLInputElement>("webhook-events")).click();
    (await page.byId<HTMLInputElement>("webhook-events-appointment-booked")).click();
    (await page.button("Add the endpoint")).click();
    const secret = await page.byId<HTMLInputElement>("webhook-secret");
    expect(secret.value).toMatch(/^whsec_/);
    expect(secret.readOnly).toBe(true);
    expect(secret.getAttribute("aria-describedby")).toBe("webhook-secret-note");
    expect(page.text()).toContain("it is not shown again");
    await waitFor(() => document.activeElement?.id === "webhook-secret-heading");
    const [stored] = await endpoints();
    expect(stored).toMatchObject({ url: PUBLIC_URL, description: "CRM", events: '["queue.joined","appointment.booked"]' });

    page.office.context.history.go(`/office/setup/webhooks/${stored?.id}`);
    await page.waitForText("Delivery log");
    expect(page.text()).toContain("Enabled");
    expect(page.container.innerHTML).not.toContain(secret.value.slice(6));
  });

  it("shows a refused address at its field, tied to it, and saves nothing", async () => {
    await clear();
    const page = await openSetup(office, "/office/setup/webhooks/new");
    const url = await page.byId<HTMLInputElement>("webhook-url");
    typeInto(url, "https://10.0.0.7/hooks");
    (await page.byId<HTMLInputElement>("webhook-events")).click();
    (await page.button("Add the endpoint")).click();
    const error = await page.byId("webhook-url-error");
    expect(error.textContent).toContain("public internet");
    expect(url.getAttribute("aria-invalid")).toBe("true");
    expect(url.getAttribute("aria-describedby")?.split(" ")).toContain("webhook-url-error");
    await waitFor(() => document.activeElement === url);
    expect((await page.byId("webhook-form-alert")).textContent).toContain("Nothing was saved");
    // No event chosen: the group's error, read with each box.
    (await page.byId<HTMLInputElement>("webhook-events")).click();
    typeInto(url, PUBLIC_URL);
    (await page.button("Add the endpoint")).click();
    const eventsError = await page.byId("webhook-events-error");
    expect(eventsError.textContent).toBe("Choose at least one event.");
    expect((await page.byId("webhook-events")).getAttribute("aria-describedby")).toBe("webhook-events-error");
    expect(await endpoints()).toEqual([]);
  });

  it("lists a delivery and sends it again", async () => {
    await clear();
    const { id } = await addEndpoint(office.server, PUBLIC_URL, ["queue.joined"]);
    await joinDowntown(office.server, office.ids);
    const page = await openSetup(office, `/office/setup/webhooks/${id}`);
    const log = await waitFor(() => page.container.querySelector<HTMLOListElement>('ol[aria-label="Deliveries"]'));
    const [entry] = log.querySelectorAll("li");
    expect(entry?.querySelector("h3")?.textContent).toBe("A client joined a line queue.joined");
    expect(entry?.textContent).toContain("attempts: 0");
    const again = entry?.querySelector("button");
    expect(again?.getAttribute("aria-label")).toMatch(/^Send again: A client joined a line, made /);
    again?.click();
    await page.waitForText("It goes out again in a moment.");
  });

  it("deletes only after the confirmation, giving focus back on Keep it", async () => {
    await clear();
    const { id } = await addEndpoint(office.server, PUBLIC_URL, ["queue.joined"]);
    const page = await openSetup(office, `/office/setup/webhooks/${id}`);
    const open = await page.button("Delete this endpoint");
    open.click();
    await waitFor(() => document.activeElement?.id === "webhook-delete-confirm");
    expect(page.text()).toContain("This cannot be undone.");
    (await page.button("Keep it")).click();
    await waitFor(() => document.activeElement?.textContent === "Delete this endpoint");
    expect(await endpoints()).toHaveLength(1);
    (await page.button("Delete this endpoint")).click();
    (await page.button("Delete for good")).click();
    await page.waitForText("No endpoints yet.");
    expect(await endpoints()).toEqual([]);
  });
});
