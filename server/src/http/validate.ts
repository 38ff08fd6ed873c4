/** Validates a request part with a contract schema; a failure is a 422 listing every bad field. */
import * as v from "valibot";
import { issuesToFieldErrors } from "../../../widget/src/contract/index.js";
import { validationFailed } from "./api-error.js";

export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortEarly: false });
  if (!result.success) throw validationFailed(issuesToFieldErrors(result.issues));
  return result.output;
}

/** A JSON:API body may repeat the URL's id; a different one is a 422 on `field`. */
export function assertBodyId(bodyId: number | string | undefined, urlId: number, field: string): void {
  if (bodyId !== undefined && Number(bodyId) !== urlId) {
    throw validationFailed([{ field, code: "invalid_value", message: "The body id differs from the URL id" }]);
  }
}
