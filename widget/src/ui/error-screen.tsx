/**
 * The generic error page (spec sections 2 and 8): "Oops, something went wrong" or the page
 * cannot be found, with a book-another button (restart in kiosk mode).
 */
import { Trans } from "@lingui/react/macro";
import { useElement, useElementState } from "../element/element-context.js";
import { bookAnotherTarget } from "../routing/book-another.js";
import { useKioskMode } from "../routing/use-display-mode.js";
import { useKioskReset } from "../kiosk/use-kiosk-reset.js";

export function ErrorScreen({ kind }: { kind: "not-found" | "error" }) {
  const { navigate, attributes } = useElement();
  const route = useElementState((s) => s.route);
  const settings = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings : null));
  const kiosk = useKioskMode();
  const resetKiosk = useKioskReset();
  const bookAnother = () => {
    if (kiosk) return resetKiosk();
    const target = bookAnotherTarget(route, settings, attributes.location, attributes.routing === "path");
    if (target.kind === "url") window.location.assign(target.url);
    else navigate(target.route);
  };
  return (
    <section role="alert">
      <h1>
        <Trans>Oops, something went wrong</Trans>
      </h1>
      {kind === "not-found" ? (
        <p>
          <Trans>The page you are looking for cannot be found</Trans>
        </p>
      ) : null}
      {/* The spec's default subtitle, under the page-missing line too (the server's 404 reads the same). */}
      <p>
        <Trans>Please try again or contact us</Trans>
      </p>
      <button type="button" className="qb-button" onClick={bookAnother}>
        {kiosk ? <Trans>Restart from the home page</Trans> : <Trans>Book another</Trans>}
      </button>
    </section>
  );
}
