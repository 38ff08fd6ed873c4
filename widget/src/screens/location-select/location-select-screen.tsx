/**
 * The location selection screen (spec section 2), on `/callback-service` when no location is
 * chosen and on `current path + /location`. The picker is its own chunk: an element opened on
 * a location's form never downloads it, which keeps the form within its download budget.
 */
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";

const LocationPicker = lazy(() => import("./location-picker.js").then((module) => ({ default: module.LocationPicker })));

export function LocationSelectScreen() {
  return (
    <Suspense
      fallback={
        <p role="status" className="qb-loading">
          <Trans>Loading…</Trans>
        </p>
      }
    >
      <LocationPicker />
    </Suspense>
  );
}
