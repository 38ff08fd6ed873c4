/**
 * The confirmation / manage page (spec section 2). Its code loads as its own chunk: the form
 * path's bundle budget has no room for it, and a client reaches it only after joining.
 */
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";

const ManagePage = lazy(() => import("./manage-page.js").then((m) => ({ default: m.ManagePage })));

export function ManageScreen() {
  return (
    <Suspense
      fallback={
        <p role="status" className="qb-loading">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <ManagePage />
    </Suspense>
  );
}
