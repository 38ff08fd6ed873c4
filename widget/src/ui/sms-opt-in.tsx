/**
 * Text-message updates (spec section 5). Optional: a checkbox, disabled until a phone number
 * is entered. Required: a notice (the opt-in is forced on), and the choice to check in without
 * updates, which leaves the number out (withoutUpdatesOffered: not for a phone call).
 */
import { Trans } from "@lingui/react/macro";
import type { ContactOptionMode, FieldErrorCode } from "#contract";
import { FieldError } from "./field-error.js";

export interface SmsOptInProps {
  mode: ContactOptionMode;
  /** "Check in without updates" is offered (withoutUpdatesOffered). */
  offerWithoutUpdates: boolean;
  hasPhone: boolean;
  receiveSms: boolean;
  withoutUpdates: boolean;
  error: FieldErrorCode | undefined;
  onReceiveSmsChange(value: boolean): void;
  onWithoutUpdatesChange(value: boolean): void;
}

export function SmsOptIn(props: SmsOptInProps) {
  if (props.mode === "hidden") return null;
  const rates = (
    <p id="qb-sms-hint" className="qb-hint">
      <Trans>Standard message rates may apply. A phone number is needed to receive text updates.</Trans>
    </p>
  );
  if (props.mode === "required") {
    return (
      <div className="qb-field">
        <p className="qb-notice">
          <Trans>We will send you text message updates about your place in line.</Trans>
        </p>
        {rates}
        {props.offerWithoutUpdates ? (
          <label className="qb-check">
            <input type="checkbox" name="without-updates" checked={props.withoutUpdates} onChange={(e) => props.onWithoutUpdatesChange(e.target.checked)} />
            <Trans>Check in without updates</Trans>
          </label>
        ) : null}
      </div>
    );
  }
  return (
    <div className="qb-field">
      <label className="qb-check">
        <input
          type="checkbox"
          name="receive-sms"
          checked={props.receiveSms && props.hasPhone}
          disabled={!props.hasPhone}
          aria-describedby="qb-sms-hint qb-sms-error"
          onChange={(e) => props.onReceiveSmsChange(e.target.checked)}
        />
        <Trans>Send me text message updates</Trans>
      </label>
      {rates}
      <FieldError id="qb-sms-error" code={props.error} />
    </div>
  );
}
