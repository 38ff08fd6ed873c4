/**
 * What the audit log shows, kept in the address (`/office/audit?from=…&to=…&action=…&staff=…`)
 * so a reload keeps it. A value out of shape in the address counts as absent. Days are UTC days.
 */
export interface AuditFilters {
  from: string | undefined;
  to: string | undefined;
  action: string | undefined;
  staff: number | undefined;
  /** Entries a page (the server's default when absent): set only by the address, for a shorter page. */
  limit?: number | undefined;
}

export const AUDIT_PATH = "/office/audit";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
const ACTION = /^[a-z_.]{1,40}$/;

const match = (value: string | null, pattern: RegExp): string | undefined => (value && pattern.test(value) ? value : undefined);

export function readAuditFilters(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const staff = match(params.get("staff"), ID);
  const limit = match(params.get("limit"), ID);
  return {
    from: match(params.get("from"), DATE),
    to: match(params.get("to"), DATE),
    action: match(params.get("action"), ACTION),
    staff: staff === undefined ? undefined : Number(staff),
    limit: limit === undefined ? undefined : Number(limit),
  };
}

/** The query string (without `?`) that the address, the API call and the CSV link share. */
export function auditSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.action) params.set("action", filters.action);
  if (filters.staff !== undefined) params.set("staff", String(filters.staff));
  if (filters.limit !== undefined) params.set("limit", String(filters.limit));
  return params.toString();
}
