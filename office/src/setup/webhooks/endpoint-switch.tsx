/**
 * Whether the endpoint gets deliveries, in words (and, when the server disabled it, why and
 * since when), with "Disable" or "Enable". Enabling sends the deliveries that waited.
 */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { WebhookEndpointView } from "#contract/webhooks";
import { useOffice } from "../../app/office-context.js";
import { FormAlert } from "../../ui/form-alert.js";
import { StatusMessage } from "../../ui/status-message.js";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { useWebhookFailure } from "./use-webhook-failure.js";
import { useEndpointState } from "./use-webhook-words.js";
import { changeEndpoint } from "./webhook-calls.js";

export function EndpointSwitch({ endpoint, onChanged }: { endpoint: WebhookEndpointView; onChanged(endpoint: WebhookEndpointView): void }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const { message } = useWebhookFailure();
  const stateOf = useEndpointState();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [said, setSaid] = useState<string>();
  async function flip() {
    if (busy) return;
    setBusy(true);
    setFailed(undefined);
    setSaid(undefined);
    const result = await changeEndpoint(api, endpoint.id, { enabled: !endpoint.enabled });
    setBusy(false);
    if (!result.ok) return setFailed(message(result.error));
    onChanged(result.data);
    setSaid(
      result.data.enabled
        ? t`Enabled. Waiting deliveries go out now.`
        : t`Disabled. It gets no new events; the deliveries already waiting go out when it is enabled again.`,
    );
  }
  return (
    <section aria-labelledby="webhook-state-heading">
      <h2 id="webhook-state-heading">{t`State`}</h2>
      <p>{stateOf(endpoint)}</p>
      <button type="button" css={secondaryButtonStyle} aria-disabled={busy || undefined} onClick={() => void flip()}>
        {endpoint.enabled ? t`Disable` : t`Enable`}
      </button>
      <FormAlert id="webhook-state-alert" message={failed} />
      <StatusMessage message={said} />
    </section>
  );
}
