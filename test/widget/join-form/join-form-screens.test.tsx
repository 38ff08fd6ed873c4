import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startServer, waitFor } from "../helpers/element-harness.js";
import { openForm, removeAll, settle, type FormPage } from "./form-driver.js";

describe("join form route: which screen shows", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  let page: FormPage | undefined;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(removeAll);
  afterEach(removeAll);

  it("shows the form with the location's instructions, services, fields and policy block", async () => {
    page = await openForm(base, ids.location("downtown"));
    await page.ready();
    expect(page.text()).toContain("Join the line");
    expect(page.text()).toContain("Downtown Branch");
    expect(page.text()).toContain("Check in at the front desk when you arrive.");
    const services = [...page.shadow.querySelectorAll("#qb-service option")].map((o) => o.textContent);
    expect(services).toEqual(["Open an account", "Loan consultation", "Deposits and withdrawals", "Card and document pickup", "Curbside cash order"]);
    for (const label of ["First name", "Last name", "Email", "Phone number to call back", "Notes", "I accept"]) expect(page.text()).toContain(label);
    expect(page.field<HTMLTextAreaElement>("#qb-notes").getAttribute("rows")).toBe("6");
    // Default phone country: the location's.
    expect(page.field<HTMLSelectElement>('select[name="phone-country"]').value).toBe("US");
    // Terms and privacy both exist, and the vendor's sanitised statement renders as HTML.
    expect(page.text()).toContain("Terms of Service");
    expect(page.text()).toContain("Privacy Policy");
    expect(page.shadow.querySelector(".qb-statement strong")?.textContent).toBe("do not");
  });

  it("shows the closed-hours notice for a location that restricts callback hours and is closed", async () => {
    page = await openForm(base, ids.location("harbor"), "meeting_method=2");
    await page.waitForText("Currently Closed");
    expect(page.text()).toContain("Harbor Callback Center");
    expect(page.text()).toContain("Our agents answer requests during these hours");
    const rows = [...page.shadow.querySelectorAll("tbody tr")];
    expect(rows).toHaveLength(7);
    // 2026-11-22 is a Sunday in Chicago: today first, closed; Monday 9–5 in the location's time.
    expect(rows[0]?.getAttribute("aria-current")).toBe("date");
    expect(rows[0]?.textContent).toContain("Today (Sunday)");
    expect(rows[0]?.textContent).toContain("Closed");
    expect(rows[1]?.textContent).toMatch(/Monday\s*9:00\s*(AM)?\s*–\s*5:00\s*PM/);
    expect(rows[6]?.textContent).toMatch(/Saturday\s*10:00\s*AM\s*–\s*2:00\s*PM/);
    expect(page.shadow.querySelector("form")).toBeNull();
  });

  it("shows the closed hours in the element's language", async () => {
    page = await openForm(base, ids.location("harbor"), "meeting_method=2&lang=fr");
    await page.waitForText("lundi");
    expect(page.text()).toMatch(/lundi\s*09:00\s*–\s*17:00/);
  });

  it("shows the services-unavailable screen with the closed-location info, reported once", async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener("queue-booking:error", listener);
    try {
      // Uptown offers no service by phone.
      page = await openForm(base, ids.location("uptown"), "meeting_method=2");
      await page.waitForText("This location is not taking phone callbacks at this time");
      expect(page.text()).toContain("350 Fifth Avenue, New York, NY 10118");
      expect(page.shadow.querySelector('a[href="tel:+12125550133"]')).not.toBeNull();
      expect(page.shadow.querySelector("form")).toBeNull();
      await settle(100);
      expect(events).toEqual([{ code: "services_unavailable" }]);
    } finally {
      document.removeEventListener("queue-booking:error", listener);
    }
  });

  it("words the unavailable screen by meeting method", async () => {
    // Toronto offers nothing by video.
    const toronto = ids.location("toronto");
    page = await openForm(base, toronto, "meeting_method=3");
    await page.waitForText("This location is not taking video callbacks at this time");
    page.remove();
    // Toronto's in-person services moved off site: the online queue is not taking requests there.
    const inPerson = () => server.store.db.updateTable("location_services").where("location_id", "=", toronto);
    await inPerson().set({ meeting_method: 4 }).where("meeting_method", "=", 1).execute();
    server.app.ctx.lines.forget();
    try {
      page = await openForm(base, toronto);
      await page.waitForText("This location is not taking Online Queue requests at this time");
      expect(page.text()).toContain("Toronto Branch");
    } finally {
      await inPerson().set({ meeting_method: 1 }).where("meeting_method", "=", 4).execute();
      server.app.ctx.lines.forget();
    }
  });

  it("warns on a private location and keeps submit disabled", async () => {
    page = await openForm(base, ids.location("riverside"));
    await page.waitForText("This location is private and you cannot join the line here");
    expect(page.shadow.querySelector('[role="alert"].qb-warning')).not.toBeNull();
    expect(page.submitButton().disabled).toBe(true);
  });

  it("shows the not-found page for an unknown location", async () => {
    page = await openForm(base, 999999);
    await page.waitForText("The page you are looking for cannot be found");
  });

  it("pushes a page view to the host page's data layer", async () => {
    const layer: unknown[] = [];
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = layer;
    try {
      page = await openForm(base, ids.location("downtown"));
      await page.ready();
      await waitFor(() => layer.length > 0);
      expect(layer).toEqual([{ event: "queue_booking_page_view", path: `/callback-service/${ids.location("downtown")}` }]);
    } finally {
      delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    }
  });
});
