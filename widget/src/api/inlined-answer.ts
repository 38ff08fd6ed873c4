/**
 * The synchronous side of a hosted page's inlined answers (`api-client.ts`, `takeAnswer`): a
 * screen's hook hands it to `useApiData` as `initial`, so its very first render already shows
 * the data (the server rendered the same screen with the same answer, and the element takes it
 * over without a loading frame in between). Checked with the read's own schema, as
 * `getValidated` checks a fetched answer; one that does not pass is simply not used.
 */
import * as v from "valibot";
import type { ApiClient } from "./api-client.js";

export function takeInlinedAnswer<S extends v.GenericSchema>(
  api: ApiClient,
  path: string,
  schema: S,
  query?: Record<string, string | number | undefined>,
): v.InferOutput<S> | undefined {
  const body = api.takeAnswer(path, query);
  if (body === undefined) return undefined;
  const parsed = v.safeParse(schema, body);
  return parsed.success ? parsed.output : undefined;
}
