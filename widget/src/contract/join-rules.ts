/**
 * The form rules of spec section 5 applied to a whole join request. Pure, so the element can
 * run them before sending and the server runs them again on what arrives.
 */
import type { AnswerValue } from "./queue-appointment.js";
import type { ContactOptionModes, QuestionType } from "./codes.js";
import { FulfillmentMethod, MeetingMethod } from "./codes.js";
import type { FieldErrorCode } from "./error-codes.js";
import { checkContact, checkEmail, checkName, checkNotes, normalizeEmail } from "./field-rules.js";
import { checkNotUrl } from "./not-url-rule.js";
import { withoutUpdatesOffered } from "./text-updates.js";
import { checkPhone, normalizePhone } from "./phone-rules.js";

export interface JoinFormInput {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  notes: string;
  receive_sms: boolean;
  /** The client chose to check in without updates (see withoutUpdatesOffered). */
  without_updates: boolean;
  fulfillment_method: number;
  car_details: string;
  compliance_agreed: boolean;
  /** By question id. */
  answers: ReadonlyMap<number, AnswerValue>;
}

export interface JoinQuestion {
  id: number;
  type: QuestionType;
  required: boolean;
  options: readonly { value: number }[];
}

export interface JoinRulesContext {
  /** The vendor's `callback_contact_options`, as the vendor set them. */
  contactOptions: ContactOptionModes;
  /** How the client meets the business: a phone call needs a number to call. */
  meetingMethod: number;
  /**
   * The country a number without `+` belongs to (readPhone): the one chosen in the form, the
   * location's on the server; "" when only numbers with their country code are taken.
   */
  phoneCountry: string;
  /** The notes-digit-validation feature. */
  notesDigitRule: boolean;
  /** explicit_compliance_agreement and not in kiosk mode. */
  complianceRequired: boolean;
  /** The questions asked for the chosen service; empty when walk-in questions are off. */
  questions: readonly JoinQuestion[];
}

/**
 * One failed rule: the field and the stable code. Messages are added where they are shown —
 * translated by the element, English in the server's answers — so no text ships twice.
 */
export interface FieldIssue {
  field: string;
  code: FieldErrorCode;
}

/**
 * The contact options that apply to a request by this meeting method. A phone callback (or
 * phone appointment) needs the number to call, so its phone field is shown and required
 * whatever the vendor chose for notifications (a vendor that hides phone numbers still asks
 * for one to call back).
 */
export function contactOptionsFor<T extends ContactOptionModes>(options: T, meetingMethod: number): T {
  return meetingMethod === MeetingMethod.phone ? { ...options, mobile_phone: "required" } : options;
}

/** An answer with nothing in it is dropped, as if the question was not answered. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function checkAnswer(question: JoinQuestion, value: AnswerValue | undefined): FieldErrorCode | null {
  if (isEmptyAnswer(value)) {
    if (!question.required) return null;
    return question.type === "checkbox_group" ? "checkbox_required" : "question_required";
  }
  const allowed = new Set(question.options.map((o) => o.value));
  switch (question.type) {
    case "checkbox_group":
      return Array.isArray(value) && value.every((v) => allowed.has(v)) ? null : "answer_invalid_option";
    case "radio":
    case "select":
      return typeof value === "number" && allowed.has(value) ? null : "answer_invalid_option";
    default:
      return typeof value === "string" ? checkNotUrl(value) : "invalid_type";
  }
}

export function checkJoinForm(input: JoinFormInput, ctx: JoinRulesContext): FieldIssue[] {
  const errors: FieldIssue[] = [];
  const add = (field: string, code: FieldErrorCode | null) => {
    if (code) errors.push({ field, code });
  };
  const options = contactOptionsFor(ctx.contactOptions, ctx.meetingMethod);
  const phone = normalizePhone(input.cell_phone);
  const email = normalizeEmail(input.email);

  add("client.first_name", checkName(input.first_name, true));
  add("client.last_name", checkName(input.last_name, false));

  if (options.mobile_phone === "hidden" && phone) add("client.cell_phone", "field_hidden");
  else add("client.cell_phone", checkPhone(phone, ctx.phoneCountry));
  if (options.email === "hidden" && email) add("client.email", "field_hidden");
  else add("client.email", checkEmail(email));

  // Checking in without updates lifts the phone requirement and the phone-or-email rule.
  const withoutUpdates = input.without_updates && withoutUpdatesOffered(ctx.contactOptions, ctx.meetingMethod);
  const phoneMissing = options.mobile_phone === "required" && !phone && !withoutUpdates;
  const emailMissing = options.email === "required" && !email;
  // The number to call back says why it is needed (the vendor's own options say nothing of calls).
  if (!phone && ctx.meetingMethod === MeetingMethod.phone) {
    add("client.cell_phone", "callback_phone_required");
    if (emailMissing) add("client.email", "email_required");
  } else if (phoneMissing && emailMissing) add("client.contact", "email_and_phone_required");
  else if (phoneMissing) add("client.cell_phone", "phone_required");
  else if (emailMissing) add("client.email", "email_required");
  else if (!withoutUpdates && (options.mobile_phone !== "hidden" || options.email !== "hidden")) add("client.contact", checkContact(phone, email));

  if (input.receive_sms && !phone && options.sms_notifications === "optional") add("client.receive_sms", "sms_requires_phone");

  if (options.notes === "hidden" && input.notes.trim()) add("notes", "field_hidden");
  else if (options.notes === "required" && !input.notes.trim()) add("notes", "required");
  else add("notes", checkNotes(input.notes, ctx.notesDigitRule));

  if (input.fulfillment_method === FulfillmentMethod.curbside && !input.car_details.trim()) add("car_details", "car_details_required");
  else add("car_details", checkNotUrl(input.car_details));
  if (ctx.complianceRequired && !input.compliance_agreed) add("compliance_agreed", "compliance_required");

  const asked = new Set(ctx.questions.map((q) => q.id));
  for (const question of ctx.questions) add(`answers.${question.id}`, checkAnswer(question, input.answers.get(question.id)));
  for (const [id, value] of input.answers) {
    if (!asked.has(id) && !isEmptyAnswer(value)) add(`answers.${id}`, "question_unknown");
  }
  return errors;
}
