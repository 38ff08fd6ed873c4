/**
 * A phone callback needs the number to call (issue 22, item 2): on the form for meeting method 2
 * the phone field is required — also where the vendor hides phone numbers and where "check in
 * without updates" would leave the number out — and a request without one says so in the
 * element's language and sends nothing.
 */
import { describe, expect, it } from "vitest";
import { waitFor } from "../helpers/element-harness.js";
import { answerMember, changeContactOptions, confirmationQuery, fillContact, openForm, useFormTestServer, type FormPage } from "./form-driver.js";

const NEEDS_NUMBER = "Please provide the phone number we should call";

describe("join form: a phone callback", () => {
  const context = useFormTestServer();

  async function callbackForm(query = "meeting_method=2"): Promise<FormPage> {
    const { base, ids } = context;
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}&${query}`);
    await page.ready();
    answerMember(page, ids.question("member"));
    page.click('input[name="compliance"]');
    return page;
  }
  const count = async () =>
    Number(
      (
        await context.server.store.db
          .selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Sets the demo vendor's contact options for one test, and puts them back. */
  async function withContactOptions(options: Record<string, string>, body: () => Promise<void>): Promise<void> {
    const restore = await changeContactOptions(context.server, options);
    try {
      await body();
    } finally {
      await restore();
    }
  }

  it("requires the number to call: an email alone is refused on the phone field, which takes focus, and nothing is sent", async () => {
    const page = await callbackForm();
    expect(page.field("#qb-phone").required).toBe(true);
    page.type("#qb-first-name", "Maria");
    page.type("#qb-email", "maria@example.org");
    const before = await count();
    page.click('button[type="submit"]');
    await page.waitForText(NEEDS_NUMBER);
    expect(page.field("#qb-phone-error").textContent).toBe(NEEDS_NUMBER);
    expect(page.field("#qb-phone").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => page.shadow.activeElement?.id === "qb-phone");
    expect(await count()).toBe(before);

    // With the number it goes through, and the number is what staff will call.
    page.type("#qb-phone", "+12125550188");
    await waitFor(() => !page.text().includes(NEEDS_NUMBER));
    page.click('button[type="submit"]');
    const query = await confirmationQuery();
    const stored = await context.server.store.db
      .selectFrom("queue_appointments")
      .innerJoin("clients", "clients.id", "queue_appointments.client_id")
      .select(["queue_appointments.meeting_method", "clients.cell_phone"])
      .where("queue_appointments.id", "=", Number(query.id))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ meeting_method: 2, cell_phone: "+12125550188" });
  });

  it("says so in the element's language", async () => {
    const page = await callbackForm("meeting_method=2&lang=es");
    page.type("#qb-first-name", "María");
    page.type("#qb-email", "maria@example.org");
    page.click('button[type="submit"]');
    await page.waitForText("Proporcione el número de teléfono al que debemos llamarle");
    expect(page.text()).not.toContain(NEEDS_NUMBER);
  });

  it("leaves the phone optional in person and by video", async () => {
    for (const method of ["1", "3"]) {
      const page = await callbackForm(`meeting_method=${method}`);
      expect(page.field("#qb-phone").required).toBe(false);
      page.remove();
    }
  });

  it("shows the phone field for a phone callback where the vendor hides phone numbers", async () => {
    await withContactOptions({ mobile_phone: "hidden" }, async () => {
      const inPerson = await callbackForm("meeting_method=1");
      expect(inPerson.shadow.querySelector("#qb-phone")).toBeNull();
      inPerson.remove();
      const page = await callbackForm();
      expect(page.field("#qb-phone").required).toBe(true);
      fillContact(page);
      page.click('button[type="submit"]');
      expect((await confirmationQuery()).id).toMatch(/^\d+$/);
    });
  });

  it("does not offer 'check in without updates' on a phone callback when text updates are required", async () => {
    await withContactOptions({ sms_notifications: "required" }, async () => {
      const inPerson = await callbackForm("meeting_method=1");
      expect(inPerson.text()).toContain("Check in without updates");
      inPerson.remove();
      const page = await callbackForm();
      expect(page.text()).not.toContain("Check in without updates");
      expect(page.field("#qb-phone").disabled).toBe(false);
    });
  });
});
