import { readFileSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "../../helpers/demo-ids.js";
import { ADMIN_TOKEN, type TestServer } from "../../helpers/test-server.js";
import { allowTestPageOrigin, removeAll } from "../join-form/form-driver.js";
import { startServer, waitFor } from "../helpers/element-harness.js";
import { openBooking, routeAt } from "./booking-driver.js";

describe("booking flow: the vendor's settings and the display modes", () => {
  let server: TestServer;
  let base: string;
  const riverbank = JSON.parse(readFileSync("server/examples/riverbank-clinic.json", "utf8"));
  beforeAll(async () => {
    ({ server, base } = await startServer());
    const put = (slug: string, doc: object) =>
      server.app.inject({ method: "PUT", url: `/api/v2/admin/vendors/${slug}`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload: doc });
    await put("riverbank", { ...riverbank, modern_client_view: true, allowed_origins: [window.location.origin] });
    await put("riverbank-plain", {
      ...riverbank,
      domains: [],
      modern_client_view: true,
      allowed_origins: [window.location.origin],
      client_view: { ...riverbank.client_view, show_staff_picker: false, max_additional_attendees: 0 },
    });
    await allowTestPageOrigin(server, "city-permits");
  });
  afterAll(async () => {
    await new Promise((r) => setTimeout(r, 100));
    await server.close();
  });
  afterEach(removeAll);

  it("does not book in kiosk mode", async () => {
    const page = await openBooking(base, "/book/select-service?mode=kiosk");
    await page.waitForText("Appointments cannot be booked here");
    expect(page.text()).toContain("Please join the line at this kiosk instead.");
    await page.press("Restart from the home page");
    await routeAt("/callback-service");
  });

  it("tells a vendor's clients when it takes no online bookings", async () => {
    const page = await openBooking(base, "/book/select-service", { vendor: "city-permits" });
    await page.waitForText("This business does not take appointment bookings online.");
  });

  it("shows staff photos and languages when the vendor shows them, and invite-only staff only with the invitation", async () => {
    const ids = await demoIds(server.store.db, "riverbank");
    const choices = `service=${ids.service("walk-in")}&meeting_method=1&location=${ids.location("main-street")}`;
    const page = await openBooking(base, `/book/select-staff?${choices}`, { vendor: "riverbank" });
    await page.waitForText("Dr. Alex Ng");
    expect(page.text()).toContain("Speaks English and French");
    expect(page.shadow.querySelector<HTMLImageElement>('img[src="https://riverbank.example/staff/alex-ng.jpg"]')?.alt).toBe("");
    expect(page.text()).not.toContain("Dr. Chidi Okafor");
    removeAll();
    const consult = `service=${ids.service("allergy-consult")}&meeting_method=1&location=${ids.location("main-street")}`;
    const invited = await openBooking(base, `/book/select-staff?${consult}&invite=rb-specialist-2026`, { vendor: "riverbank" });
    await invited.waitForText("Dr. Chidi Okafor");
  });

  it("skips the staff and attendees steps the vendor does not use", async () => {
    const ids = await demoIds(server.store.db, "riverbank-plain");
    const page = await openBooking(base, "/book/select-service", { vendor: "riverbank-plain" });
    await page.pick("Walk-in visit");
    await page.press("Continue");
    await routeAt("/book/select-location");
    await page.pick("Main Street Clinic");
    await page.press("Continue");
    const times = await routeAt("/book/select-timeslot");
    expect(times.location).toBe(String(ids.location("main-street")));
    // Two hours' notice from the test clock (Sunday, closed) leaves Monday 08:00 first.
    await page.waitForText("Available times on Monday, November 23");
    await page.pick("8:00 AM");
    await page.press("Continue");
    await routeAt("/book/attendee-details");
    expect(page.text()).not.toContain("Staff");
  });

  it("speaks the client's language on every step", async () => {
    const page = await openBooking(base, "/book/select-service?lang=fr");
    await page.waitForText("Sélectionnez un service");
    await page.pick("Dépôts et retraits");
    await page.waitForText("Comment souhaitez-vous être reçu ?");
    await page.press("Continuer");
    await page.waitForText("Agence du centre-ville");
    await waitFor(() => page.text().includes("Votre rendez-vous"));
    expect(page.text()).toContain("Changer de service");
  });
});
