/**
 * English text of each field error code, used in API answers for developers and logs.
 * The element shows its own translated text for the code, not this message.
 */
import type { FieldError, FieldErrorCode } from "./error-codes.js";

export const FIELD_MESSAGES: Record<FieldErrorCode, string> = {
  required: "This field is required",
  invalid_type: "This value has the wrong type",
  too_long: "This value is too long",
  name_invalid: "Use letters, spaces and hyphens only",
  phone_invalid: "Enter a phone number of 8 to 15 digits, optionally starting with +",
  phone_needs_country_code: "Start the number with + and the country code",
  email_invalid: "Enter a valid email address",
  contact_required: "We will notify you when it is your turn. Please provide either a phone number or an email",
  email_required: "Please provide an email address",
  phone_required: "Please provide a phone number",
  callback_phone_required: "Please provide the phone number we should call",
  email_and_phone_required: "Please provide an email address and a phone number",
  field_hidden: "This field is not collected here",
  notes_digits: "Cannot contain 8 or more consecutive digits",
  not_url: "Web addresses are not allowed here",
  car_details_required: "Please describe your car for curbside pickup",
  fulfillment_unsupported: "Curbside pickup is not available for this service here",
  question_required: "This question is required",
  checkbox_required: "Please check at least one option.",
  answer_invalid_option: "Choose one of the listed options",
  question_unknown: "This question is not asked for this service",
  location_private: "This location is private and you cannot join the line here",
  location_unavailable: "This location is not available",
  location_closed: "This location is currently closed",
  service_unavailable: "This service is not available at this location right now",
  meeting_method_unsupported: "This meeting method is not offered",
  compliance_required: "Please accept the terms to continue",
  sms_requires_phone: "Enter a phone number to receive text messages",
  rating_invalid: "Please provide a rating before submitting",
  invalid_value: "This value is not valid",
};

/** Field errors with their English messages, for API answers. */
export function withMessages(issues: readonly { field: string; code: FieldErrorCode }[]): FieldError[] {
  return issues.map((issue) => ({ field: issue.field, code: issue.code, message: FIELD_MESSAGES[issue.code] }));
}
