/**
 * Calls to the staff API with the tab's staff token. Errors are values: a refusal carries the
 * server's message (written for staff), a lost connection says so.
 */
export const TOKEN_KEY = "queue-booking.staff-token";

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

export async function api<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) ?? ""}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.ok) return { ok: true, data: json as T };
    return { ok: false, status: res.status, message: json?.message ?? res.statusText };
  } catch {
    return { ok: false, status: 0, message: "The server cannot be reached" };
  }
}
