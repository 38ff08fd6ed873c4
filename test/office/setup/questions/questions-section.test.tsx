/**
 * Setup's questions against a real server: a question of each choice kind added with options
 * (one moved up), a choice question with no option refused in the form before anything is sent,
 * an option text too long for the server refused at its field, and the walk-ins switch saved.
 */
import { describe, expect, it } from "vitest";
import { type MountedPage, typeInto, useOfficeServer, waitFor } from "../../helpers/office-harness.js";
import { openSetup, storedDocument } from "../setup-harness.js";

interface StoredQuestion {
  key: string;
  type: string;
  label: string;
  options: { value: number; text: string; translations: Record<string, string> }[];
}

function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(select, value);
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

async function startQuestion(page: MountedPage, key: string, type: string, label: string): Promise<void> {
  await page.waitForText("New question");
  typeInto(await page.byId<HTMLInputElement>("question-key"), key);
  choose(await page.byId<HTMLSelectElement>("question-type"), type);
  typeInto(await page.byId<HTMLInputElement>("question-label"), label);
}

describe("setup: questions", () => {
  const office = useOfficeServer();

  for (const type of ["checkbox_group", "radio", "select"]) {
    it(`adds a ${type} question with options`, async () => {
      const page = await openSetup(office, "/office/setup/questions/new");
      const key = `reason-${type.replace("_", "-")}`;
      await startQuestion(page, key, type, "Why are you visiting?");
      (await page.button("Add an option")).click();
      typeInto(await page.byId<HTMLInputElement>("question-option-0-text"), "A loan");
      (await page.button("Add an option")).click();
      typeInto(await page.byId<HTMLInputElement>("question-option-1-text"), "An account");
      typeInto(await page.byId<HTMLInputElement>("question-option-1-es"), "Una cuenta");
      (await page.button("Move up option 2")).click();
      (await page.button("Add the question")).click();
      await page.waitForText("Question: Why are you visiting?");
      const stored = (await storedDocument(office)).questions as StoredQuestion[];
      const question = stored.find((q) => q.key === key);
      expect(question?.type).toBe(type);
      expect(question?.options).toEqual([
        { value: 2, text: "An account", translations: { es: "Una cuenta" } },
        { value: 1, text: "A loan", translations: {} },
      ]);
    });
  }

  it("refuses a choice question with no option in the form, saving nothing", async () => {
    const page = await openSetup(office, "/office/setup/questions/new");
    const before = await storedDocument(office);
    await startQuestion(page, "no-options", "radio", "Pick one");
    (await page.button("Add the question")).click();
    await page.waitForText("Add at least one option.");
    expect(document.activeElement?.id).toBe("question-add-option");
    expect((await storedDocument(office)).etag).toBe(before.etag);
  });

  it("shows the server's refusal of a too long option text at that option, focused", async () => {
    const page = await openSetup(office, "/office/setup/questions/new");
    const before = await storedDocument(office);
    await startQuestion(page, "long-option", "select", "Pick one");
    (await page.button("Add an option")).click();
    const text = await page.byId<HTMLInputElement>("question-option-0-text");
    typeInto(text, "y".repeat(201));
    (await page.button("Add the question")).click();
    await waitFor(() => text.getAttribute("aria-invalid") === "true");
    expect(document.activeElement).toBe(text);
    expect((await storedDocument(office)).etag).toBe(before.etag);
  });

  it("saves whether walk-ins are asked", async () => {
    const page = await openSetup(office, "/office/setup/questions");
    await page.waitForText("Questions");
    const box = await page.byId<HTMLInputElement>("walkin-questions");
    const was = box.checked;
    box.click();
    await page.waitForText("Saved.");
    expect((await storedDocument(office)).walkin_questions).toBe(!was);
  });
});
