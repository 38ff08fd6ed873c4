/** Typed errors that the error handler turns into `{ code, message, errors? }` answers. */
import type { ErrorCode, FieldError } from "#contract";

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const notFound = (code: ErrorCode = "not_found", message = "Not found") => new ApiError(404, code, message);

export function validationFailed(errors: FieldError[]): ApiError {
  const noun = errors.length === 1 ? "field is" : "fields are";
  return new ApiError(422, "validation_failed", `${errors.length} ${noun} invalid`, errors);
}
