/** The conversion's promise (spec section 2: "tired of waiting?"): the spot is lost only on completion. */
import { Trans } from "@lingui/react/macro";

export function ConversionNotice() {
  return (
    <p className="qb-note qb-conversion">
      <Trans>Tired of waiting? Book an appointment instead. You keep your place in line until your booking is complete.</Trans>
    </p>
  );
}
