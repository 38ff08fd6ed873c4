/**
 * The kiosk behaviour of the current page: whether resets apply (kiosk mode, and not a person's
 * own phone that scanned the kiosk's code: `booked_through=kiosk_qr`), and the vendor's timings.
 */
import { useElementState } from "../element/element-context.js";
import { useKioskMode } from "../routing/use-display-mode.js";

/** Spec section 9, used until the vendor's settings have arrived. */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 30_000;
export const DEFAULT_CONFIRMATION_RESET_MS = 8_500;

export function useKioskSession() {
  const kiosk = useKioskMode();
  const kioskQr = useElementState((s) => s.route.query.booked_through === "kiosk_qr");
  const timings = useElementState((s) => (s.vendor.status === "ready" ? s.vendor.settings.kiosk : null));
  return {
    kiosk,
    resets: kiosk && !kioskQr,
    inactivityTimeoutMs: timings?.inactivity_timeout_ms ?? DEFAULT_INACTIVITY_TIMEOUT_MS,
    confirmationResetMs: timings?.confirmation_reset_ms ?? DEFAULT_CONFIRMATION_RESET_MS,
  };
}
