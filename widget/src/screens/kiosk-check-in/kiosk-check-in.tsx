/**
 * Checking in for a booked appointment at a lobby kiosk, by the confirmation number from the
 * booking's email or page. The greeting says whose appointment it found (first name, time in
 * the location's zone, with whom, for what), takes focus so a screen reader reads it, and the
 * kiosk returns to its start after the confirmation delay, as after a join. A number it does
 * not find, or an appointment it cannot check in, says so and keeps what was typed.
 *
 * Opened, it is the screen (the join form goes): its title is the screen's `h1` and takes focus,
 * as every screen's title does after a move, and Tab goes on to the field. The field stands
 * below its label with room for the focus ring, which would otherwise cover the label's end.
 */
import { css } from "@emotion/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { KioskCheckInResponse } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useKioskConfirmationReset } from "../../kiosk/use-kiosk-confirmation-reset.js";
import { useKioskSession } from "../../kiosk/use-kiosk-session.js";
import { formatTime } from "../../format/local-time.js";
import { KioskConfirmationHold } from "../../kiosk/timeout/kiosk-confirmation-hold.js";
import { VendorText } from "../../ui/vendor-text.js";

export interface KioskCheckInProps {
  locationId: number;
  /** The check-in took the screen (true) or gave it back to the join form (false). */
  onOpenChange(open: boolean): void;
}

/** Wider than the focus ring (theme/focus-ring.ts reaches 7 px beyond the field). */
const fieldStyles = css`
display:flex;flex-direction:column;align-items:flex-start;gap:12px;margin:0 0 12px;
`;

type Outcome = { kind: "idle" } | { kind: "busy" } | { kind: "done"; greeting: KioskCheckInResponse["data"]["attributes"] } | { kind: "failed"; code: string };

export function KioskCheckIn({ locationId, onOpenChange }: KioskCheckInProps) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  const session = useKioskSession();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const greetingRef = useRef<HTMLParagraphElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const kioskReset = useKioskConfirmationReset(outcome.kind === "done", session.confirmationResetMs, locationId);

  const show = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (outcome.kind === "done") greetingRef.current?.focus();
  }, [outcome.kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (outcome.kind === "busy" || !code.trim()) return;
    setOutcome({ kind: "busy" });
    const result = await api.post<KioskCheckInResponse>(`/api/v3/open/locations/${locationId}/check-in`, { confirm_code: code.trim() });
    const greeting = result.ok ? result.data?.data?.attributes : undefined;
    setOutcome(greeting ? { kind: "done", greeting } : { kind: "failed", code: result.ok ? "bad_response" : result.error.code });
  }

  if (outcome.kind === "done") {
    const { first_name: name, service, staff } = outcome.greeting;
    const time = formatTime(outcome.greeting.start_local, locale, true);
    // An element among the values: Trans places it in the sentence, so its `lang` is kept.
    const what = <VendorText lang={service.text_lang?.name}>{service.name}</VendorText>;
    const who = staff.full_name;
    return (
      <section className="qb-card qb-kiosk-check-in" aria-labelledby="qb-kiosk-check-in-done">
        {/* The screen's title stays the h1, which names the browser tab: a client's name in a
            shared kiosk's tab title would stay in its history. */}
        <h1>
          <Trans>Check in for your appointment</Trans>
        </h1>
        <h2 id="qb-kiosk-check-in-done">
          <Trans>Welcome, {name}!</Trans>
        </h2>
        <p ref={greetingRef} tabIndex={-1} role="status">
          <Trans>
            You are checked in for {what} at {time} with {who}. Please have a seat; we will call you.
          </Trans>
        </p>
        <KioskConfirmationHold reset={kioskReset} />
      </section>
    );
  }

  if (!open) {
    return (
      <section className="qb-card qb-kiosk-check-in" aria-labelledby="qb-kiosk-check-in-offer">
        <h2 id="qb-kiosk-check-in-offer">
          <Trans>Have an appointment?</Trans>
        </h2>
        <button type="button" className="qb-button qb-secondary" onClick={() => show(true)}>
          <Trans>Check in with your confirmation number</Trans>
        </button>
      </section>
    );
  }

  return (
    <section className="qb-card qb-kiosk-check-in" aria-labelledby="qb-kiosk-check-in-title">
      <h1 id="qb-kiosk-check-in-title" ref={titleRef} tabIndex={-1}>
        <Trans>Check in for your appointment</Trans>
      </h1>
      <form onSubmit={(event) => void submit(event)}>
        <div css={fieldStyles}>
          <label htmlFor="qb-kiosk-code">
            <Trans>Confirmation number</Trans>
          </label>
          <input
            id="qb-kiosk-code"
            name="confirm_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={outcome.kind === "failed"}
            aria-describedby="qb-kiosk-code-hint qb-kiosk-code-error"
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <p id="qb-kiosk-code-hint" className="qb-muted">
          <Trans>You find it in the email or text message that confirmed your booking.</Trans>
        </p>
        <p id="qb-kiosk-code-error" role="alert" className="qb-alert">
          {outcome.kind === "failed" ? (
            outcome.code === "appointment_not_found" ? (
              <Trans>We could not find an appointment with this confirmation number here today.</Trans>
            ) : outcome.code === "already_checked_in" ? (
              <Trans>You are already checked in. Please have a seat; we will call you.</Trans>
            ) : (
              <Trans>We could not check you in. Please ask a member of staff.</Trans>
            )
          ) : null}
        </p>
        <div className="qb-actions">
          <button type="submit" className="qb-button" aria-disabled={outcome.kind === "busy"}>
            <Trans>Check in</Trans>
          </button>
          <button type="button" className="qb-button qb-secondary" onClick={() => show(false)}>
            <Trans>Join the line instead</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
