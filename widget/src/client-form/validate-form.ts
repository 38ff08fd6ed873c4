/**
 * Runs the shared join rules (spec section 5) on the form before anything is sent, plus the
 * check only the form can make: a service is chosen. The phone is read for the country chosen
 * next to it, as the server reads it for the location's. Errors are keyed by the same field
 * paths as the server's 422, so both land on the same fields.
 */
import { checkJoinForm, type FieldErrorCode, type FieldIssue, type PublicVendorSettings } from "#contract";
import { joinFormInput, type JoinContext } from "./join-request.js";
import type { FormValues } from "./form-values.js";

export type FieldErrors = Record<string, FieldErrorCode>;

/** The first error of each field, by field path. */
export function toFieldErrors(errors: readonly FieldIssue[]): FieldErrors {
  const byField: FieldErrors = {};
  for (const error of errors) {
    // The server may name the client's copy of the notes; the form has one notes field.
    const field = error.field === "client.notes" ? "notes" : error.field;
    byField[field] ??= error.code;
  }
  return byField;
}

export interface FormRulesContext extends JoinContext {
  settings: PublicVendorSettings;
  complianceRequired: boolean;
  hasService: boolean;
}

export function validateForm(values: FormValues, ctx: FormRulesContext): FieldErrors {
  const input = joinFormInput(values, ctx);
  const errors = toFieldErrors(
    checkJoinForm(input, {
      contactOptions: ctx.contactOptions,
      meetingMethod: ctx.meetingMethod,
      phoneCountry: values.phoneCountry,
      notesDigitRule: ctx.settings.features.notes_digit_validation === true,
      complianceRequired: ctx.complianceRequired,
      questions: ctx.questions.map((q) => ({ id: q.id, type: q.attributes.type, required: q.attributes.required, options: q.attributes.options })),
    }),
  );
  if (!ctx.hasService) errors.service_id ??= "required";
  return errors;
}
