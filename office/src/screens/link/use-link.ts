/** Whose link the page's token is, read once when the page opens (and again on "Try again"). */
import { useCallback, useEffect, useState } from "react";
import type { OfficeLinkResponse } from "#contract";
import type { ApiFailure } from "../../api/office-api.js";
import { readLink } from "../../api/office-calls.js";
import { useOffice } from "../../app/office-context.js";

export type LinkState =
  | { status: "loading" }
  /** Unknown, used or expired (or no token at all). */
  | { status: "invalid" }
  | { status: "failed"; failure: ApiFailure }
  | { status: "ready"; link: OfficeLinkResponse["data"] };

export function useLink(token: string | undefined): { state: LinkState; retry(): void; markInvalid(): void } {
  const { api } = useOffice();
  const [state, setState] = useState<LinkState>(token ? { status: "loading" } : { status: "invalid" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on "Try again".
  useEffect(() => {
    if (!token) return;
    let live = true;
    void readLink(api, token).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: "ready", link: result.data });
      else setState(result.error.code === "link_invalid" ? { status: "invalid" } : { status: "failed", failure: result.error });
    });
    return () => {
      live = false;
    };
  }, [api, token, attempt]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  const markInvalid = useCallback(() => setState({ status: "invalid" }), []);
  return { state, retry, markInvalid };
}
