/**
 * The display mode in any case (spec section 2 uppercases it): `KIOSK`, `Embed`, `TV` and
 * `INVITATION`, in the URL or the `mode` attribute, act as their lower-case forms — what the
 * client sees, and the booked-through source the join records.
 */
import { describe, expect, it } from "vitest";
import { answerMember, confirmationQuery, fillContact, openForm, openRoute, removeAll, useFormTestServer } from "../join-form/form-driver.js";
import { waitFor } from "../helpers/element-harness.js";

describe("display mode, whatever its case", () => {
  const t = useFormTestServer();

  const bookedThrough = async (id: number) =>
    (await t.server.store.db.selectFrom("queue_appointments").select("booked_through").where("id", "=", id).executeTakeFirstOrThrow()).booked_through;

  it("mode=KIOSK in the URL is a kiosk: a home button, no compliance box, a kiosk join", async () => {
    const page = await openForm(t.base, t.ids.location("downtown"), `service=${t.ids.service("deposits")}&mode=KIOSK`);
    await page.ready();
    expect([...page.shadow.querySelectorAll("header button")].map((b) => b.textContent)).toContain("Home");
    expect(page.shadow.querySelector("header a")).toBeNull();
    expect(page.shadow.querySelector('input[name="compliance"]')).toBeNull();
    answerMember(page, t.ids.question("member"));
    fillContact(page, "Kiosk");
    await waitFor(() => !page.submitButton().disabled);
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    expect(query.mode).toBe("kiosk");
    expect(await bookedThrough(Number(query.id))).toBe("kiosk");
  });

  it("mode=INVITATION in the URL books as an invitation", async () => {
    const page = await openForm(t.base, t.ids.location("downtown"), `service=${t.ids.service("deposits")}&mode=INVITATION`);
    await page.ready();
    answerMember(page, t.ids.question("member"));
    fillContact(page, "Invited");
    page.click('input[name="compliance"]');
    await waitFor(() => !page.submitButton().disabled);
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    expect(await bookedThrough(Number(query.id))).toBe("invitation");
  });

  it("mode=TV in the URL shows the lobby board", async () => {
    const page = await openRoute(t.base, `/callback-service/${t.ids.location("downtown")}?mode=TV`);
    await page.waitForText("Nobody is being served right now.");
    expect(page.shadow.querySelector(".qb-tv")).not.toBeNull();
    expect(page.shadow.querySelector("form")).toBeNull();
  });

  it('the attribute mode="Embed" hides the header, mode="KIOSK" shows the home button', async () => {
    const embedded = await openForm(t.base, t.ids.location("downtown"), "", { mode: "Embed" });
    await embedded.ready();
    expect(embedded.shadow.querySelector("header")).toBeNull();
    expect(embedded.shadow.querySelector(".qb-app")?.getAttribute("data-mode")).toBe("embed");
    removeAll();
    const kiosk = await openForm(t.base, t.ids.location("downtown"), "", { mode: "KIOSK" });
    await kiosk.ready();
    expect([...kiosk.shadow.querySelectorAll("header button")].map((b) => b.textContent)).toContain("Home");
    expect(kiosk.shadow.querySelector('input[name="compliance"]')).toBeNull();
  });

  it("an unknown mode attribute is still a configuration error naming it", async () => {
    const page = await openForm(t.base, t.ids.location("downtown"), "", { mode: "Lobby" });
    await page.waitForText("This booking widget is not set up correctly.");
    expect(page.text()).toContain("mode");
  });

  it("mode=Kiosk keeps a kiosk out of the booking flow", async () => {
    const page = await openRoute(t.base, "/book/select-service?mode=Kiosk");
    await page.waitForText("Appointments cannot be booked here");
  });
});
