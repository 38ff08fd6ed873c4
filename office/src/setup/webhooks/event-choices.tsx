/**
 * The events an endpoint hears, as a group of checkboxes under one legend: each named in words,
 * with its type as the receiver sees it in code. The group's error is read with every box.
 */
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "#contract/webhooks";
import { MUTED } from "../../ui/styles.js";
import { checkStyle, fieldStyle } from "../fields/field-style.js";
import { useEventName } from "./use-webhook-words.js";

/** The first box's id, where focus goes when the group is refused. */
export const EVENTS_FIELD_ID = "webhook-events";

const groupStyle = css`
  border: 0;
  margin: 0;
  padding: 0;
  code {
    color: ${MUTED};
    font-size: 0.875em;
  }
`;

export function EventChoices({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly WebhookEventType[];
  onChange(events: WebhookEventType[]): void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const eventName = useEventName();
  const errorId = `${EVENTS_FIELD_ID}-error`;
  const toggle = (type: WebhookEventType, on: boolean) => onChange(WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? on : chosen.includes(each))));
  return (
    <fieldset css={[fieldStyle, groupStyle]} aria-describedby={`${EVENTS_FIELD_ID}-hint${error ? ` ${errorId}` : ""}`}>
      <legend>{t`Events to send`}</legend>
      <p id={`${EVENTS_FIELD_ID}-hint`} className="hint">{t`Choose at least one. Each is posted to the address as it happens.`}</p>
      {error ? (
        <p id={errorId} className="error">
          {error}
        </p>
      ) : null}
      {WEBHOOK_EVENT_TYPES.map((type, index) => {
        const id = index === 0 ? EVENTS_FIELD_ID : `${EVENTS_FIELD_ID}-${type.replace(".", "-")}`;
        return (
          <div key={type} css={checkStyle}>
            <input
              id={id}
              name="events"
              type="checkbox"
              value={type}
              checked={chosen.includes(type)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <label htmlFor={id}>
              {eventName(type)} <code>{type}</code>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
