/**
 * Fills the join form the way a person does, by the labels they read in the page's language:
 * the service, name, contact details, every required question (first option) and the
 * compliance checkbox when there is one.
 */
import { expect } from "vitest";
import type { Locator } from "playwright-core";
import { catalogText, labelPattern } from "./catalog-text.js";

export interface DemoQuestion {
  id: number;
  attributes: { type: string; label: string; required: boolean; options: { value: number; text: string }[] };
}

export interface JoinFormInput {
  lang: string;
  serviceName: string;
  /** The service's questions as `GET /api/v2/open/questions` answers them in `lang`. */
  questions: DemoQuestion[];
  first: string;
  last: string;
  email?: string;
  phone?: string;
}

async function fillIfPresent(field: Locator, value: string): Promise<void> {
  if (await field.count()) await field.fill(value);
}

export async function fillJoinForm(form: Locator, input: JoinFormInput): Promise<void> {
  const t = (english: string) => catalogText(input.lang, english);
  await form.getByLabel(labelPattern(t("Service"))).selectOption({ label: input.serviceName });
  await form.getByLabel(labelPattern(t("First name"))).fill(input.first);
  await fillIfPresent(form.getByLabel(labelPattern(t("Last name"))), input.last);
  await fillIfPresent(form.getByLabel(labelPattern(t("Email"))), input.email ?? "client@example.org");
  await fillIfPresent(form.getByLabel(labelPattern(t("Phone number to call back"))), input.phone ?? "+12125550199");
  for (const question of input.questions) {
    const { type, label, required, options } = question.attributes;
    const first = options[0]?.text ?? "";
    if (!required) continue;
    if (type === "radio")
      await form
        .getByRole("radiogroup", { name: labelPattern(label) })
        .getByRole("radio", { name: first, exact: true })
        .check();
    else if (type === "checkbox_group") {
      await form
        .getByRole("group", { name: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
        .getByRole("checkbox", { name: first, exact: true })
        .check();
    } else if (type === "select") await form.getByLabel(labelPattern(label)).selectOption({ label: first });
    else await form.getByLabel(labelPattern(label)).fill("—");
  }
  const agree = form.getByRole("checkbox", { name: t("I accept"), exact: true });
  if (await agree.count()) await agree.check();
}

/**
 * From the location picker to that location's form: the list item, then "Select this location"
 * when the item opens its details first. Answers the form.
 */
export async function chooseLocation(element: Locator, name: RegExp): Promise<Locator> {
  await element.getByRole("button", { name }).first().click();
  const choose = element.getByRole("button", { name: "Select this location" });
  const form = element.getByRole("form");
  await expect.poll(async () => (await form.isVisible()) || (await choose.isVisible()), { timeout: 15_000 }).toBe(true);
  if (await choose.isVisible()) await choose.click();
  return form;
}
