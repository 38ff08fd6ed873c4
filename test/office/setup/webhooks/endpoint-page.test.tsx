/**
 * One endpoint's page against a real server: a new secret with the overlap chosen (the old one
 * kept for that long, the new one shown once), disabling and enabling it, a change saved, and the
 * delivery log paged with "Older deliveries", focus on the first entry added, the attempts shown.
 */
import { describe, expect, it } from "vitest";
import { addEndpoint } from "../../../server/webhooks/webhook-admin.js";
import { TEST_NOW } from "../../../helpers/test-server.js";
import { typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { openSetup } from "../setup-harness.js";

const PUBLIC_URL = "https://93.184.216.34/hooks";

/** Makes `count` failed deliveries of `queue.completed` to the endpoint, the last with one attempt that got a 500. */
async function failedDeliveries(office: ReturnType<typeof useOfficeServer>, endpointId: number, count: number): Promise<void> {
  const { db } = office.server.store;
  for (let i = 0; i < count; i++) {
    const event = await db
      .insertInto("webhook_events")
      .values({ vendor_id: office.ids.vendor, message_id: `msg_page${i}`, type: "queue.completed", payload: "{}", created_at: TEST_NOW })
      .returning("id")
      .executeTakeFirstOrThrow();
    const delivery = await db
      .insertInto("webhook_deliveries")
      .values({ event_id: event.id, endpoint_id: endpointId, status: "failed", attempts: 1, next_attempt_at: TEST_NOW, last_status: 500, created_at: TEST_NOW })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (i === count - 1)
      await db
        .insertInto("webhook_attempts")
        .values({ delivery_id: delivery.id, attempted_at: TEST_NOW, status_code: 500, error: null, duration_ms: 42 })
        .execute();
  }
}

describe("setup: one webhook endpoint", () => {
  const office = useOfficeServer();
  const clear = () => office.server.store.db.deleteFrom("webhook_endpoints").execute();

  it("makes a new secret with the overlap chosen, shown once", async () => {
    await clear();
    const { id, secret: first } = await addEndpoint(office.server, PUBLIC_URL, ["queue.joined"]);
    const page = await openSetup(office, `/office/setup/webhooks/${id}`);
    const overlap = await page.byId<HTMLSelectElement>("webhook-overlap");
    expect([...overlap.options].map((o) => o.value)).toEqual(["0", "24", "72"]);
    overlap.value = "72";
    overlap.dispatchEvent(new Event("change", { bubbles: true }));
    (await page.button("Make a new secret")).click();
    const shown = await page.byId<HTMLInputElement>("webhook-secret");
    expect(shown.value).toMatch(/^whsec_/);
    expect(shown.value).not.toBe(first);
    await waitFor(() => document.activeElement?.id === "webhook-secret-heading");
    const secrets = await office.server.store.db.selectFrom("webhook_secrets").selectAll().where("endpoint_id", "=", id).orderBy("id").execute();
    expect(secrets.map((s) => s.secret)).toEqual([first, shown.value]);
    expect(secrets[0]?.expires_at).toBe(new Date(Date.parse(TEST_NOW) + 72 * 3_600_000).toISOString());
  });

  it("disables and enables it, and saves a change", async () => {
    await clear();
    const { id } = await addEndpoint(office.server, PUBLIC_URL, ["queue.joined"]);
    const page = await openSetup(office, `/office/setup/webhooks/${id}`);
    (await page.button("Disable")).click();
    await page.waitForText("Disabled. It gets no new events");
    expect(page.text()).toContain("Disabled by an admin on");
    (await page.button("Enable")).click();
    await page.waitForText("Enabled. Waiting deliveries go out now.");
    typeInto(await page.byId<HTMLInputElement>("webhook-description"), "Ticket board");
    (await page.byId<HTMLInputElement>("webhook-events-feedback-received")).click();
    (await page.button("Save")).click();
    await page.waitForText("Saved.");
    const stored = await office.server.store.db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ enabled: 1, description: "Ticket board", events: '["queue.joined","feedback.received"]' });
  });

  it("explains why the server disabled it", async () => {
    await clear();
    const { id } = await addEndpoint(office.server, PUBLIC_URL, ["queue.joined"]);
    await office.server.store.db
      .updateTable("webhook_endpoints")
      .set({ enabled: 0, disabled_reason: "gone", disabled_at: TEST_NOW })
      .where("id", "=", id)
      .execute();
    const page = await openSetup(office, `/office/setup/webhooks/${id}`);
    await page.waitForText("the receiver answered that it is gone for good (410)");
    page.office.context.history.go("/office/setup/webhooks");
    await page.waitForText("the receiver answered that it is gone for good (410)");
  });

  it("pages the delivery log with Older deliveries, focus on the first one added", async () => {
    await clear();
    const { id } = await addEndpoint(office.server, PUBLIC_URL, ["queue.completed"]);
    await failedDeliveries(office, id, 52);
    const page = await openSetup(office, `/office/setup/webhooks/${id}`);
    const log = await waitFor(() => page.container.querySelector<HTMLOListElement>('ol[aria-label="Deliveries"]'));
    await waitFor(() => log.querySelectorAll(":scope > li").length === 50);
    const newest = log.querySelector(":scope > li");
    expect(newest?.textContent).toContain("Failed · attempts: 1");
    expect(newest?.textContent).toContain("last answer: HTTP 500");
    expect(newest?.querySelector("details li")?.textContent).toMatch(/: HTTP 500 in 42 ms$/);
    (await page.button("Older deliveries")).click();
    await waitFor(() => log.querySelectorAll(":scope > li").length === 52);
    const firstAdded = log.querySelectorAll(":scope > li")[50]?.querySelector("h3");
    await waitFor(() => document.activeElement === firstAdded);
    expect([...page.container.querySelectorAll("button")].some((b) => b.textContent === "Older deliveries")).toBe(false);
  });
});
