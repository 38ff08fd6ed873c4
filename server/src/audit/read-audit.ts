/**
 * Reads a vendor's audit log newest first, a page at a time by id (keyset paging: a page is the
 * entries below the last id seen, so entries written meanwhile never shift a page), with the
 * query's filters: days in UTC, an action or a group of actions, the acting staff member.
 */
import { type Kysely, sql } from "kysely";
import type { AuditEntry, AuditQuery } from "#contract";
import type { Database } from "../db/schema.js";

/** The query's filters (paging aside). */
export type AuditFilters = Pick<AuditQuery, "from" | "to" | "action" | "staff">;

/** The first instant after day `day` (YYYY-MM-DD) in UTC, as stored (`toISOString`). */
function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/** `sign_in` matches `sign_in` and `sign_in.*`; `sign_in.failed` only itself. */
function actionMatches(action: string) {
  const group = `${action}.`;
  return action.includes(".")
    ? sql<boolean>`action = ${action}`
    : // substr, not LIKE: `_` in an action's name would be a LIKE wildcard.
      sql<boolean>`(action = ${action} or substr(action, 1, ${group.length}) = ${group})`;
}

export async function readAuditPage(
  db: Kysely<Database>,
  vendorId: number,
  filters: AuditFilters,
  page: { before?: number | undefined; limit: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom("office_audit").selectAll().where("vendor_id", "=", vendorId);
  if (filters.from) query = query.where("created_at", ">=", `${filters.from}T00:00:00.000Z`);
  if (filters.to) query = query.where("created_at", "<", dayAfter(filters.to));
  if (filters.action) query = query.where(actionMatches(filters.action));
  if (filters.staff !== undefined) query = query.where("staff_id", "=", filters.staff);
  if (page.before !== undefined) query = query.where("id", "<", page.before);
  const rows = await query.orderBy("id", "desc").limit(page.limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    created_at: row.created_at,
    actor: { kind: row.actor_kind, staff_id: row.staff_id === null ? null : Number(row.staff_id), name: row.actor_name },
    action: row.action,
    target: row.target,
    detail: parseDetail(row.detail),
    address: row.address,
  }));
}

/** A stored detail is a JSON object; anything else (a row written by hand) is shown under `value`. */
function parseDetail(text: unknown): Record<string, unknown> {
  if (typeof text === "object" && text !== null) return text as Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(String(text));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: text };
  }
}

/** Every entry matching the filters, newest first, read a page at a time (for a streamed export). */
export async function* allAuditEntries(db: Kysely<Database>, vendorId: number, filters: AuditFilters, pageSize = 500): AsyncGenerator<AuditEntry> {
  let before: number | undefined;
  for (;;) {
    const page = await readAuditPage(db, vendorId, filters, { before, limit: pageSize });
    yield* page;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    before = last.id;
  }
}
