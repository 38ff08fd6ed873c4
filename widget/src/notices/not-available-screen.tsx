/** The vendor takes no callback requests: a title and subtitle, no book-another button. */
import { Trans } from "@lingui/react/macro";

export function NotAvailableScreen() {
  return (
    <section>
      <h1>
        <Trans>We are currently not taking callback requests</Trans>
      </h1>
      <p>
        <Trans>Please try again later or contact us directly.</Trans>
      </p>
    </section>
  );
}
