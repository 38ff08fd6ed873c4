/**
 * Shown instead of the booking flow where it is not offered: on a kiosk (people at a kiosk
 * join the line), or for a vendor without the modern client view.
 */
import { Trans } from "@lingui/react/macro";
import { useElement, useElementState } from "../../element/element-context.js";
import { BASE_PATH, visitRoute } from "../../routing/route.js";

export function BookingNotOffered({ kiosk }: { kiosk: boolean }) {
  const { navigate } = useElement();
  const route = useElementState((s) => s.route);
  return (
    <section role="alert">
      <h1>
        <Trans>Appointments cannot be booked here</Trans>
      </h1>
      <p>{kiosk ? <Trans>Please join the line at this kiosk instead.</Trans> : <Trans>This business does not take appointment bookings online.</Trans>}</p>
      <button type="button" className="qb-button" onClick={() => navigate(visitRoute(route, BASE_PATH, kiosk ? { mode: "kiosk" } : {}))}>
        {kiosk ? <Trans>Restart from the home page</Trans> : <Trans>Join the line instead</Trans>}
      </button>
    </section>
  );
}
