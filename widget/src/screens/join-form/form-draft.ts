/**
 * The form's saved draft: its values per vendor and location in the tab's session storage, so a
 * reload (or a trip to the terms page) does not lose what was typed. Without storage the form
 * simply works without a draft (store/tab-storage.ts).
 */
import type { AnswerValue } from "#contract";
import type { FormValues } from "../../client-form/form-values.js";
import { readTab, removeTab, writeTab } from "../../store/tab-storage.js";

const draftKey = (vendor: string, locationId: number) => `queue-booking:draft:${vendor}:${locationId}`;

function isAnswerValue(value: unknown): value is AnswerValue {
  return typeof value === "string" || Number.isInteger(value) || (Array.isArray(value) && value.every((v) => Number.isInteger(v)));
}

/** The saved values over the defaults; anything of the wrong type is ignored. */
export function loadDraft(vendor: string, locationId: number, defaults: FormValues): FormValues {
  let saved: unknown;
  try {
    saved = JSON.parse(readTab(draftKey(vendor, locationId)) ?? "null");
  } catch {
    return defaults;
  }
  if (!saved || typeof saved !== "object") return defaults;
  const values: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(saved)) {
    const expected = defaults[key as keyof FormValues];
    if (expected !== undefined && typeof value === typeof expected && value !== null) values[key] = value;
  }
  values.answers = Object.fromEntries(Object.entries(values.answers as object).filter(([, answer]) => isAnswerValue(answer)));
  return values as unknown as FormValues;
}

export function saveDraft(vendor: string, locationId: number, values: FormValues): void {
  writeTab(draftKey(vendor, locationId), JSON.stringify(values));
}

export function clearDraft(vendor: string, locationId: number): void {
  removeTab(draftKey(vendor, locationId));
}
