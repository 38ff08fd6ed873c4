/** Small valibot building blocks reused by every schema of the contract. */
import * as v from "valibot";
import type { FieldError } from "./error-codes.js";

/** PostgreSQL text cannot hold NUL, so it is refused here rather than failing on insert. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the very character refused.
const noNul = v.regex(/^[^\u0000]*$/, "must not contain NUL characters");
export const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max), noNul);
export const requiredText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max), noNul);
export const key = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, "must be lowercase letters, digits, '-' or '_' (at most 63)"));
export const httpUrl = v.pipe(v.string(), v.maxLength(2000), v.url(), v.regex(/^https?:\/\//, "must be an http(s) URL"), noNul);
/** The largest id a row can have (PostgreSQL `integer`): a larger one would fail the query instead of matching nothing. */
export const MAX_ID = 2_147_483_647;
export const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));
/** An id as it arrives in a path or a query string, e.g. `idText("a location id")`: digits, at most `MAX_ID`. */
export const idText = (what: string) => v.pipe(v.string(), v.regex(/^\d{1,10}$/, `must be ${what}`), v.transform(Number), v.maxValue(MAX_ID, `is not ${what}`));

/** Turns valibot issues into our field errors: one per field, with its dotted path. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? "";
    if (seen.has(field)) continue;
    seen.add(field);
    if (isUnknownKey(issue)) {
      errors.push({ field, code: "invalid_value", message: "is not a known field" });
      continue;
    }
    const missing = issue.input === undefined && issue.kind === "schema";
    errors.push({
      field,
      code: missing ? "required" : issue.kind === "schema" ? "invalid_type" : "invalid_value",
      message: missing ? "is required" : issue.message,
    });
  }
  return errors;
}

/** A strict object's issue for a key it does not know (valibot words it "Expected never"). */
function isUnknownKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === "strict_object" && issue.expected === "never";
}
