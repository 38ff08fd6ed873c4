/**
 * The desk's door to the staff API (`/api/v2/staff/…`) with the back-office session: the app's
 * own client (api/office-api.ts), whose calls carry the cookie, send a write's CSRF token and
 * read a stale token again once, seen as one `send` by method. Answers are values, never throws.
 */
import { type ApiResult, createOfficeApi } from "../api/office-api.js";

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

export function createDeskHttp(options: DeskHttpOptions): DeskHttp {
  // The staff API names the vendor by the session, so no X-Vendor.
  const api = createOfficeApi({ ...options, vendor: undefined, onSessionEnded: () => options.onSessionEnded?.() });
  const writes = { post: api.post, patch: api.patch, put: api.put };
  return {
    send: <T>(method: DeskMethod, path: string, body?: unknown): Promise<ApiResult<T>> =>
      method === "GET" ? api.get<T>(path) : writes[method.toLowerCase() as keyof typeof writes]<T>(path, body),
  };
}
