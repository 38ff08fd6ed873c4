/**
 * On a kiosk's confirmation (a join, a check-in): how long it stays before the kiosk clears it
 * for the next person, and "Keep this on screen" (WCAG 2.2.1), for a client who needs longer
 * to note the confirmation number or have it read out. Once kept, a short note takes the
 * button's place and its focus; the inactivity time-out, with its warning, still applies. The
 * countdown is a timer, not a live region: a screen reader reads it where it stands, right
 * after the confirmation's title or greeting, instead of every second.
 */
import { Plural, Trans } from "@lingui/react/macro";
import { useLayoutEffect, useRef } from "react";
import { useAreaCatalog } from "../../i18n/area-catalog.js";
import type { KioskConfirmationReset } from "../use-kiosk-confirmation-reset.js";
import { useSecondsLeft } from "../use-seconds-left.js";
import { kioskTimeoutCatalog } from "./kiosk-timeout-catalog.js";
import { confirmationHoldStyles } from "./kiosk-timeout-styles.js";

export function KioskConfirmationHold({ reset }: { reset: KioskConfirmationReset }) {
  // Loaded with the kiosk's inactivity time-out; without its texts the screen simply resets.
  const texts = useAreaCatalog(kioskTimeoutCatalog);
  const seconds = useSecondsLeft(reset.resetAt);
  const keptRef = useRef<HTMLParagraphElement>(null);
  // Before the removed button's focus can fall to the page: a layout effect.
  useLayoutEffect(() => {
    if (reset.held) keptRef.current?.focus();
  }, [reset.held]);
  if (texts !== "ready") return null;
  if (reset.held) {
    return (
      <div css={confirmationHoldStyles} className="qb-kiosk-hold">
        <p ref={keptRef} tabIndex={-1} role="status">
          <Trans>This screen stays on while you use it.</Trans>
        </p>
      </div>
    );
  }
  if (reset.resetAt === null) return null;
  return (
    <div css={confirmationHoldStyles} className="qb-kiosk-hold">
      <p role="timer">
        <Plural value={seconds} one="This screen clears in # second for the next person." other="This screen clears in # seconds for the next person." />
      </p>
      <button type="button" className="qb-button qb-secondary" onClick={reset.hold}>
        <Trans>Keep this on screen</Trans>
      </button>
    </div>
  );
}
