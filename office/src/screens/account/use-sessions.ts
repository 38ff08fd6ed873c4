/** One's live sessions, read when the screen opens and again when `version` changes (a password changed). */
import { useCallback, useEffect, useState } from "react";
import type { OfficeSessionListing } from "#contract";
import type { ApiFailure } from "../../api/office-api.js";
import { listSessions } from "../../api/office-calls.js";
import { useOffice } from "../../app/office-context.js";

export type SessionsState = { status: "loading" } | { status: "failed"; failure: ApiFailure } | { status: "ready"; sessions: OfficeSessionListing[] };

export function useSessions(version: number): { state: SessionsState; remove(id: string): void } {
  const { api } = useOffice();
  const [state, setState] = useState<SessionsState>({ status: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a password change.
  useEffect(() => {
    let live = true;
    void listSessions(api).then((result) => {
      if (live) setState(result.ok ? { status: "ready", sessions: result.data } : { status: "failed", failure: result.error });
    });
    return () => {
      live = false;
    };
  }, [api, version]);
  const remove = useCallback(
    (id: string) => setState((current) => (current.status === "ready" ? { status: "ready", sessions: current.sessions.filter((s) => s.id !== id) } : current)),
    [],
  );
  return { state, remove };
}
