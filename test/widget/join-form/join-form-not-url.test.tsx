/**
 * The not-url rule on the form (spec section 5): a web address in the notes is refused as it is
 * typed, and one in a name when the client presses submit, in the element's language — before
 * anything is sent.
 */
import { describe, expect, it } from "vitest";
import { waitFor } from "../helpers/element-harness.js";
import { answerMember, fillContact, openForm, useFormTestServer, type FormPage } from "./form-driver.js";

describe("join form: no web addresses in free text", () => {
  const context = useFormTestServer();
  const count = async () =>
    Number(
      (
        await context.server.store.db
          .selectFrom("queue_appointments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function depositsForm(lang: string): Promise<FormPage> {
    const { base, ids } = context;
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}&lang=${lang}`);
    await page.ready();
    page.click('input[name="compliance"]');
    answerMember(page, ids.question("member"));
    fillContact(page);
    return page;
  }

  for (const [lang, message] of [
    ["en", "Web addresses are not allowed here"],
    ["es", "Aquí no se permiten direcciones web"],
  ] as const) {
    it(`says so in ${lang} under the notes and the name, and sends nothing`, async () => {
      const page = await depositsForm(lang);
      const before = await count();
      page.type("#qb-notes", "see http://evil.example.com");
      await waitFor(() => page.field("#qb-notes-error").textContent === message);
      expect(page.submitButton().getAttribute("aria-disabled")).toBe("true");
      page.type("#qb-notes", "Dr. Smith sent me, about 3.5 %");
      await waitFor(() => page.field("#qb-notes-error").textContent === "");
      page.type("#qb-last-name", "evil.example.com");
      page.click('button[type="submit"]');
      await waitFor(() => page.field("#qb-last-name-error").textContent === message);
      expect(page.field("#qb-last-name").getAttribute("aria-invalid")).toBe("true");
      expect(await count()).toBe(before);
    });
  }
});
