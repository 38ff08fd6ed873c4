/** Placeholder until the booking form lands. */
import { Trans } from "@lingui/react/macro";

export function BookingFormScreen({ locationId }: { locationId: number }) {
  return (
    <h1 data-location={locationId}>
      <Trans>Select a Service</Trans>
    </h1>
  );
}
