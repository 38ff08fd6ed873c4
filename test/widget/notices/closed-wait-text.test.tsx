/**
 * The form of a closed branch (issue 22, item 1): the wait line says when it opens, on the
 * branch's clock with its zone, and counts the wait from the opening; after closing it says the
 * branch is closed for the rest of today; at the opening the usual line takes over by itself.
 * The demo's 350 Fifth Avenue ("uptown") opens 08:00–20:00 New York time, Monday to Saturday.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueueStatus } from "#contract";
import { joinDemoLine } from "../../helpers/join-demo.js";
import { openForm, useFormTestServer, type FormPage } from "../join-form/form-driver.js";
import { setClocks as setSharedClocks } from "../helpers/shared-clock.js";

/** Monday 2026-11-23 in New York (UTC−5). */
const FOUR_AM = "2026-11-23T09:00:00.000Z";
const EVENING = "2026-11-24T01:30:00.000Z"; // 20:30

describe("the form's wait line at a closed branch", () => {
  const context = useFormTestServer();
  afterEach(async () => {
    vi.restoreAllMocks();
    await context.server.store.db
      .updateTable("queue_appointments")
      .set({ status: QueueStatus.cancelled })
      .where("location_id", "=", context.ids.location("uptown"))
      .execute();
    context.server.app.ctx.lines.forget();
  });

  const setClocks = (iso: string) => setSharedClocks(context.server, iso);

  async function uptownForm(query = ""): Promise<FormPage> {
    const { base, ids } = context;
    const page = await openForm(base, ids.location("uptown"), `service=${ids.service("deposits")}${query}`);
    await page.ready();
    return page;
  }
  const waitLine = (page: FormPage) => page.field("#qb-service-wait").textContent ?? "";

  const joinUptown = (first: string) => joinDemoLine(context.server, context.ids, "uptown", "deposits", { first_name: first });

  it("before opening: says when it opens, with the wait counted from the opening", async () => {
    setClocks(FOUR_AM);
    const page = await uptownForm();
    await page.waitForText("Closed now");
    expect(waitLine(page)).toBe("Closed now, opens at 8:00 AM EST. Estimated wait after opening: 5 minutes");

    // Five people ahead for two staff: the third deposit starts 16 minutes after opening.
    for (const name of ["Ava", "Bo", "Cy", "Di", "Ed"]) await joinUptown(name);
    page.remove();
    const longer = await uptownForm();
    await longer.waitForText("Closed now");
    expect(waitLine(longer)).toBe("Closed now, opens at 8:00 AM EST. Estimated wait after opening: approximately 16 minutes");
  });

  it("speaks the element's language, with the zone as the language names it", async () => {
    setClocks(FOUR_AM);
    const page = await uptownForm("&lang=fr");
    await page.waitForText("Fermé actuellement");
    expect(waitLine(page)).toBe("Fermé actuellement, ouvre à 08:00 UTC−5. Attente estimée après l'ouverture : 5 minutes");
  });

  it("after closing: closed for the rest of today", async () => {
    setClocks(EVENING);
    const page = await uptownForm("&lang=es");
    await page.waitForText("Cerrado el resto del día");
    expect(waitLine(page)).toBe("Cerrado el resto del día");
  });

  it("tells the opening where the vendor hides waits, and nothing once open", async () => {
    const { db } = context.server.store;
    const row = await db.selectFrom("vendors").select("settings").where("slug", "=", "demo").executeTakeFirstOrThrow();
    await db
      .updateTable("vendors")
      .set({ settings: JSON.stringify({ ...JSON.parse(row.settings), show_wait_time: false }) })
      .where("slug", "=", "demo")
      .execute();
    try {
      setClocks(FOUR_AM);
      const page = await uptownForm();
      await page.waitForText("Closed now");
      expect(waitLine(page)).toBe("Closed now, opens at 8:00 AM EST");
    } finally {
      await db.updateTable("vendors").set({ settings: row.settings }).where("slug", "=", "demo").execute();
    }
  });

  it("moves on by itself at the opening", async () => {
    setClocks("2026-11-23T12:59:58.500Z");
    const page = await uptownForm();
    await page.waitForText("Closed now");
    await page.waitForText("Estimated wait: 5 minutes", 5000);
    expect(page.text()).not.toContain("Closed now");
  });
});
