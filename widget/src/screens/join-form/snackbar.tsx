/**
 * What a failed join shows under the submit button (spec section 4): the bottom-left snackbar
 * "Error", as an alert, which hides itself after a while (its timer is cleared when the form goes
 * away); and, when the server could not take the join just now, the outage notice from the
 * notices chunk, which stays until the client sends again.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { NoticeScreen } from "../../notices/notice-screens.js";

export const SNACKBAR_MS = 6000;

export interface JoinFailure {
  /** Failures so far, so each one restarts the snackbar's timer; 0 hides it. */
  count: number;
  /** The last failure was an outage (api-client.ts `isOutage`). */
  outage: boolean;
}

export function Snackbar({ shown, onHide }: { shown: JoinFailure; onHide(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new failure (`count`) shows the snackbar for its time; a new `onHide` identity is not a new failure.
  useEffect(() => {
    if (!shown.count) return;
    const timer = setTimeout(onHide, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [shown.count]);
  return (
    <>
      {shown.outage ? <NoticeScreen kind="outage" /> : null}
      {shown.count ? (
        <div role="alert" className="qb-snackbar">
          <Trans>Error</Trans>
        </div>
      ) : null}
    </>
  );
}
