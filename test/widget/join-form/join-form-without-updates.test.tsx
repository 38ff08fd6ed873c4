/**
 * "Check in without updates" beside required text updates (spec section 5), also where the
 * vendor requires the phone: at City Permits a client without a mobile phone ticks it, the
 * phone field steps aside and the form is sent without a number, for no text messages.
 */
import { describe, expect, it } from "vitest";
import { demoIds } from "../../helpers/demo-ids.js";
import { waitFor } from "../helpers/element-harness.js";
import { allowTestPageOrigin, confirmationQuery, openForm, useFormTestServer, type FormPage } from "./form-driver.js";

describe("join form: checking in without updates", () => {
  const context = useFormTestServer();

  async function cityHall(): Promise<FormPage> {
    const { server, base } = context;
    const city = await demoIds(server.store.db, "city-permits");
    await allowTestPageOrigin(server, "city-permits");
    const page = await openForm(base, city.location("city-hall"), "", { vendor: "city-permits" });
    await page.ready();
    return page;
  }

  it("is offered beside required text updates where the phone is required too", async () => {
    const page = await cityHall();
    expect(page.text()).toContain("We will send you text message updates about your place in line.");
    expect(page.text()).toContain("Check in without updates");
    expect(page.field("#qb-phone").required).toBe(true);
    page.type("#qb-first-name", "Sam");
    page.click('button[type="submit"]');
    await page.waitForText("Please provide a phone number");
  });

  it("lets a client without a mobile phone join by choosing it", async () => {
    const page = await cityHall();
    page.type("#qb-first-name", "Sam");
    page.type("#qb-last-name", "Nophone");
    page.click('input[name="without-updates"]');
    await waitFor(() => page.field("#qb-phone").disabled);
    expect(page.field("#qb-phone").required).toBe(false);
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    const stored = await context.server.store.db
      .selectFrom("queue_appointments")
      .innerJoin("clients", "clients.id", "queue_appointments.client_id")
      .select(["clients.cell_phone", "clients.receive_sms"])
      .where("queue_appointments.id", "=", Number(query.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ cell_phone: "", receive_sms: 0 });
  });
});
