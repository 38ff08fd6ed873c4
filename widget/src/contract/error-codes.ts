/**
 * Stable error codes of the API. A non-OK answer is always
 * `{ code, message, errors?: FieldError[] }`; clients translate `code`, never `message`.
 */
export const ERROR_CODES = [
  "bad_request",
  /** 408: the request did not arrive within the server's time-out (a client too slow, or one holding the connection). */
  "request_timeout",
  /** 431: the request's headers are larger than the server takes. */
  "headers_too_large",
  "invalid_json",
  "unsupported_media_type",
  "body_too_large",
  "validation_failed",
  "unauthorized",
  /** 401 on sign-in: the email and password do not match an account (never which of them). */
  "sign_in_failed",
  /** 404: a link by email that is unknown, used or expired. */
  "link_invalid",
  "forbidden",
  "csrf_missing",
  "csrf_invalid",
  "origin_not_allowed",
  "not_found",
  "vendor_not_found",
  "location_not_found",
  "appointment_not_found",
  "conflict",
  /** 409 on an erasure on request: the client has a visit waiting or in progress, or an upcoming booking; cancel those first. */
  "client_has_active_visits",
  /** An admin write's If-Match names another version of the vendor document than the stored one (412). */
  "precondition_failed",
  /** A PATCH of a vendor document without If-Match (428): lists are replaced whole, so a blind patch could drop another admin's items. */
  "precondition_required",
  "not_cancellable",
  "callbacks_disabled",
  "modern_client_view_disabled",
  "appointment_not_waiting",
  "feedback_disabled",
  "feedback_not_allowed",
  "feedback_already_given",
  "staff_not_found",
  "illegal_transition",
  "already_serving",
  "nobody_waiting",
  "slot_taken",
  "cancel_window_passed",
  "not_reschedulable",
  "reschedule_window_passed",
  "appointment_not_confirmed",
  "not_in_person",
  "already_checked_in",
  "check_in_not_open",
  "rate_limited",
  /** 422: an Idempotency-Key sent before with another request (another body, route or vendor); nothing of the first is told. */
  "idempotency_key_reused",
  "captcha_required",
  "captcha_failed",
  "captcha_unavailable",
  "widget_not_built",
  /** 404: no webhook endpoint of this vendor with this id. */
  "webhook_not_found",
  /** 404: no delivery of this endpoint with this id. */
  "delivery_not_found",
  /** 409: the vendor already has the most webhook endpoints allowed. */
  "too_many_webhooks",
  /** 409: a redelivery to an endpoint that is disabled; enable it first. */
  "webhook_disabled",
  /** 409: a redelivery of a delivery being sent at this moment. */
  "delivery_in_flight",
  /** 422: a webhook URL that is not https, names a private or reserved address, or does not resolve (the message says which). */
  "webhook_url_refused",
  /** 404 on `/widget/v{version}/…`: the server serves only the element's version it was built as; the message names it. */
  "widget_version_not_served",
  /** 503 with Retry-After: the database cannot be reached (down, restarting, overloaded); nothing changed. */
  "service_unavailable",
  /** 503 with Retry-After: this instance is stopping (a deploy); the same request succeeds on another instance or after the restart. */
  "shutting_down",
  /** 507 with Retry-After: the database has no room to write; nothing changed. */
  "storage_full",
  "internal_error",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes for one invalid field inside a `validation_failed` answer. */
export const FIELD_ERROR_CODES = [
  "required",
  "invalid_type",
  "too_long",
  "name_invalid",
  "phone_invalid",
  "phone_needs_country_code",
  "email_invalid",
  "contact_required",
  "email_required",
  "phone_required",
  /** A phone callback (or phone appointment) without the number to call. */
  "callback_phone_required",
  "email_and_phone_required",
  "field_hidden",
  "notes_digits",
  "not_url",
  "car_details_required",
  "fulfillment_unsupported",
  "question_required",
  "checkbox_required",
  "answer_invalid_option",
  "question_unknown",
  "location_private",
  "location_unavailable",
  "location_closed",
  "service_unavailable",
  "meeting_method_unsupported",
  "compliance_required",
  "sms_requires_phone",
  "rating_invalid",
  "invalid_value",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface FieldError {
  /** Dotted path of the field, e.g. `client.cell_phone` or `answers.12`. */
  field: string;
  code: FieldErrorCode;
  message: string;
}

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
}
