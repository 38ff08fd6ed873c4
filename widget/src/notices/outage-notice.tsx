/**
 * Under the form's submit button when the server could not take the join just now (503
 * `service_unavailable`, 507 `storage_full`, a gateway's 502 or 504): the form keeps what was
 * typed and sending again in a moment works. Rare, so it lives in the notices chunk; it stays
 * until the client sends again, while the spec's "Error" snackbar comes and goes.
 */
import { Trans } from "@lingui/react/macro";

export function OutageNotice() {
  return (
    <p role="alert" className="qb-warning">
      <Trans>The service is briefly unavailable. Your details are kept: please try again in a moment.</Trans>
    </p>
  );
}
