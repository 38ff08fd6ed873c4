/**
 * `/office/setup/webhooks/{id}`: one endpoint — whether it is enabled (and why the server turned
 * it off), its form, a new secret, deleting it, and its delivery log.
 */
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useCallback } from "react";
import type { WebhookEndpointView } from "#contract/webhooks";
import type { OfficeApi } from "../../api/office-api.js";
import { useOffice } from "../../app/office-context.js";
import { useGo } from "../../app/use-go.js";
import { Loading } from "../../ui/loading.js";
import { setupPath } from "../setup-paths.js";
import { DeleteEndpoint } from "./delete-endpoint.js";
import { DeliveryLog } from "./delivery-log.js";
import { EndpointForm } from "./endpoint-form.js";
import { EndpointSwitch } from "./endpoint-switch.js";
import { ReadFailed } from "./read-failed.js";
import { RotateSecret } from "./rotate-secret.js";
import { changeEndpoint, readEndpoint } from "./webhook-calls.js";
import { useWebhookRead } from "./use-webhook-read.js";

export function EndpointPage({ id }: { id: number }) {
  const { t } = useLingui();
  const { linkProps } = useGo();
  const read = useCallback((api: OfficeApi) => readEndpoint(api, id), [id]);
  const { state, reload, replace } = useWebhookRead(read);
  const back = (
    <p>
      <a {...linkProps(setupPath("webhooks"))}>{t`All endpoints`}</a>
    </p>
  );
  if (state.status === "loading")
    return (
      <>
        <h1>{t`Webhook endpoint`}</h1>
        <Loading />
      </>
    );
  if (state.status === "failed")
    return (
      <>
        <h1>{state.failure.code === "webhook_not_found" ? t`Endpoint not found` : t`Webhook endpoint`}</h1>
        {back}
        <ReadFailed id="webhook-alert" failure={state.failure} onRetry={() => void reload()} />
      </>
    );
  return <Endpoint endpoint={state.data} back={back} onChanged={replace} />;
}

function Endpoint({ endpoint, back, onChanged }: { endpoint: WebhookEndpointView; back: ReactNode; onChanged(endpoint: WebhookEndpointView): void }) {
  const { t } = useLingui();
  const { api } = useOffice();
  const url = endpoint.url;
  return (
    <>
      <h1 id="webhook-heading">{t`Webhook endpoint: ${url}`}</h1>
      {back}
      <EndpointSwitch endpoint={endpoint} onChanged={onChanged} />
      <section aria-labelledby="webhook-change-heading">
        <h2 id="webhook-change-heading">{t`Address and events`}</h2>
        <EndpointForm
          initial={{ url: endpoint.url, description: endpoint.description, events: endpoint.events }}
          submitLabel={t`Save`}
          labelledBy="webhook-change-heading"
          savedMessage={t`Saved.`}
          onSave={async (values) => {
            const result = await changeEndpoint(api, endpoint.id, values);
            if (!result.ok) return result.error;
            onChanged(result.data);
            return undefined;
          }}
        />
      </section>
      <RotateSecret endpointId={endpoint.id} />
      <DeliveryLog endpointId={endpoint.id} enabled={endpoint.enabled} />
      <DeleteEndpoint endpointId={endpoint.id} />
    </>
  );
}
