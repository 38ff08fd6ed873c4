import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../helpers/demo-ids.js";
import type { TestServer } from "../../helpers/test-server.js";
import { startServer, waitFor } from "../helpers/element-harness.js";
import { confirmationQuery, fillContact, openForm, removeAll, settle } from "./form-driver.js";

describe("join form: walk-in questions", () => {
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
  afterEach(removeAll);

  const q = (key: string) => `qb-question-${ids.question(key)}`;

  it("asks every question type, requires a ticked box, and sends lists of option values without empty answers", async () => {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("open-account")}`);
    await page.ready();
    // Open an account: checkbox group, radio, select and textarea.
    expect(page.shadow.querySelectorAll(`input[type="checkbox"][name="${q("topics")}"]`)).toHaveLength(3);
    expect(page.shadow.querySelectorAll(`input[type="radio"][name="${q("member")}"]`)).toHaveLength(2);
    expect(page.field<HTMLSelectElement>(`select#${q("visit-language")}`).options[0]?.textContent).toBe("Choose a language");
    expect(page.field(`textarea#${q("anything-else")}`)).toBeTruthy();
    expect(page.shadow.querySelector(`#${q("employer")}`)).toBeNull();
    expect(page.text()).toContain("What would you like to discuss?");

    fillContact(page);
    page.click('input[name="compliance"]');
    page.click('button[type="submit"]');
    await page.waitForText("Please check at least one option.");
    expect(page.field(`#${q("member")}-error`).textContent).toBe("This question is required");

    page.click(`input[name="${q("topics")}"][value="1"]`);
    page.click(`input[name="${q("topics")}"][value="3"]`);
    page.click(`input[name="${q("member")}"][value="0"]`);
    page.choose(`select#${q("visit-language")}`, "2");
    await waitFor(() => !page.text().includes("Please check at least one option."));
    page.click('button[type="submit"]');
    const { id } = await confirmationQuery();

    const answers = await server.store.db
      .selectFrom("answers")
      .select(["question_id", "value"])
      .where("queue_appointment_id", "=", Number(id))
      .orderBy("question_id")
      .execute();
    expect(answers.map((a) => [a.question_id, JSON.parse(a.value) as unknown])).toEqual(
      [
        [ids.question("topics"), [1, 3]],
        [ids.question("member"), 0],
        [ids.question("visit-language"), 2],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it("asks the service's own questions when the service changes (a single-line text for loans)", async () => {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("deposits")}`);
    await page.ready();
    expect(page.shadow.querySelector(`input[name="${q("topics")}"]`)).toBeNull();
    page.choose("#qb-service", String(ids.service("loan-consultation")));
    await waitFor(() => page.shadow.querySelector(`input#${q("employer")}`));
    expect(page.field(`input#${q("employer")}`).type).toBe("text");
    expect(page.field(`input#${q("employer")}`).placeholder).toBe("Company name");
    expect(page.shadow.querySelectorAll(`input[name="${q("topics")}"]`)).toHaveLength(3);
  });

  it("asks the questions in the element's language", async () => {
    const page = await openForm(base, ids.location("downtown"), `service=${ids.service("open-account")}&lang=fr`);
    await page.ready();
    expect(page.text()).toContain("De quoi souhaitez-vous parler ?");
    expect(page.text()).toContain("Ouvrir un compte");
  });
});
