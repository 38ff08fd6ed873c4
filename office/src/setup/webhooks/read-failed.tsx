/** A webhook read that failed: what went wrong, in words, and "Try again". */
import { useLingui } from "@lingui/react/macro";
import type { ApiFailure } from "../../api/office-api.js";
import { FormAlert } from "../../ui/form-alert.js";
import { buttonStyle } from "../../ui/styles.js";
import { useWebhookFailure } from "./use-webhook-failure.js";

export function ReadFailed({ id, failure, onRetry }: { id: string; failure: ApiFailure; onRetry(): void }) {
  const { t } = useLingui();
  const { message } = useWebhookFailure();
  return (
    <>
      <FormAlert id={id} message={message(failure)} />
      <button type="button" css={buttonStyle} onClick={onRetry}>{t`Try again`}</button>
    </>
  );
}
