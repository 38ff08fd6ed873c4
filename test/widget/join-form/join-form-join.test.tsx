import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startServer, waitFor } from "../helpers/element-harness.js";
import { answerMember, changeContactOptions, confirmationQuery, fillContact, openForm, removeAll, settle, type FormPage } from "./form-driver.js";

describe("join form: joining the line", () => {
  let server: TestServer;
  let base: string;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ server, base } = await startServer());
    ids = await demoIds(server.store.db);
  });
  afterAll(async () => {
    await settle(100);
    await server.close();
  });
  beforeEach(removeAll);
  afterEach(() => {
    removeAll();
    delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  });

  const draftKey = () => `queue-booking:draft:demo:${ids.location("downtown")}`;

  async function deposits(query = ""): Promise<FormPage> {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}${query}`);
    await page.ready();
    answerMember(page, ids.question("member"));
    return page;
  }

  const appointment = (id: number) =>
    server.store.db
      .selectFrom("queue_appointments")
      .innerJoin("clients", "clients.id", "queue_appointments.client_id")
      .selectAll("queue_appointments")
      .select(["clients.first_name", "clients.last_name", "clients.lang", "clients.notes as client_notes", "clients.email"])
      .where("queue_appointments.id", "=", id)
      .executeTakeFirstOrThrow();

  it("joins, stores the appointment, tells the host page and lands on the confirmation route", async () => {
    const layer: unknown[] = [];
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = layer;
    const joined: unknown[] = [];
    const listener = (e: Event) => joined.push((e as CustomEvent).detail);
    document.addEventListener("queue-booking:joined", listener);
    try {
      const page = await deposits("&utm_source=newsletter&utm_campaign=fall&workflow=wf-7&walk_in=1");
      fillContact(page);
      page.type("#qb-email", "maria@example.org");
      page.type("#qb-notes", "Two cheques to deposit");
      page.click('input[name="compliance"]');
      await waitFor(() => !page.submitButton().disabled);
      page.click('button[type="submit"]');
      await waitFor(() => page.submitButton().disabled);
      const query = await confirmationQuery();
      // The visit's parameters stay (spec section 2: "all carried along"), so a reload is the same visit.
      expect(query).toEqual({
        id: expect.stringMatching(/^\d+$/),
        code: expect.any(String),
        lang: "en",
        utm_source: "newsletter",
        utm_campaign: "fall",
        workflow: "wf-7",
        walk_in: "1",
      });

      const row = await appointment(Number(query.id));
      expect(row).toMatchObject({
        confirm_code: query.code,
        location_id: ids.location("downtown"),
        service_id: ids.service("deposits"),
        meeting_method: 1,
        fulfillment_method: 1,
        booked_through: "online_queue",
        workflow_id: "wf-7",
        walk_in: 1,
        compliance_agreed: 1,
        notes: "Two cheques to deposit",
        first_name: "Maria",
        last_name: "García",
        email: "maria@example.org",
        lang: "en",
      });
      expect(JSON.parse(row.utm)).toMatchObject({ utm_source: "newsletter", utm_campaign: "fall" });
      // Sent with an Idempotency-Key, so a retried request could not have made a second one.
      expect(row.idempotency_key).toMatch(/^[\x21-\x7e]{8,200}$/);

      expect(joined).toEqual([{ id: Number(query.id), confirm_code: query.code }]);
      const formPath = `/callback-service/${ids.location("downtown")}`;
      expect(layer).toEqual([
        { event: "queue_booking_page_view", path: formPath },
        { event: "queue_booking_success" },
        { event: "queue_booking_page_view", path: `${formPath}/confirmation` },
      ]);
    } finally {
      document.removeEventListener("queue-booking:joined", listener);
    }
  });

  it("restores the draft after a reload and clears it after a successful join", async () => {
    let page = await deposits();
    page.type("#qb-first-name", "Ines");
    page.type("#qb-notes", "Bringing my passport");
    await waitFor(() => sessionStorage.getItem(draftKey())?.includes("Ines"));
    page.remove();

    page = await openForm(base, ids.location("downtown"));
    await page.ready();
    expect(page.field("#qb-first-name").value).toBe("Ines");
    expect(page.field<HTMLTextAreaElement>("#qb-notes").value).toBe("Bringing my passport");
    // The service and the answer came back too.
    expect(page.field<HTMLSelectElement>("#qb-service").value).toBe(String(ids.service("deposits")));
    expect(page.field(`input[name="qb-question-${ids.question("member")}"][value="1"]`).checked).toBe(true);
    // Consent is asked again on every visit.
    expect(page.field('input[name="compliance"]').checked).toBe(false);

    page.type("#qb-phone", "+12125550177");
    page.click('input[name="compliance"]');
    page.click('button[type="submit"]');
    await confirmationQuery();
    expect(sessionStorage.getItem(draftKey())).toBeNull();
    removeAll();

    page = await openForm(base, ids.location("downtown"));
    await page.ready();
    expect(page.field("#qb-first-name").value).toBe("");
  });

  it("clears the walk-in state after a failed join", async () => {
    const page = await deposits("&walk_in=1");
    fillContact(page, "Walker", "+12125550166");
    page.click('input[name="compliance"]');
    await waitFor(() => !page.submitButton().disabled);
    // Phone numbers stop being collected behind the form's back, so the server refuses the join.
    const restore = await changeContactOptions(server, { mobile_phone: "hidden" });
    try {
      page.click('button[type="submit"]');
      await page.waitForText("Error");
    } finally {
      await restore();
    }
    page.type("#qb-phone", "+33612345678");
    await waitFor(() => !page.submitButton().disabled);
    page.click('button[type="submit"]');
    const { id } = await confirmationQuery();
    expect(await appointment(Number(id))).toMatchObject({ first_name: "Walker", walk_in: 0 });
  });

  it("in kiosk mode: no terms, no compliance checkbox, autocomplete off, no draft, kiosk booking", async () => {
    const page = await deposits("&mode=kiosk");
    expect(page.text()).not.toContain("Terms of Service");
    expect(page.text()).not.toContain("Privacy Policy");
    expect(page.shadow.querySelector('input[name="compliance"]')).toBeNull();
    // The vendor's own statement still shows.
    expect(page.text()).toContain("How we keep you safe");
    expect(page.field<HTMLFormElement>("form").getAttribute("autocomplete")).toBe("off");
    for (const id of ["qb-first-name", "qb-last-name", "qb-email", "qb-phone"]) expect(page.field(`#${id}`).getAttribute("autocomplete")).toBe("off");
    fillContact(page, "Kiosk");
    await waitFor(() => !page.submitButton().disabled);
    expect(sessionStorage.length).toBe(0);
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    expect(query.mode).toBe("kiosk");
    expect(await appointment(Number(query.id))).toMatchObject({ booked_through: "kiosk", compliance_agreed: 0 });
  });

  it("in invitation mode books as an invitation, and the walk-in flag is recorded", async () => {
    const page = await deposits("&mode=invitation&walk_in=1");
    fillContact(page, "Invited");
    page.click('input[name="compliance"]');
    await waitFor(() => !page.submitButton().disabled);
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    // The mode stays with the visit: a reload of the confirmation is still an invitation's page.
    expect(query).toMatchObject({ mode: "invitation", walk_in: "1" });
    expect(await appointment(Number(query.id))).toMatchObject({ first_name: "Invited", booked_through: "invitation", walk_in: 1 });
  });

  it("offers the browser's autofill outside kiosks", async () => {
    const page = await deposits();
    expect(page.field("#qb-first-name").getAttribute("autocomplete")).toBe("given-name");
    expect(page.field("#qb-email").getAttribute("autocomplete")).toBe("email");
    expect(page.field("#qb-phone").getAttribute("autocomplete")).toBe("tel");
  });

  it("reports a reserve-with-a-search-engine conversion, saying whether the location changed", async () => {
    const page = await deposits(`&rwg_token=rwg-abc-123&location_id=${ids.location("uptown")}`);
    fillContact(page, "Rita");
    page.click('input[name="compliance"]');
    await waitFor(() => !page.submitButton().disabled);
    page.click('button[type="submit"]');
    await confirmationQuery();
    // The conversion call is fire-and-forget: poll until it has landed.
    let row;
    for (let i = 0; i < 100 && !row; i++) {
      row = await server.store.db.selectFrom("conversion_tracking").selectAll().where("rwg_token", "=", "rwg-abc-123").executeTakeFirst();
      if (!row) await settle(20);
    }
    expect(row).toMatchObject({ merchant_changed: 1 });
  });
});
