import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startServer, waitFor } from "../helpers/element-harness.js";
import type { CreateQueueAppointmentBody as JoinBody } from "#contract";
import { answerMember, changeContactOptions, confirmationQuery, fillContact, openForm, removeAll, settle, type FormPage } from "./form-driver.js";

const CONTACT = "We will notify you when it is your turn. Please provide either a phone number or an email";

describe("join form validation", () => {
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

  /** Downtown's "Deposits and withdrawals" asks only optional questions, so contact rules stand alone. */
  async function depositsForm(query = ""): Promise<FormPage> {
    const form = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}${query}`);
    await form.ready();
    form.click('input[name="compliance"]');
    answerMember(form, ids.question("member"));
    return form;
  }

  const errorOf = (form: FormPage, id: string) => form.field(`#${id}-error`).textContent ?? "";

  it("requires the first name and a phone number or an email, and focuses the first bad field", async () => {
    page = await depositsForm();
    expect(page.field<HTMLSelectElement>("#qb-service").value).toBe(String(ids.service("deposits")));
    expect(page.text()).not.toContain(CONTACT);
    page.click('button[type="submit"]');
    await page.waitForText(CONTACT);
    expect(errorOf(page, "qb-first-name")).toBe("This field is required");
    expect(page.field("#qb-first-name").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => page?.shadow.activeElement?.id === "qb-first-name");
    // Fixing the fields clears their messages as the client types.
    page.type("#qb-first-name", "Maria");
    page.type("#qb-email", "maria@example.org");
    await waitFor(() => !page?.text().includes(CONTACT));
    expect(errorOf(page, "qb-first-name")).toBe("");
  });

  it("refuses names with digits, bad emails and bad phone numbers, and strips spaces from emails", async () => {
    page = await depositsForm();
    page.type("#qb-first-name", "M4ria");
    page.type("#qb-email", "ma ria@");
    page.type("#qb-phone", "12345");
    await settle();
    expect(page.field("#qb-email").value).toBe("maria@");
    page.click('button[type="submit"]');
    await page.waitForText("Use letters, spaces and hyphens only");
    expect(errorOf(page, "qb-email")).toBe("Enter a valid email address");
    expect(errorOf(page, "qb-phone")).toBe("Enter a phone number of 8 to 15 digits, optionally starting with +");
  });

  it("asks for the country code when the number belongs to another country", async () => {
    page = await depositsForm();
    fillContact(page, "Maria", "2125550199");
    page.choose('select[name="phone-country"]', "");
    page.click('button[type="submit"]');
    await page.waitForText("Start the number with + and the country code");
    // Canada shares +1 with the US location, so a national number is fine there.
    page.choose('select[name="phone-country"]', "CA");
    await waitFor(() => !page?.text().includes("Start the number with + and the country code"));
  });

  /** Join requests the element sends while `body` runs, by their bodies. */
  async function joinsSentDuring(body: () => Promise<void>): Promise<string[]> {
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.method === "POST" && String(input).includes("/queue-appointments")) sent.push(String(init.body));
      return realFetch(input, init);
    };
    try {
      await body();
    } finally {
      globalThis.fetch = realFetch;
    }
    return sent;
  }

  it.each([
    ["en", "Start the number with + and the country code"],
    ["es", "Comience el número con + y el código de país"],
  ])("refuses a number the server would refuse, with the server's message (%s), before any request", async (lang, message) => {
    const sent = await joinsSentDuring(async () => {
      const form = await depositsForm(`&lang=${lang}`);
      page = form;
      // Eight digits have the spec's shape, but no US number has them.
      fillContact(form, "Maria", "12345678");
      expect(form.field<HTMLSelectElement>('select[name="phone-country"]').value).toBe("US");
      form.click('button[type="submit"]');
      await waitFor(() => errorOf(form, "qb-phone") === message);
      await settle(200);
      expect(form.shadow.querySelector(".qb-snackbar")).toBeNull();
    });
    expect(sent).toEqual([]);
  });

  it("sends a number typed without its country code completed with the chosen country's", async () => {
    const sent = await joinsSentDuring(async () => {
      page = await depositsForm();
      fillContact(page, "Maria", "(212) 555-0199");
      page.click('button[type="submit"]');
      await confirmationQuery();
    });
    expect(sent.map((body) => (JSON.parse(body) as JoinBody).data.relationships.client.data.attributes.cell_phone)).toEqual(["+12125550199"]);
  });

  /** Submit held back by what the client can fix: aria-disabled, still focusable (never `disabled`). */
  const heldBack = (form: FormPage) => !form.submitButton().disabled && form.submitButton().getAttribute("aria-disabled") === "true";
  const usable = (form: FormPage) => !form.submitButton().disabled && !form.submitButton().hasAttribute("aria-disabled");

  it("checks the notes digit rule on each change and holds submit back while it fails", async () => {
    page = await depositsForm();
    fillContact(page);
    await waitFor(() => page && usable(page));
    page.type("#qb-notes", "my card is 4111-1111 1111");
    await page.waitForText("Cannot contain 8 or more consecutive digits");
    expect(heldBack(page)).toBe(true);
    page.type("#qb-notes", "call me after 5 pm, ext 1234");
    await waitFor(() => page && usable(page));
    expect(page.text()).not.toContain("Cannot contain 8 or more consecutive digits");
  });

  it("leaves submit usable before the compliance agreement is ticked, says why, and sends nothing when pressed", async () => {
    page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}`);
    await page.ready();
    fillContact(page);
    answerMember(page, ids.question("member"));
    await settle();
    expect(page.text()).toContain("I accept");
    // Not held back: a press is how the client learns what is missing, as for any other field.
    expect(usable(page)).toBe(true);
    expect(page.submitButton().getAttribute("aria-describedby")).toBe("qb-submit-hint");
    expect(page.field("#qb-submit-hint").textContent).toBe("Tick “I accept” to continue");
    // Not invalid before the client did anything.
    expect(page.field('input[name="compliance"]').getAttribute("aria-invalid")).toBe("false");
    page.click('button[type="submit"]');
    await page.waitForText("Please accept the terms to continue");
    expect(page.field('input[name="compliance"]').getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => page?.shadow.activeElement?.getAttribute("name") === "compliance");
    expect(window.location.hash).not.toContain("confirmation");
    page.click('input[name="compliance"]');
    await waitFor(() => page && usable(page));
    expect(page.text()).not.toContain("Tick “I accept” to continue");
  });

  it("shows the server's field errors on their fields, the Error snackbar and a failure event", async () => {
    const layer: unknown[] = [];
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = layer;
    let restore = async () => {};
    try {
      page = await depositsForm();
      fillContact(page, "Maria", "+12125550177");
      // The vendor stops collecting phone numbers while the client types: only the server knows.
      restore = await changeContactOptions(server, { mobile_phone: "hidden" });
      page.click('button[type="submit"]');
      await page.waitForText("This field is not collected here");
      expect(errorOf(page, "qb-phone")).toBe("This field is not collected here");
      const snackbar = page.field(".qb-snackbar");
      expect(snackbar.getAttribute("role")).toBe("alert");
      expect(snackbar.textContent).toBe("Error");
      expect(page.submitButton().disabled).toBe(false);
      expect(layer).toContainEqual({ event: "queue_booking_failure" });
      // Nothing was stored.
      const stored = await server.store.db.selectFrom("clients").select("id").where("cell_phone", "=", "+12125550177").execute();
      expect(stored).toEqual([]);
    } finally {
      await restore();
      delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    }
  });

  it("keeps the form and warns when staff went off duty while the client was typing", async () => {
    const downtown = ids.location("downtown");
    page = await depositsForm();
    fillContact(page);
    await server.store.db.updateTable("staff_locations").set({ on_duty: 0 }).where("location_id", "=", downtown).execute();
    server.app.ctx.lines.forget();
    try {
      page.click('button[type="submit"]');
      await page.waitForText("No staff are available to serve you in person right now");
      expect(page.text()).toContain("Error");
      expect(page.field("#qb-first-name").value).toBe("Maria");
      expect(page.submitButton().disabled).toBe(true);
    } finally {
      await server.store.db.updateTable("staff_locations").set({ on_duty: 1 }).where("location_id", "=", downtown).execute();
      server.app.ctx.lines.forget();
    }
  });

  it("requires a phone number where the vendor requires one, and hides what it hides", async () => {
    const city = await demoIds(server.store.db, "city-permits");
    window.location.hash = "";
    page = await openForm(base, city.location("city-hall"), "", { vendor: "city-permits" });
    await page.ready();
    expect(page.shadow.querySelector("#qb-email")).toBeNull();
    expect(page.shadow.querySelector("#qb-notes")).toBeNull();
    expect(page.field("#qb-phone").required).toBe(true);
    page.type("#qb-first-name", "Sam");
    page.click('button[type="submit"]');
    await page.waitForText("Please provide a phone number");
  });
});
