/**
 * The manage page of a place in line at a closed branch (issue 22, item 1): when it opens and
 * the client's number in line, never "You are next" hours before anyone is there; at the
 * opening it turns to the usual wait by itself. The demo's 350 Fifth Avenue ("uptown") opens
 * 08:00–20:00 New York time, Monday to Saturday.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueueStatus } from "#contract";
import { joinDemoLine, type Joined } from "../../helpers/join-demo.js";
import { useElementTestServer, waitFor } from "../helpers/element-harness.js";
import { setClocks as setSharedClocks } from "../helpers/shared-clock.js";
import { find, openManage } from "./manage-harness.js";

/** Monday 2026-11-23 in New York (UTC−5). */
const FOUR_AM = "2026-11-23T09:00:00.000Z";

describe("manage page at a closed branch", () => {
  const harness = useElementTestServer();
  afterEach(async () => {
    vi.restoreAllMocks();
    const { db } = harness.server.store;
    await db.updateTable("queue_appointments").set({ status: QueueStatus.cancelled }).where("location_id", "=", harness.ids.location("uptown")).execute();
    await db.updateTable("locations").set({ temporarily_closed: 0 }).where("id", "=", harness.ids.location("uptown")).execute();
    harness.server.app.ctx.lines.forget();
  });

  const setClocks = (iso: string) => setSharedClocks(harness.server, iso);
  const joinUptown = (first: string) => joinDemoLine(harness.server, harness.ids, "uptown", "deposits", { first_name: first });
  /** The wait line of the manage page of `entry`, once shown. */
  async function waitLine(entry: Joined, query?: string): Promise<string> {
    const page = await openManage(harness, entry, { query });
    return (await find(page, ".qb-manage-wait")).textContent ?? "";
  }

  it("before opening: when it opens and the number in line, in the element's language", async () => {
    setClocks(FOUR_AM);
    await joinUptown("Ava");
    await joinUptown("Bo");
    const third = await joinUptown("Cy");
    expect(await waitLine(third)).toBe("Opens at 8:00 AM EST — you are number 3 in line");
    expect(await waitLine(third, "lang=es")).toBe("Abre a las 8:00 GMT-5: usted es el número 3 en la fila");
  });

  it("moves up a place when someone ahead leaves the line, from the live delta alone", async () => {
    setClocks(FOUR_AM);
    const first = await joinUptown("Gil");
    const second = await joinUptown("Hana");
    const original = globalThis.fetch;
    let reads = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(`/queue-appointments/${second.id}`)) reads += 1;
      return original(input, init);
    });
    const page = await openManage(harness, second);
    await page.waitForText("you are number 2 in line");
    // The page's first read, then its re-read once its live channel is subscribed (for what
    // changed in between): after those, reads are counted, and the move must not need one.
    await waitFor(() => reads >= 2, 15_000);
    reads = 0;
    // Sent on the location's channel until the page follows its place's channel, where the
    // server gives it its share (a frame before that reaches nobody).
    await waitFor(() => {
      void harness.server.app.ctx.bus.publish({
        channel: `location.${harness.ids.location("uptown")}`,
        event: "WaitTimeRecalculated",
        data: [{ id: first.id, attributes: { expected_start: null, left: true } }],
      });
      return page.text().includes("you are number 1 in line");
    }, 15_000);
    expect(reads).toBe(0);
    // Someone behind leaving changes nothing.
    await harness.server.app.ctx.bus.publish({
      channel: `location.${harness.ids.location("uptown")}`,
      event: "WaitTimeRecalculated",
      data: [{ id: second.id + 1, attributes: { expected_start: null, left: true } }],
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.text()).toContain("you are number 1 in line");
  });

  it("after closing: the day and time it opens", async () => {
    setClocks("2026-11-24T01:30:00.000Z");
    expect(await waitLine(await joinUptown("Dee"))).toBe("Opens Tuesday at 8:00 AM EST — you are number 1 in line");
  });

  it("with no opening in view: closed for the rest of today", async () => {
    setClocks(FOUR_AM);
    const entry = await joinUptown("Eve");
    await harness.server.store.db.updateTable("locations").set({ temporarily_closed: 1 }).where("id", "=", harness.ids.location("uptown")).execute();
    expect(await waitLine(entry)).toBe("Closed for the rest of today — you are number 1 in line");
  });

  it("turns to the usual wait at the opening by itself", async () => {
    setClocks("2026-11-23T12:59:58.000Z");
    const page = await openManage(harness, await joinUptown("Fay"));
    await page.waitForText("Opens at 8:00 AM EST — you are number 1 in line");
    await page.waitForText("You are next", 6000);
  });
});
