/**
 * The back-office API's calls (`/api/v2/office/…`, see `#contract`'s office.ts), each answering
 * a checked value. Screens call these, never fetch.
 */
import * as v from "valibot";
import type { OfficeLinkResponse, OfficeSessionAttributes, OfficeSessionListing } from "#contract";
import type { ApiFailure, ApiResult, OfficeApi } from "./office-api.js";
import { OfficeLinkResponseSchema, OfficeSessionListSchema, OfficeSessionResponseSchema } from "#contract";

const OFFICE = "/api/v2/office";

const badShape = (status: number): ApiFailure => ({ status, code: "bad_response", message: "Unexpected answer", errors: [], retryAfterSeconds: undefined });

function checked<S extends v.GenericSchema, R>(schema: S, result: ApiResult<unknown>, pick: (output: v.InferOutput<S>) => R): ApiResult<R> {
  if (!result.ok) return result;
  const parsed = v.safeParse(schema, result.data);
  return parsed.success ? { ok: true, data: pick(parsed.output), status: result.status } : { ok: false, error: badShape(result.status) };
}

/** 401 `unauthorized` when nobody is signed in. */
export const readSession = async (api: OfficeApi): Promise<ApiResult<OfficeSessionAttributes>> =>
  checked(OfficeSessionResponseSchema, await api.get(`${OFFICE}/session`), (o) => o.data);

export const signIn = async (api: OfficeApi, email: string, password: string): Promise<ApiResult<OfficeSessionAttributes>> =>
  checked(OfficeSessionResponseSchema, await api.post(`${OFFICE}/sign-in`, { email, password }), (o) => o.data);

export const signOut = (api: OfficeApi): Promise<ApiResult<null>> => api.post(`${OFFICE}/sign-out`);

/** Answers 202 whether or not the email has an account. */
export const requestLink = (api: OfficeApi, email: string): Promise<ApiResult<unknown>> => api.post(`${OFFICE}/links`, { email });

export const readLink = async (api: OfficeApi, token: string): Promise<ApiResult<OfficeLinkResponse["data"]>> =>
  checked(OfficeLinkResponseSchema, await api.get(`${OFFICE}/links/${encodeURIComponent(token)}`), (o) => o.data);

export const setPasswordWithLink = async (api: OfficeApi, token: string, password: string): Promise<ApiResult<OfficeSessionAttributes>> =>
  checked(OfficeSessionResponseSchema, await api.post(`${OFFICE}/links/${encodeURIComponent(token)}`, { password }), (o) => o.data);

export const changePassword = (api: OfficeApi, currentPassword: string, newPassword: string): Promise<ApiResult<null>> =>
  api.post(`${OFFICE}/password`, { current_password: currentPassword, new_password: newPassword });

export const listSessions = async (api: OfficeApi): Promise<ApiResult<OfficeSessionListing[]>> =>
  checked(OfficeSessionListSchema, await api.get(`${OFFICE}/sessions`), (o) => o.data);

export const endSession = (api: OfficeApi, id: string): Promise<ApiResult<null>> => api.delete(`${OFFICE}/sessions/${encodeURIComponent(id)}`);
