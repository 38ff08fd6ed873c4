/** One read of the webhook API for a screen: loading, then the answer or the refusal, and again on request. */
import { useCallback, useEffect, useState } from "react";
import { useOffice } from "../../app/office-context.js";
import type { ApiFailure, ApiResult, OfficeApi } from "../../api/office-api.js";

export type WebhookRead<T> = { status: "loading" } | { status: "failed"; failure: ApiFailure } | { status: "ready"; data: T };

export function useWebhookRead<T>(read: (api: OfficeApi) => Promise<ApiResult<T>>) {
  const { api } = useOffice();
  const [state, setState] = useState<WebhookRead<T>>({ status: "loading" });
  const load = useCallback(async () => {
    setState({ status: "loading" });
    const result = await read(api);
    setState(result.ok ? { status: "ready", data: result.data } : { status: "failed", failure: result.error });
  }, [api, read]);
  useEffect(() => {
    void load();
  }, [load]);
  /** Puts a changed copy in place without reading again (after a write that answered it). */
  const replace = useCallback((data: T) => setState({ status: "ready", data }), []);
  return { state, reload: load, replace };
}
