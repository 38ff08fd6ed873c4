/**
 * An endpoint's address, description and events, for adding one and for changing it. The server
 * checks it (the same rules as the admin API's); what it refuses is shown at its field, tied to
 * it, with focus on the first, and anything else in the form's alert.
 */
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { WebhookEventType } from "#contract/webhooks";
import type { ApiFailure } from "../../api/office-api.js";
import { FormAlert } from "../../ui/form-alert.js";
import { StatusMessage } from "../../ui/status-message.js";
import { buttonStyle, formStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { EVENTS_FIELD_ID, EventChoices } from "./event-choices.js";
import { useWebhookFailure, type WebhookField } from "./use-webhook-failure.js";

export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const FIELD_IDS: Record<WebhookField, string> = { url: "webhook-url", events: EVENTS_FIELD_ID, description: "webhook-description" };

export interface EndpointFormProps {
  initial: EndpointValues;
  submitLabel: string;
  labelledBy: string;
  /** Said politely once saved (a form that stays open after it saved). */
  savedMessage?: string;
  /** Saves; answers the refusal, if any. */
  onSave(values: EndpointValues): Promise<ApiFailure | undefined>;
}

export function EndpointForm({ initial, submitLabel, labelledBy, savedMessage, onSave }: EndpointFormProps) {
  const { t } = useLingui();
  const { fieldErrors, message } = useWebhookFailure();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({});
  const [alert, setAlert] = useState<string>();
  const [said, setSaid] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAlert(undefined);
    setSaid(undefined);
    const failure = await onSave({ ...values, url: values.url.trim() });
    setBusy(false);
    const found = failure ? fieldErrors(failure) : {};
    setErrors(found);
    if (!failure) {
      setSaid(savedMessage);
      return;
    }
    setAlert(message(failure));
    const first = (["url", "description", "events"] as const).find((field) => found[field] !== undefined);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }

  return (
    <form css={formStyle} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <TextField
        id={FIELD_IDS.url}
        label={t`Address (URL)`}
        hint={t`Where the events are posted, such as https://crm.example.com/hooks. It must be https and on the public internet.`}
        value={values.url}
        onChange={(url) => setValues((v) => ({ ...v, url }))}
        error={errors.url}
        required
      />
      <TextField
        id={FIELD_IDS.description}
        label={t`Description (optional)`}
        hint={t`What receives them, for you and the other admins.`}
        value={values.description}
        onChange={(description) => setValues((v) => ({ ...v, description }))}
        error={errors.description}
      />
      <EventChoices chosen={values.events} onChange={(events) => setValues((v) => ({ ...v, events }))} error={errors.events} />
      <div>
        <button type="submit" css={buttonStyle} aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
      </div>
      <FormAlert id="webhook-form-alert" message={alert} />
      <StatusMessage message={said} />
    </form>
  );
}
