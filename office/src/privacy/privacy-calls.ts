/**
 * The privacy API's calls: a client's records by email or phone, the same as a JSON download, and
 * their erasure. One field takes either: with an `@` it is an email, otherwise a phone number.
 */
import * as v from "valibot";
import {
  type PrivacyErasureReceipt,
  PrivacyErasureResponseSchema,
  type PrivacyLookup,
  type PrivacyLookupResponse,
  PrivacyLookupResponseSchema,
} from "#contract";
import type { ApiResult, OfficeApi } from "../api/office-api.js";

const PRIVACY = "/api/v2/office/privacy";

export const lookupOf = (typed: string): PrivacyLookup => (typed.includes("@") ? { email: typed.trim() } : { phone: typed.trim() });

const query = (lookup: PrivacyLookup): string => new URLSearchParams(lookup as Record<string, string>).toString();

function parsed<T>(result: ApiResult<unknown>, schema: v.GenericSchema<unknown, { data: T }>): ApiResult<T> {
  if (!result.ok) return result;
  const answer = v.safeParse(schema, result.data);
  if (answer.success) return { ok: true, data: answer.output.data, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: "", errors: [], retryAfterSeconds: undefined } };
}

export async function findClientRecords(api: OfficeApi, lookup: PrivacyLookup): Promise<ApiResult<PrivacyLookupResponse["data"]>> {
  return parsed(await api.get<unknown>(`${PRIVACY}/clients?${query(lookup)}`), PrivacyLookupResponseSchema);
}

/** The records as a JSON file (a plain link: the browser downloads it with the session's cookie). */
export const exportHref = (lookup: PrivacyLookup): string => `${PRIVACY}/export?${query(lookup)}`;

export async function eraseClientRecords(api: OfficeApi, lookup: PrivacyLookup): Promise<ApiResult<PrivacyErasureReceipt>> {
  return parsed(await api.post<unknown>(`${PRIVACY}/erasures`, lookup), PrivacyErasureResponseSchema);
}
