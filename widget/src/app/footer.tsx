/**
 * "Powered by" link to the project, hidden for private-label vendors. On a kiosk it is plain
 * text: a link would take a visitor away from the kiosk with no way back.
 */
import { Trans } from "@lingui/react/macro";
import { useElementState } from "../element/element-context.js";
import { useKioskMode } from "../routing/use-display-mode.js";

export const PROJECT_URL = "https://github.com/queue-booking/queue-booking";

export function Footer() {
  const privateLabel = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.private_label : true));
  const kiosk = useKioskMode();
  if (privateLabel) return null;
  return (
    <footer className="qb-footer">
      {kiosk ? (
        <Trans>Powered by queue-booking</Trans>
      ) : (
        <Trans>
          Powered by <a href={PROJECT_URL}>queue-booking</a>
        </Trans>
      )}
    </footer>
  );
}
