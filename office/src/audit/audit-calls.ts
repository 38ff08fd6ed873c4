/** The audit log's API call (a page of entries, parsed with the contract's schema) and its CSV download's address. */
import * as v from "valibot";
import type { ApiResult, OfficeApi } from "../api/office-api.js";
import { withSearch } from "../reports/report-query.js";
import { type AuditResponse, AuditResponseSchema } from "#contract";

const AUDIT = "/api/v2/office/audit";

/** `before`: the `meta.next_before` of the page shown last, for the next (older) page. */
export async function readAuditPage(api: OfficeApi, search: string, before?: number): Promise<ApiResult<AuditResponse>> {
  const params = new URLSearchParams(search);
  if (before !== undefined) params.set("before", String(before));
  const result = await api.get<unknown>(withSearch(AUDIT, params.toString()));
  if (!result.ok) return result;
  const parsed = v.safeParse(AuditResponseSchema, result.data);
  if (parsed.success) return { ok: true, data: parsed.output, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: "", errors: [], retryAfterSeconds: undefined } };
}

/** The export ignores paging: every entry the filters match. */
export const auditCsvHref = (search: string): string => withSearch(`${AUDIT}.csv`, search);
