import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startServer, waitFor } from "../helpers/element-harness.js";
import { allowTestPageOrigin, answerMember, confirmationQuery, fillContact, openForm, removeAll, settle, type FormPage } from "./form-driver.js";

/** The newest appointment with its client, straight from the database. */
async function latestJoin(server: TestServer) {
  return server.store.db
    .selectFrom("queue_appointments")
    .innerJoin("clients", "clients.id", "queue_appointments.client_id")
    .select([
      "queue_appointments.id",
      "queue_appointments.fulfillment_method",
      "queue_appointments.car_details",
      "queue_appointments.service_id",
      "clients.receive_sms",
      "clients.cell_phone",
    ])
    .orderBy("queue_appointments.id", "desc")
    .executeTakeFirstOrThrow();
}

describe("join form: curbside and SMS", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  let page: FormPage | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    await settle(100);
    await server.close();
  });
  beforeEach(removeAll);
  afterEach(removeAll);

  async function downtown(service: string, query = ""): Promise<FormPage> {
    const form = await openForm(base, ids.location("downtown"), `service=${ids.service(service)}${query}`);
    await form.ready();
    form.click('input[name="compliance"]');
    answerMember(form, ids.question("member"));
    return form;
  }

  it("forces curbside for a curbside-only service and requires the car details", async () => {
    page = await downtown("curbside-cash");
    await page.waitForText("This service is offered by curbside pickup only.");
    expect(page.shadow.querySelector('input[name="fulfillment"]')).toBeNull();
    expect(page.field<HTMLTextAreaElement>("#qb-car-details").getAttribute("rows")).toBe("4");
    fillContact(page);
    page.click('button[type="submit"]');
    await page.waitForText("Please describe your car for curbside pickup");
    page.type("#qb-car-details", "Blue Honda Civic");
    page.type("#qb-parking-spot", "12");
    page.click('button[type="submit"]');
    await confirmationQuery();
    const row = await latestJoin(server);
    expect(row).toMatchObject({ fulfillment_method: 2, service_id: ids.service("curbside-cash"), car_details: "Blue Honda Civic\nParking spot: 12" });
  });

  it("lets the client toggle walk-in and curbside for a service that allows both", async () => {
    page = await downtown("card-pickup");
    await page.waitForText("How would you like to be served?");
    const [walkIn, curbside] = [...page.shadow.querySelectorAll<HTMLInputElement>('input[name="fulfillment"]')];
    expect(walkIn?.checked).toBe(true);
    expect(page.shadow.querySelector("#qb-car-details")).toBeNull();
    curbside?.click();
    await waitFor(() => page?.shadow.querySelector("#qb-car-details"));
    walkIn?.click();
    await waitFor(() => !page?.shadow.querySelector("#qb-car-details"));
    curbside?.click();
    await waitFor(() => page?.shadow.querySelector("#qb-car-details"));
    fillContact(page);
    page.type("#qb-car-details", "Red pickup truck");
    page.click('button[type="submit"]');
    await confirmationQuery();
    expect(await latestJoin(server)).toMatchObject({ fulfillment_method: 2, car_details: "Red pickup truck" });
  });

  it("offers no curbside choice for phone callbacks or a lobby-only service", async () => {
    page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}`);
    await page.ready();
    expect(page.text()).not.toContain("How would you like to be served?");
    page.remove();
    page = await openForm(base, ids.location("downtown"), "meeting_method=2");
    await page.ready();
    expect(page.text()).toContain("Request a callback");
    expect(page.shadow.querySelector('input[name="fulfillment"]')).toBeNull();
  });

  it("enables the SMS opt-in only once a phone number is entered", async () => {
    page = await downtown("deposits");
    expect(page.text()).toContain("Standard message rates may apply");
    const box = () => page?.field('input[name="receive-sms"]');
    expect(box()?.disabled).toBe(true);
    page.type("#qb-first-name", "Maria");
    page.type("#qb-phone", "+12125550199");
    await waitFor(() => box()?.disabled === false);
    page.click('input[name="receive-sms"]');
    await waitFor(() => box()?.checked);
    // Clearing the number takes the opt-in away again.
    page.type("#qb-phone", "");
    await waitFor(() => box()?.disabled && !box()?.checked);
    page.type("#qb-phone", "+12125550199");
    await waitFor(() => box()?.disabled === false);
    page.click('input[name="receive-sms"]');
    await waitFor(() => box()?.checked);
    page.click('button[type="submit"]');
    await confirmationQuery();
    expect(await latestJoin(server)).toMatchObject({ receive_sms: 1, cell_phone: "+12125550199" });
  });

  it("forces the SMS opt-in where the vendor requires it", async () => {
    const city = await demoIds(server.store.db, "city-permits");
    await allowTestPageOrigin(server, "city-permits");
    page = await openForm(base, city.location("city-hall"), "", { vendor: "city-permits" });
    await page.ready();
    expect(page.text()).toContain("We will send you text message updates about your place in line.");
    expect(page.text()).toContain("Standard message rates may apply");
    expect(page.shadow.querySelector('input[name="receive-sms"]')).toBeNull();
    // Beside required updates, also where the phone is required (join-form-without-updates).
    expect(page.text()).toContain("Check in without updates");
    fillContact(page, "Sam", "5125550142");
    await settle();
    page.click('button[type="submit"]');
    await confirmationQuery();
    expect(await latestJoin(server)).toMatchObject({ receive_sms: 1, cell_phone: "+15125550142" });
  });
});
