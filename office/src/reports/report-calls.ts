/** The reports API's call and its CSV downloads (plain links with the screen's query). */
import * as v from "valibot";
import type { ApiResult, OfficeApi } from "../api/office-api.js";
import { ReportResponseSchema, type ReportView } from "#contract";
import { withSearch } from "./report-query.js";

const REPORTS = "/api/v2/office/reports";

/** 422 `validation_failed` with `errors[].field` for a range the server refuses. */
export async function readReport(api: OfficeApi, search: string): Promise<ApiResult<ReportView>> {
  const result = await api.get<unknown>(withSearch(REPORTS, search));
  if (!result.ok) return result;
  const parsed = v.safeParse(ReportResponseSchema, result.data);
  if (parsed.success) return { ok: true, data: parsed.output.data, status: result.status };
  return { ok: false, error: { status: result.status, code: "bad_response", message: "", errors: [], retryAfterSeconds: undefined } };
}

export type ReportCsv = "summary" | "locations" | "days" | "heatmap" | "visits";

/** Where a table's CSV downloads from; every visit of the range comes from the exports. */
export const csvHref = (kind: ReportCsv, search: string): string =>
  withSearch(kind === "visits" ? "/api/v2/office/exports/visits.csv" : `${REPORTS}/${kind}.csv`, search);
