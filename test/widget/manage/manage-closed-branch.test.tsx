/**
 * The manage page of a place in line at a closed branch (issue 22, item 1): when it opens and
 * the client's number in line, never "You are next" hours before anyone is there; at the
 * opening it turns to the usual wait by itself. The demo's 350 Fifth Avenue ("uptown") opens
 * 08:00–20:00 New York time, Monday to Saturday.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueueStatus } from "../../../widget/src/contract/index.js";
import { joinBody } from "../../helpers/join-body.js";
import { useElementTestServer } from "../helpers/element-harness.js";
import { find, openManage, type ManageEntry } from "./manage-harness.js";

/** Monday 2026-11-23 in New York (UTC−5). */
const FOUR_AM = "2026-11-23T09:00:00.000Z";

describe("manage page at a closed branch", () => {
  const harness = useElementTestServer();
  afterEach(async () => {
    vi.restoreAllMocks();
    const { db } = harness.server.store;
    await db.updateTable("queue_appointments").set({ status: QueueStatus.cancelled }).where("location_id", "=", harness.ids.location("uptown")).execute();
    await db.updateTable("locations").set({ temporarily_closed: 0 }).where("id", "=", harness.ids.location("uptown")).execute();
  });

  /** The server's clock and the browser's (running on from there) at `iso`. */
  function setClocks(iso: string): void {
    harness.server.clock.set(iso);
    const realNow = Date.now.bind(Date);
    const offset = Date.parse(iso) - realNow();
    vi.spyOn(Date, "now").mockImplementation(() => realNow() + offset);
  }

  async function joinUptown(first: string): Promise<ManageEntry> {
    const { ids } = harness;
    const res = await harness.server.call({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      payload: joinBody({ location_id: ids.location("uptown"), service_id: ids.service("deposits") }, { first_name: first }, [
        { question_id: ids.question("member"), value: 1 },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as number, code: res.json().data.attributes.confirm_code as string };
  }
  const waitLine = async (el: Awaited<ReturnType<typeof openManage>>) => (await find(el, ".qb-manage-wait")).textContent ?? "";

  it("before opening: when it opens and the number in line, in the element's language", async () => {
    setClocks(FOUR_AM);
    await joinUptown("Ava");
    await joinUptown("Bo");
    const third = await joinUptown("Cy");
    const page = await openManage(harness, third);
    await page.waitForText("Opens at");
    expect(await waitLine(page)).toBe("Opens at 8:00 AM EST — you are number 3 in line");
    expect(page.text()).not.toContain("You are next");
    page.remove();

    const es = await openManage(harness, third, { query: "lang=es" });
    await es.waitForText("Abre a las");
    expect(await waitLine(es)).toBe("Abre a las 8:00 GMT-5: usted es el número 3 en la fila");
  });

  it("after closing: the day and time it opens", async () => {
    setClocks("2026-11-24T01:30:00.000Z");
    const page = await openManage(harness, await joinUptown("Dee"));
    await page.waitForText("Opens Tuesday");
    expect(await waitLine(page)).toBe("Opens Tuesday at 8:00 AM EST — you are number 1 in line");
  });

  it("with no opening in view: closed for the rest of today", async () => {
    setClocks(FOUR_AM);
    const entry = await joinUptown("Eve");
    await harness.server.store.db.updateTable("locations").set({ temporarily_closed: 1 }).where("id", "=", harness.ids.location("uptown")).execute();
    const page = await openManage(harness, entry);
    await page.waitForText("Closed for the rest of today");
    expect(await waitLine(page)).toBe("Closed for the rest of today — you are number 1 in line");
  });

  it("turns to the usual wait at the opening by itself", async () => {
    setClocks("2026-11-23T12:59:58.000Z");
    const page = await openManage(harness, await joinUptown("Fay"));
    await page.waitForText("Opens at 8:00 AM EST — you are number 1 in line");
    await page.waitForText("You are next", 6000);
  });
});
