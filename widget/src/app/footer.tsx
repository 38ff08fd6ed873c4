/** "Powered by" link to the project, hidden for private-label vendors. */
import { Trans } from "@lingui/react/macro";
import { useElementState } from "../element/element-context.js";

export const PROJECT_URL = "https://github.com/queue-booking/queue-booking";

export function Footer() {
  const privateLabel = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.private_label : true));
  if (privateLabel) return null;
  return (
    <footer className="qb-footer">
      <Trans>
        Powered by <a href={PROJECT_URL}>queue-booking</a>
      </Trans>
    </footer>
  );
}
