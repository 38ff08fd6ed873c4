/**
 * One delivery in the log: its event (in words, and its type), status, attempts, the last answer
 * or error and when it was made; its attempts behind "Attempts", and "Send again".
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { MUTED, secondaryButtonStyle } from "../../ui/styles.js";
import { useFocusOnArrival } from "../../ui/use-focus-on-arrival.js";
import { useDeliveryStatus, useEventName, useMoment } from "./use-webhook-words.js";
import type { DeliveryLogEntry } from "./webhook-calls.js";

const entryStyle = css`
  padding: 0.75rem 0;
  border-bottom: 1px solid #dadce0;
  h3 {
    font-size: 1rem;
    margin: 0;
  }
  h3:focus {
    outline: none;
  }
  code {
    color: ${MUTED};
  }
  p,
  ul {
    margin: 0.25rem 0;
  }
  summary {
    min-height: 44px;
    line-height: 44px;
    cursor: pointer;
  }
`;

export function DeliveryEntry({ delivery, takeFocus, onSendAgain }: { delivery: DeliveryLogEntry; takeFocus: boolean; onSendAgain(): Promise<void> }) {
  const { t } = useLingui();
  const eventName = useEventName();
  const statusName = useDeliveryStatus();
  const moment = useMoment();
  const focus = useFocusOnArrival<HTMLHeadingElement>();
  const [busy, setBusy] = useState(false);
  const name = eventName(delivery.event_type);
  const when = moment(delivery.created_at);
  const status = statusName(delivery.status);
  const attempts = delivery.attempts;
  const lastError = delivery.last_error;
  const lastStatus = delivery.last_status;
  async function send() {
    if (busy) return;
    setBusy(true);
    await onSendAgain();
    setBusy(false);
  }
  return (
    <li css={entryStyle}>
      <h3 ref={takeFocus ? focus : undefined} tabIndex={-1}>
        {name} <code>{delivery.event_type}</code>
      </h3>
      <p>
        {t`${status} · attempts: ${attempts} · made ${when}`}
        {lastError ? ` · ${t`last error: ${lastError}`}` : lastStatus !== null ? ` · ${t`last answer: HTTP ${lastStatus}`}` : ""}
      </p>
      {delivery.attempt_log.length > 0 ? (
        <details>
          <summary>{t`Attempts`}</summary>
          <ul>
            {delivery.attempt_log.map((attempt) => {
              const at = moment(attempt.attempted_at);
              const ms = attempt.duration_ms;
              const outcome = attempt.error ?? (attempt.status_code === null ? "" : `HTTP ${attempt.status_code}`);
              return <li key={attempt.attempted_at}>{t`${at}: ${outcome} in ${ms} ms`}</li>;
            })}
          </ul>
        </details>
      ) : null}
      <button
        type="button"
        css={secondaryButtonStyle}
        aria-disabled={busy || undefined}
        aria-label={t`Send again: ${name}, made ${when}`}
        onClick={() => void send()}
      >
        {t`Send again`}
      </button>
    </li>
  );
}
