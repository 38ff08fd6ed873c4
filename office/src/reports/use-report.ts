/** The report for the address's query, read again when the query changes; an older answer arriving late is dropped. */
import { useEffect, useState } from "react";
import type { ApiFailure } from "../api/office-api.js";
import { useOffice } from "../app/office-context.js";
import { readReport } from "./report-calls.js";
import type { ReportView } from "#contract";

export type ReportState =
  | { status: "loading"; last: ReportView | undefined }
  | { status: "failed"; failure: ApiFailure; last: ReportView | undefined }
  | { status: "ready"; report: ReportView };

const lastOf = (state: ReportState): ReportView | undefined => (state.status === "ready" ? state.report : state.last);

export function useReport(search: string): ReportState {
  const { api } = useOffice();
  const [state, setState] = useState<ReportState>({ status: "loading", last: undefined });
  useEffect(() => {
    let live = true;
    setState((current) => ({ status: "loading", last: lastOf(current) }));
    void readReport(api, search).then((result) => {
      if (!live) return;
      setState((current) => (result.ok ? { status: "ready", report: result.data } : { status: "failed", failure: result.error, last: lastOf(current) }));
    });
    return () => {
      live = false;
    };
  }, [api, search]);
  return state;
}
