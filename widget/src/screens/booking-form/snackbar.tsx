/**
 * The bottom-left snackbar of a failed join (spec section 4): "Error", as an alert. It hides
 * itself after a while; its timer is cleared when the form goes away.
 */
import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";

export const SNACKBAR_MS = 6000;

export function Snackbar({ shown, onHide }: { shown: number; onHide(): void }) {
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(onHide, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  if (!shown) return null;
  return (
    <div role="alert" className="qb-snackbar">
      <Trans>Error</Trans>
    </div>
  );
}
