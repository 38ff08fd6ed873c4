/** What shows while a screen's code or data arrives. */
import { Trans } from "@lingui/react/macro";

export function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
