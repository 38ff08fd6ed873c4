/**
 * The app's one door to the server: JSON over fetch on the page's own origin, so the session
 * cookie goes with every call. Every request says the page's language; a write carries the
 * session's CSRF token (`X-CSRF-Token`) and, before sign-in, the page's vendor (`X-Vendor`). A
 * token the server no longer takes (four hours old) is read again once and the write sent again.
 * Answers are values, never throws: `{ ok: true, data }` or `{ ok: false, error }`.
 */
import type { ApiErrorBody, FieldError } from "#contract";

export interface ApiFailure {
  /** HTTP status, or 0 when the network failed. */
  status: number;
  code: string;
  message: string;
  errors: FieldError[];
  /** From `Retry-After` (a 429): when it may be tried again, in seconds. */
  retryAfterSeconds: number | undefined;
}

/** `etag`: the answer's ETag, for a later write's `If-Match` (the vendor document's). */
export type ApiResult<T> = { ok: true; data: T; status: number; etag?: string | undefined } | { ok: false; error: ApiFailure };

export interface OfficeApiOptions {
  base: string;
  /** The page's vendor slug, for the calls made before signing in. */
  vendor: string | undefined;
  locale: string;
  /** The signed-in session's CSRF token, if any. */
  csrfToken(): string | undefined;
  /** Reads the session again for a fresh token (undefined: signed out). */
  refreshCsrfToken(): Promise<string | undefined>;
  /** A call made signed in was refused with 401 `unauthorized`: the session is gone. */
  onSessionEnded(): void;
  fetch?: typeof fetch;
}

export interface OfficeApi {
  get<T>(path: string): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  /** `headers`: the write's own, such as `If-Match`. */
  patch<T>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  delete<T>(path: string): Promise<ApiResult<T>>;
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

export function createOfficeApi(options: OfficeApiOptions): OfficeApi {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.base.replace(/\/$/, "");

  async function send<T>(method: string, path: string, body: unknown, csrf: string | undefined, own: Record<string, string> = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: "application/json", "accept-language": options.locale, ...own };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (method !== "GET" && options.vendor) headers["x-vendor"] = options.vendor;
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
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, error: { status: 0, code: "network_error", message, errors: [], retryAfterSeconds: undefined } };
    }
    let json: unknown = null;
    try {
      json = response.status === 204 ? null : await response.json();
    } catch {
      json = null;
    }
    if (response.ok) return { ok: true, data: json as T, status: response.status, etag: response.headers.get("etag") ?? undefined };
    if (response.status === 401 && csrf) options.onSessionEnded();
    const failure = (json ?? {}) as Partial<ApiErrorBody>;
    return {
      ok: false,
      error: {
        status: response.status,
        code: typeof failure.code === "string" ? failure.code : "bad_response",
        message: typeof failure.message === "string" ? failure.message : response.statusText,
        errors: Array.isArray(failure.errors) ? failure.errors : [],
        retryAfterSeconds: retryAfter(response.headers.get("retry-after")),
      },
    };
  }

  async function write<T>(method: string, path: string, body?: unknown, own?: Record<string, string>): Promise<ApiResult<T>> {
    const result = await send<T>(method, path, body, options.csrfToken(), own);
    if (result.ok || result.error.code !== "csrf_invalid") return result;
    const fresh = await options.refreshCsrfToken();
    return fresh ? send<T>(method, path, body, fresh, own) : result;
  }

  return {
    // A read passes the token only to learn, from a 401, that a session it had is gone.
    get: (path) => send("GET", path, undefined, options.csrfToken()),
    post: (path, body) => write("POST", path, body),
    patch: (path, body, headers) => write("PATCH", path, body, headers),
    put: (path, body) => write("PUT", path, body),
    delete: (path) => write("DELETE", path),
  };
}
