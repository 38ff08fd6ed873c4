/**
 * The element's own, translated text for each field error code (the server's English
 * `message` is for developers). Client-side checks and the server's 422 use the same codes, so
 * one table serves both. The spec's texts are quoted word for word.
 *
 * Only the codes a join or a booking can come back with: the feedback's `rating_invalid` (the
 * manage page has its own text) would cost every form download its text in the core catalog
 * for nothing, and reads as `invalid_value`.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrorCode } from "#contract";

type FormFieldErrorCode = Exclude<FieldErrorCode, "rating_invalid">;

const FIELD_ERROR_MESSAGES: Record<FormFieldErrorCode, MessageDescriptor> = {
  required: msg`This field is required`,
  invalid_type: msg`This value has the wrong type`,
  too_long: msg`This value is too long`,
  name_invalid: msg`Use letters, spaces and hyphens only`,
  phone_invalid: msg`Enter a phone number of 8 to 15 digits, optionally starting with +`,
  phone_needs_country_code: msg`Start the number with + and the country code`,
  email_invalid: msg`Enter a valid email address`,
  contact_required: msg`We will notify you when it is your turn. Please provide either a phone number or an email`,
  email_required: msg`Please provide an email address`,
  phone_required: msg`Please provide a phone number`,
  callback_phone_required: msg`Please provide the phone number we should call`,
  email_and_phone_required: msg`Please provide an email address and a phone number`,
  field_hidden: msg`This field is not collected here`,
  notes_digits: msg`Cannot contain 8 or more consecutive digits`,
  not_url: msg`Web addresses are not allowed here`,
  car_details_required: msg`Please describe your car for curbside pickup`,
  fulfillment_unsupported: msg`Curbside pickup is not available for this service here`,
  question_required: msg`This question is required`,
  checkbox_required: msg`Please check at least one option.`,
  answer_invalid_option: msg`Choose one of the listed options`,
  question_unknown: msg`This question is not asked for this service`,
  location_private: msg`This location is private and you cannot join the line here`,
  location_unavailable: msg`This location is not available`,
  location_closed: msg`This location is currently closed`,
  service_unavailable: msg`This service is not available at this location right now`,
  meeting_method_unsupported: msg`This meeting method is not offered`,
  compliance_required: msg`Please accept the terms to continue`,
  sms_requires_phone: msg`Enter a phone number to receive text messages`,
  invalid_value: msg`This value is not valid`,
};

/** The text of a field error code; a code no form meets reads as "This value is not valid". */
export function fieldErrorMessage(code: FieldErrorCode): MessageDescriptor {
  return (FIELD_ERROR_MESSAGES as Partial<Record<FieldErrorCode, MessageDescriptor>>)[code] ?? FIELD_ERROR_MESSAGES.invalid_value;
}
