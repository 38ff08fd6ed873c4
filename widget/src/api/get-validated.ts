/**
 * A GET whose answer is checked with a valibot schema before a screen trusts it (conventions:
 * validate every boundary once). A malformed answer becomes a failure value, never a crash.
 */
import * as v from "valibot";
import type { ApiClient, ApiResult } from "./api-client.js";

export async function getValidated<S extends v.GenericSchema>(
  api: ApiClient,
  path: string,
  schema: S,
  query?: Record<string, string | number | undefined>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const result = await api.get<unknown>(path, query);
  if (!result.ok) return result;
  const parsed = v.safeParse(schema, result.data);
  if (parsed.success) return { ok: true, data: parsed.output, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: `unexpected answer from ${path}`, errors: [] } };
}
