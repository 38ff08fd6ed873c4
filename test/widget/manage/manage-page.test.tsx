import { afterAll, beforeAll, afterEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import { joinDowntown, setStatus } from "../../helpers/join-demo.js";
import type { TestServer } from "../../helpers/test-server.js";
import { mountElement, startServer, waitFor, type MountedElement } from "../helpers/element-harness.js";

describe("manage page", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  const mounted: MountedElement[] = [];
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
  });
  afterEach(() => {
    for (const el of mounted.splice(0)) el.remove();
    window.location.hash = "";
  });

  async function open(query: string): Promise<MountedElement> {
    window.location.hash = `#/callback-service/confirmation?${query}`;
    const el = await mountElement({ vendor: "demo", "api-base": base });
    mounted.push(el);
    return el;
  }

  const button = (el: MountedElement, selector: string) =>
    waitFor(() => el.shadow.querySelector<HTMLButtonElement>(selector));

  it("shows the generic screen with a book-another button for a wrong code", async () => {
    const joined = await joinDowntown(server, ids);
    const el = await open(`id=${joined.id}&code=wrong`);
    await el.waitForText("Oops, something went wrong");
    expect(el.text()).toContain("Book another");
    expect(el.text()).not.toContain(joined.code);
  });

  it("shows the generic screen when the id or code is missing", async () => {
    const el = await open("id=1");
    await el.waitForText("Oops, something went wrong");
  });

  it("shows the wait card, the details and the confirmation number while waiting", async () => {
    const joined = await joinDowntown(server, ids);
    const el = await open(`id=${joined.id}&code=${joined.code}`);
    await el.waitForText("Your request has been added");
    expect(el.text()).toMatch(/You are next|Estimated wait: approximately \d/);
    expect(el.text()).toContain("Queue appointment details");
    expect(el.text()).toContain("Confirmation number");
    expect(el.text()).toContain(joined.code);
    expect(el.shadow.querySelector(".qb-cancel-open")).not.toBeNull();
  });

  it("reads the number it will call, with its ending for screen readers", async () => {
    const joined = await joinDowntown(server, ids);
    await setStatus(server, joined.id, 1, { meeting_method: 2 });
    const el = await open(`id=${joined.id}&code=${joined.code}`);
    await el.waitForText("We will call you at");
    expect(el.shadow.querySelector(".qb-manage-call .qb-visually-hidden")?.textContent).toContain("ending in 0 1 9 9");
  });

  it("cancels through the dialog, stores status 4 and tells the host page", async () => {
    const joined = await joinDowntown(server, ids);
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener("queue-booking:cancelled", listener);
    try {
      const el = await open(`id=${joined.id}&code=${joined.code}`);
      (await button(el, ".qb-cancel-open")).click();
      await el.waitForText("Are you sure you want to cancel this appointment? Cancelling cannot be undone.");
      (await button(el, ".qb-cancel-keep")).click();
      await waitFor(() => el.shadow.querySelector('[role="alertdialog"]') === null);
      (await button(el, ".qb-cancel-open")).click();
      (await button(el, ".qb-cancel-confirm")).click();
      await el.waitForText("This appointment has been cancelled");
      const row = await server.store.db.selectFrom("queue_appointments").select("status").where("id", "=", joined.id).executeTakeFirstOrThrow();
      expect(row.status).toBe(4);
      expect(events).toEqual([{ id: joined.id }]);
    } finally {
      document.removeEventListener("queue-booking:cancelled", listener);
    }
  });

  it("shows the cancelled title and books another at the same location", async () => {
    const joined = await joinDowntown(server, ids);
    await setStatus(server, joined.id, 4);
    const el = await open(`id=${joined.id}&code=${joined.code}&lang=xx`);
    await el.waitForText("This appointment has been cancelled");
    expect(el.shadow.querySelector(".qb-cancel-open")).toBeNull();
    (await button(el, ".qb-manage-cancelled button")).click();
    await waitFor(() => window.location.hash.startsWith(`#/callback-service/${joined.locationId}?`));
    const query = new URLSearchParams(window.location.hash.split("?")[1]);
    expect(query.get("meeting_method")).toBe("1");
    expect(query.get("lang")).toBe("en");
  });
});
