/** Validates a request part with a contract schema; a failure is a 422 listing every bad field. */
import * as v from "valibot";
import { issuesToFieldErrors } from "../../../widget/src/contract/index.js";
import { validationFailed } from "./api-error.js";

export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortEarly: false });
  if (!result.success) throw validationFailed(issuesToFieldErrors(result.issues));
  return result.output;
}
