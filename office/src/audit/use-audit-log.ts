/**
 * The log's entries for the address's filters: the first page, read again when the filters
 * change (an older answer arriving late is dropped), and "older" pages appended after it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiFailure } from "../api/office-api.js";
import { useOffice } from "../app/office-context.js";
import { readAuditPage } from "./audit-calls.js";
import type { AuditEntry } from "#contract";

export interface AuditLogState {
  status: "loading" | "ready" | "failed";
  entries: AuditEntry[];
  actions: string[];
  nextBefore: number | null;
  failure: ApiFailure | undefined;
  /** How many entries the last "older" page added (0 before any). */
  added: number;
  loadingOlder: boolean;
}

const START: AuditLogState = { status: "loading", entries: [], actions: [], nextBefore: null, failure: undefined, added: 0, loadingOlder: false };

export function useAuditLog(search: string): { state: AuditLogState; loadOlder(): void } {
  const { api } = useOffice();
  const [state, setState] = useState<AuditLogState>(START);
  const generation = useRef(0);
  useEffect(() => {
    const mine = ++generation.current;
    setState((current) => ({ ...START, actions: current.actions }));
    void readAuditPage(api, search).then((result) => {
      if (generation.current !== mine) return;
      setState((current) =>
        result.ok
          ? { ...START, status: "ready", entries: result.data.data, actions: result.data.meta.actions, nextBefore: result.data.meta.next_before }
          : { ...current, status: "failed", failure: result.error },
      );
    });
  }, [api, search]);
  const loadOlder = useCallback(() => {
    const before = state.nextBefore;
    if (before === null || state.loadingOlder) return;
    const mine = generation.current;
    setState((current) => ({ ...current, loadingOlder: true }));
    void readAuditPage(api, search, before).then((result) => {
      if (generation.current !== mine) return;
      setState((current) =>
        result.ok
          ? {
              ...current,
              status: "ready",
              failure: undefined,
              entries: [...current.entries, ...result.data.data],
              nextBefore: result.data.meta.next_before,
              added: result.data.data.length,
              loadingOlder: false,
            }
          : { ...current, status: "failed", failure: result.error, loadingOlder: false },
      );
    });
  }, [api, search, state.nextBefore, state.loadingOlder]);
  return { state, loadOlder };
}
