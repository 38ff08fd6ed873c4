/**
 * The desk's door to the staff API (`/api/v2/staff/…`) with the back-office session: the cookie
 * goes with every call (same origin), a write carries the session's CSRF token, and a token the
 * server no longer takes (`csrf_invalid`, four hours old) is read again once and the write sent
 * again. The staff API also writes with PATCH and PUT, which the app's own calls do not need.
 * Answers are values, never throws, in the app's `ApiResult` shape.
 */
import type { ApiErrorBody } from "#contract";
import type { ApiFailure, ApiResult } from "../api/office-api.js";

export type DeskMethod = "GET" | "POST" | "PATCH" | "PUT";

export interface DeskHttp {
  send<T>(method: DeskMethod, path: string, body?: unknown): Promise<ApiResult<T>>;
}

export interface DeskHttpOptions {
  /** The page's origin (empty: relative paths). */
  base: string;
  locale: string;
  csrfToken(): string | undefined;
  /** Reads the session again for a fresh token (undefined: signed out). */
  refreshCsrfToken(): Promise<string | undefined>;
  /** A 401: the session is gone (signed out elsewhere, expired). */
  onSessionEnded?(): void;
  fetch?: typeof fetch;
}

const networkFailure = (message: string): ApiFailure => ({ status: 0, code: "network_error", message, errors: [], retryAfterSeconds: undefined });

async function failureOf(response: Response): Promise<ApiFailure> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return {
    status: response.status,
    code: typeof body?.code === "string" ? body.code : "bad_response",
    message: typeof body?.message === "string" ? body.message : response.statusText,
    errors: Array.isArray(body?.errors) ? body.errors : [],
    retryAfterSeconds: undefined,
  };
}

export function createDeskHttp(options: DeskHttpOptions): DeskHttp {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.base.replace(/\/$/, "");

  async function once<T>(method: DeskMethod, path: string, body: unknown, csrf: string | undefined): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json", "accept-language": options.locale };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (method !== "GET" && csrf) headers["x-csrf-token"] = csrf;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "same-origin",
      });
    } catch (error) {
      return { ok: false, error: networkFailure(error instanceof Error ? error.message : String(error)) };
    }
    if (!response.ok) {
      if (response.status === 401) options.onSessionEnded?.();
      return { ok: false, error: await failureOf(response) };
    }
    const data = response.status === 204 ? null : await response.json().catch(() => null);
    return { ok: true, data: data as T, status: response.status };
  }

  return {
    async send<T>(method: DeskMethod, path: string, body?: unknown) {
      if (method === "GET") return once<T>(method, path, undefined, undefined);
      const result = await once<T>(method, path, body, options.csrfToken());
      if (result.ok || result.error.code !== "csrf_invalid") return result;
      const fresh = await options.refreshCsrfToken();
      return fresh ? once<T>(method, path, body, fresh) : result;
    },
  };
}
