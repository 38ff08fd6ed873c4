/**
 * Validates a request part with a contract schema; a failure is a 422 listing every bad field,
 * among them an array sent where an object belongs (valibot alone would take it: object-shape.ts)
 * and any string with a NUL, in whatever field (nul-characters.ts).
 */
import * as v from "valibot";
import { arraysForObjects, issuesToFieldErrors, nulCharacters, type FieldError } from "#contract";
import { validationFailed } from "./api-error.js";

/** Every bad field of `input`, one error per field; empty when the schema takes it. */
export function fieldErrorsOf(schema: v.GenericSchema, input: unknown): { errors: FieldError[]; output?: unknown } {
  const refused = [...arraysForObjects(schema, input), ...nulCharacters(input)];
  const result = v.safeParse(schema, input, { abortEarly: false });
  const errors = result.success ? [] : issuesToFieldErrors(result.issues);
  if (!refused.length) return result.success ? { errors, output: result.output } : { errors };
  const named = new Set(refused.map((e) => e.field));
  return { errors: [...refused, ...errors.filter((e) => !named.has(e.field))] };
}

export function parseWith<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const { errors, output } = fieldErrorsOf(schema, input);
  if (errors.length) throw validationFailed(errors);
  return output as v.InferOutput<TSchema>;
}

/** A JSON:API body may repeat the URL's id; a different one is a 422 on `field`. */
export function assertBodyId(bodyId: number | string | undefined, urlId: number, field: string): void {
  if (bodyId !== undefined && Number(bodyId) !== urlId) {
    throw validationFailed([{ field, code: "invalid_value", message: "The body id differs from the URL id" }]);
  }
}
