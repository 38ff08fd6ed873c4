/** Signing out of this session: the server ends it, and the app shows sign-in at its start. */
import { useCallback, useState } from "react";
import type { ApiFailure } from "../api/office-api.js";
import { signOut } from "../api/office-calls.js";
import { useOffice } from "../app/office-context.js";
import { HOME_PATH } from "../routing/paths.js";

export function useSignOut(): { signOut(): Promise<void>; failure: ApiFailure | undefined; busy: boolean } {
  const { api, store, history } = useOffice();
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);
  const run = useCallback(async () => {
    setBusy(true);
    setFailure(undefined);
    const result = await signOut(api);
    setBusy(false);
    // Already gone (401) is as good as signed out.
    if (!result.ok && result.error.status !== 401) return setFailure(result.error);
    history.go(HOME_PATH, { replace: true });
    store.getState().setSession({ status: "signed-out", ended: false });
  }, [api, store, history]);
  return { signOut: run, failure, busy };
}
