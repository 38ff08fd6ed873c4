/**
 * The title of a visit that is over: served ("Your visit is complete"), or missed — a no-show,
 * whose turn came while they were away, with the way back into the line. The spec shows the
 * manage page's cards for waiting and served visits only; this is our reading of the rest.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { QueueStatus } from "#contract";

export function VisitEndedCard({ status, bookAnother }: { status: number; bookAnother: ReactNode }) {
  if (status === QueueStatus.completed) {
    return (
      <section className="qb-card qb-manage-ended" aria-labelledby="qb-manage-title">
        <h1 id="qb-manage-title">
          <Trans>Your visit is complete</Trans>
        </h1>
      </section>
    );
  }
  return (
    <section className="qb-card qb-manage-ended" aria-labelledby="qb-manage-title">
      <h1 id="qb-manage-title">
        <Trans>We missed you</Trans>
      </h1>
      <p>
        <Trans>Your turn came while you were away. You are welcome to join the line again.</Trans>
      </p>
      {bookAnother}
    </section>
  );
}
