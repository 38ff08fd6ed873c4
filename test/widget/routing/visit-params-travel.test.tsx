/**
 * An embedded visit stays embedded (spec section 2, "Routes"): the display mode and the other
 * parameters the spec carries along survive every move of the flow, not only the join.
 */
import { describe, expect, it } from "vitest";
import { answerMember, confirmationQuery, fillContact, openForm, openRoute, useFormTestServer } from "../join-form/form-driver.js";
import { waitFor } from "../helpers/element-harness.js";

const VISIT = { mode: "embed", utm_source: "partner", walk_in: "1", use_new_kiosk: "1", booked_through: "kiosk_qr" };
const hashQuery = () => Object.fromEntries(new URLSearchParams(window.location.hash.split("?")[1]));

describe("the visit's parameters travel with every move", () => {
  const t = useFormTestServer();

  async function joinEmbedded() {
    const page = await openForm(t.base, t.ids.location("downtown"), `service=${t.ids.service("deposits")}&${new URLSearchParams(VISIT).toString()}`);
    await page.ready();
    answerMember(page, t.ids.question("member"));
    fillContact(page);
    page.click('input[name="compliance"]');
    await waitFor(() => !page.submitButton().disabled);
    page.click('button[type="submit"]');
    return { page, query: await confirmationQuery() };
  }

  it("join → confirmation → convert into the booking flow stays embedded, with its utm_*", async () => {
    const { page, query } = await joinEmbedded();
    expect(query).toMatchObject({ ...VISIT, lang: "en" });
    await page.waitForText("Tired of waiting?");
    expect(page.shadow.querySelector("header")).toBeNull();

    const open = await waitFor(() => page.shadow.querySelector<HTMLButtonElement>(".qb-convert-open:not([disabled])"));
    open.click();
    (await waitFor(() => page.shadow.querySelector<HTMLButtonElement>(".qb-dialog-confirm"))).click();
    await waitFor(() => window.location.hash.startsWith("#/book/select-timeslot?"));
    expect(hashQuery()).toMatchObject({ ...VISIT, walkin_id: query.id });
  });

  it("book another from a cancelled appointment keeps the mode and utm_*", async () => {
    const { page, query } = await joinEmbedded();
    page.remove();
    await t.server.store.db.updateTable("queue_appointments").set({ status: 4 }).where("id", "=", Number(query.id)).execute();
    const manage = await openRoute(t.base, `/callback-service/confirmation?${new URLSearchParams(query).toString()}`);
    await manage.waitForText("This appointment has been cancelled");
    manage.click(".qb-book-another");
    await waitFor(() => window.location.hash.startsWith(`#/callback-service/${t.ids.location("downtown")}?`));
    expect(hashQuery()).toMatchObject({ ...VISIT, lang: "en" });
    expect(hashQuery()).not.toHaveProperty("id");
  });
});
