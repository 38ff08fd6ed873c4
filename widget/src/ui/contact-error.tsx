/**
 * The contact rule's message (spec section 5: "either a phone number or an email") belongs to
 * two fields at once, so it sits above both and each of them points at it: it is in the email's
 * and the phone's description, and with it both read as invalid.
 */
import type { FieldErrorCode } from "#contract";
import { FieldError } from "./field-error.js";
import type { TextFieldProps } from "./text-field.js";

const CONTACT_ERROR_ID = "qb-contact-error";

export function ContactError({ code }: { code: FieldErrorCode | undefined }) {
  return <FieldError id={CONTACT_ERROR_ID} code={code} />;
}

/** What the email and phone fields pass on to `TextField` for the contact rule's message. */
export function contactSharedError(code: FieldErrorCode | undefined): NonNullable<TextFieldProps["sharedError"]> {
  return { id: CONTACT_ERROR_ID, invalid: code !== undefined };
}
