/**
 * The element's only door to the server: JSON over fetch with the Accept-Language of the
 * element's locale and, for writes, a CSRF token fetched on demand. Reads are CORS "simple"
 * requests — the vendor in the query (`?vendor=`), no header of our own — so a host page on
 * another origin sends no preflight before each of them; writes name the vendor in `X-Vendor`
 * beside their token (they are preflighted anyway, being JSON).
 * Answers are values, never throws: `{ ok: true, data }` or `{ ok: false, error }`.
 */
import type { ApiErrorBody, FieldError, InlinedAnswer } from "#contract";

export type { InlinedAnswer };

export interface ApiFailure {
  /** HTTP status, or 0 when the network failed. */
  status: number;
  code: string;
  message: string;
  errors: FieldError[];
}

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiFailure };

export interface ApiClientOptions {
  base: string;
  vendor: string | undefined;
  locale: () => string;
  fetch?: typeof fetch;
  /** Answers inlined by a hosted page; each stands for one read, once. */
  answers?: readonly InlinedAnswer[];
  /** Told of each answer asked for that is not among `answers`: the server's renderer learns a screen's reads so. */
  onMissingAnswer?: (path: string, query: Record<string, string>) => void;
}

export interface ApiClient {
  get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<ApiResult<T>>;
  post<T>(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiResult<T>>;
  patch<T>(path: string, body: unknown): Promise<ApiResult<T>>;
  /**
   * Takes (once) the inlined answer to a read, if the page carried one for this path, query and
   * the element's current language: a screen's first render uses it instead of loading.
   */
  takeAnswer(path: string, query?: Record<string, string | number | undefined>): unknown;
  /** Seeds the CSRF token a hosted page inlined, saving a round trip. */
  setCsrfToken(token: string): void;
  readonly base: string;
  readonly vendor: string | undefined;
}

const networkFailure = (message: string): ApiFailure => ({ status: 0, code: "network_error", message, errors: [] });

/**
 * The server could not take the request just now — 503 `service_unavailable` (its database is
 * down or restarting), 507 `storage_full`, or a gateway's 502 or 504 in front of it — and changed
 * nothing that a second try would not answer: worth sending again in a moment.
 */
export const isOutage = (failure: ApiFailure): boolean => failure.status > 501;

/** A read's query as the server sees it: every value a string, empty ones left out. */
function queryOf(query: Record<string, string | number | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") kept[k] = String(v);
  return kept;
}

const sameQuery = (a: Record<string, string>, b: Record<string, string>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.base.replace(/\/$/, "");
  let csrf: string | undefined;
  const answers = [...(options.answers ?? [])];

  function takeAnswer(path: string, query: Record<string, string | number | undefined> = {}): unknown {
    const wanted = queryOf(query);
    const index = answers.findIndex((a) => a.path === path && a.locale === options.locale() && sameQuery(a.query, wanted));
    if (index < 0) {
      options.onMissingAnswer?.(path, wanted);
      return undefined;
    }
    const [answer] = answers.splice(index, 1);
    return answer?.body;
  }

  /** Only CORS-safelisted headers unless `extra` adds others (writes do). */
  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return { accept: "application/json", "accept-language": options.locale(), ...extra };
  }

  async function send<T>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: headers({ ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers }),
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch (error) {
      return { ok: false, error: networkFailure(error instanceof Error ? error.message : String(error)) };
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (response.ok) return { ok: true, data: json as T, status: response.status };
    const body = (json ?? {}) as Partial<ApiErrorBody>;
    return {
      ok: false,
      error: {
        status: response.status,
        code: typeof body.code === "string" ? body.code : "bad_response",
        message: typeof body.message === "string" ? body.message : response.statusText,
        errors: Array.isArray(body.errors) ? body.errors : [],
      },
    };
  }

  function read<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<ApiResult<T>> {
    const inlined = takeAnswer(path, query);
    if (inlined !== undefined) return Promise.resolve({ ok: true, data: inlined as T, status: 200 });
    const params = new URLSearchParams(queryOf(query));
    if (options.vendor) params.set("vendor", options.vendor);
    const qs = params.toString();
    return send<T>("GET", qs ? `${path}${path.includes("?") ? "&" : "?"}${qs}` : path);
  }

  async function csrfToken(): Promise<string | undefined> {
    if (csrf) return csrf;
    const result = await read<{ token: string }>("/api/v2/open/csrf");
    if (result.ok) csrf = result.data.token;
    // The spec logs a missing CSRF token to the console; the write will then fail with 403.
    else console.warn("queue-booking: could not get a CSRF token", result.error.code);
    return csrf;
  }

  async function write<T>(method: string, path: string, body: unknown, extra: Record<string, string> = {}): Promise<ApiResult<T>> {
    const vendor: Record<string, string> = options.vendor ? { "x-vendor": options.vendor } : {};
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await csrfToken();
      const result = await send<T>(method, path, { body, headers: token ? { ...vendor, "x-csrf-token": token, ...extra } : { ...vendor, ...extra } });
      // An expired token is replaced once, then the answer stands.
      if (!result.ok && result.error.code === "csrf_invalid" && attempt === 0) {
        csrf = undefined;
        continue;
      }
      return result;
    }
    return { ok: false, error: networkFailure("unreachable") };
  }

  return {
    base,
    vendor: options.vendor,
    get: (path, query) => read(path, query),
    post: (path, body, extra) => write("POST", path, body, extra),
    patch: (path, body) => write("PATCH", path, body),
    takeAnswer,
    setCsrfToken(token) {
      csrf = token;
    },
  };
}
