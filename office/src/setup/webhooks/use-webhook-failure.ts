/**
 * A refused webhook call in the page's language: the field errors of a 422 by field (a URL the
 * server will not send to, no event chosen, a description too long), and the other codes as a
 * sentence for the form's alert. The server's English `message` is never shown.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ApiFailure } from "../../api/office-api.js";
import { useFailureMessage } from "../../ui/use-failure-message.js";
import { useFieldErrorText } from "../use-field-error-text.js";

/** The fields of the endpoint form an error can be about. */
export type WebhookField = "url" | "events" | "description";

export function useWebhookFailure() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const fieldText = useFieldErrorText();

  /** Each refused field's text, by field (an error about `events.2` is about the events). */
  const fieldErrors = useCallback(
    (failure: ApiFailure): Partial<Record<WebhookField, string>> => {
      const found: Partial<Record<WebhookField, string>> = {};
      for (const error of failure.errors) {
        const field = error.field.split(".")[0] as WebhookField;
        if (found[field] !== undefined) continue;
        if (field === "url")
          found.url =
            failure.code === "webhook_url_refused"
              ? t`Webhooks go only to https addresses on the public internet: not to this server's own network, a private or local address, or a name that points to one.`
              : t`Enter a full web address starting with https://, without a user name or password.`;
        else if (field === "events") found.events = t`Choose at least one event.`;
        else if (field === "description") found.description = fieldText(error);
      }
      return found;
    },
    [t, fieldText],
  );

  const message = useCallback(
    (failure: ApiFailure): string => {
      switch (failure.code) {
        case "webhook_url_refused":
        case "validation_failed":
          return t`Nothing was saved. Correct the fields marked below and save again.`;
        case "too_many_webhooks":
          return t`You already have 20 endpoints, the most there can be. Delete one first.`;
        case "webhook_not_found":
          return t`This endpoint no longer exists. Someone may have deleted it.`;
        case "webhook_disabled":
          return t`The endpoint is disabled. Enable it first, then send the delivery again.`;
        case "delivery_in_flight":
          return t`This delivery is being sent right now. Try again in a minute.`;
        case "delivery_not_found":
          return t`This delivery is no longer in the log.`;
        default:
          return failureMessage(failure);
      }
    },
    [t, failureMessage],
  );

  return { fieldErrors, message };
}
