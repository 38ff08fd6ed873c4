/** "Loading…" while a step's data arrives, announced politely. */
import { Trans } from "@lingui/react/macro";

export function Loading() {
  return (
    <p role="status" className="qb-loading">
      <Trans>Loading…</Trans>
    </p>
  );
}
