/** The audit log's calls as a signed-in person, and the entries of a vendor read straight from the database. */
import type { LightMyRequestResponse } from "fastify";
import type { AuditEntry, AuditResponse } from "#contract";
import type { OfficeSession } from "../../helpers/office-session.js";
import type { TestServer } from "../../helpers/test-server.js";

export const readAudit = (server: TestServer, who: OfficeSession | undefined, query = ""): Promise<LightMyRequestResponse> =>
  server.app.inject({ method: "GET", url: `/api/v2/office/audit${query}`, headers: who ? { cookie: who.cookie } : {} });

/** Every entry of the admin's vendor through the API, page by page; `filters` as a query's members. */
export async function allEntries(server: TestServer, who: OfficeSession, filters: Record<string, string> = {}, limit = 200): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let before: number | null = null;
  do {
    const params = new URLSearchParams({ ...filters, limit: String(limit), ...(before === null ? {} : { before: String(before) }) });
    const res = await readAudit(server, who, `?${params}`);
    if (res.statusCode !== 200) throw new Error(`audit not read: ${res.statusCode} ${res.body}`);
    const page = res.json() as AuditResponse;
    entries.push(...page.data);
    before = page.meta.next_before;
  } while (before !== null);
  return entries;
}

/** The vendor's rows as stored, oldest first, with their detail parsed. */
export async function storedEntries(server: TestServer, slug: string, action?: string) {
  let query = server.store.db
    .selectFrom("office_audit")
    .innerJoin("vendors", "vendors.id", "office_audit.vendor_id")
    .selectAll("office_audit")
    .where("vendors.slug", "=", slug);
  if (action) query = query.where("office_audit.action", "=", action);
  const rows = await query.orderBy("office_audit.id").execute();
  return rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}
