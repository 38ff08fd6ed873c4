/**
 * The services-unavailable screen's in-person wording (spec section 8): a client who is there
 * in person or asked for in person reads that the location takes no walk-ins; a plain link to
 * the online queue reads that it takes no online queue requests.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openForm, removeAll, useFormTestServer } from "../join-form/form-driver.js";

const IN_PERSON = "This location is not taking in person walk-ins at this time";
const ONLINE_QUEUE = "This location is not taking Online Queue requests at this time";

describe("services unavailable: in person or online queue", () => {
  const t = useFormTestServer();
  beforeAll(async () => {
    // Toronto's in-person services moved off site: it takes nobody in person. (Nobody on duty
    // is another case: the form stays, with a warning saying so — join-form/join-form-no-staff.test.tsx.)
    await t.server.store.db
      .updateTable("location_services")
      .set({ meeting_method: 4 })
      .where("location_id", "=", t.ids.location("toronto"))
      .where("meeting_method", "=", 1)
      .execute();
    t.server.app.ctx.lines.forget();
  });

  async function shown(query: string, attributes: Record<string, string> = {}): Promise<string> {
    const page = await openForm(t.base, t.ids.location("toronto"), query, attributes);
    await page.waitForText(/This location is not taking/);
    expect(page.text()).toContain("Toronto Branch");
    const title = page.shadow.querySelector("#qb-unavailable-title")?.textContent ?? "";
    removeAll();
    return title;
  }

  it.each([
    ["walk_in=1", {}],
    ["walk_in=true", {}],
    ["walk_in", {}],
    ["mode=kiosk", {}],
    ["meeting_method=1", {}],
    ["", { "walk-in": "true" }],
    ["", { "meeting-method": "1" }],
    ["", { mode: "kiosk" }],
  ])("tells a walk-in or an in-person request (%s %o) that no walk-ins are taken", async (query, attributes) => {
    expect(await shown(query, attributes)).toBe(IN_PERSON);
  });

  it.each([
    ["", {}],
    ["walk_in=0", {}],
    ["walk_in=false", {}],
    ["", { "walk-in": "false" }],
  ])("tells a plain online-queue link (%s %o) that no online queue requests are taken", async (query, attributes) => {
    expect(await shown(query, attributes)).toBe(ONLINE_QUEUE);
  });

  it("says it in the client's language", async () => {
    const page = await openForm(t.base, t.ids.location("toronto"), "walk_in=1&lang=fr");
    await page.waitForText("Cet établissement n'accepte pas de visites sur place sans rendez-vous pour le moment");
  });
});
